import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopyCheck } from '@tabler/icons-react';

/**
 * Confirm's 409: the file, or rows of the same content, were imported within 24 hours. The server's
 * message names each row and the RA it made; the user may cancel or import them all the same.
 */
export function RepeatWarning({
  message,
  pending,
  onImportAnyway,
  onCancel,
}: {
  message: string;
  pending: boolean;
  onImportAnyway: () => void;
  onCancel: () => void;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      mt="sm"
      icon={<IconAlertTriangle size={18} />}
      title="¿Importar otra vez?"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {/* 'RA-000123' kept on one line (a non-breaking hyphen) on a phone's narrow column. */}
        {message.replaceAll('RA-', 'RA\u2011')}
      </Text>
      <Text size="sm" mt="xs">
        Revise los RA nombrados antes de seguir: importar de nuevo crea otros RA con la misma carga.
      </Text>
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button
          color="yellow"
          leftSection={<IconCopyCheck size={18} />}
          loading={pending}
          onClick={onImportAnyway}
        >
          Importar de todas formas
        </Button>
      </Group>
    </Alert>
  );
}
