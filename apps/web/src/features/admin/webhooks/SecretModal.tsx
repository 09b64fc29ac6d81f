import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/** The signing secret, shown once after a registration or a rotation: copy it, it will not be shown again. */
export function SecretModal({
  secret,
  url,
  onClose,
}: {
  secret: string | null;
  url: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Secreto de firma" centered size="lg">
      <Stack gap="md">
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title="Guárdelo ahora: no se volverá a mostrar"
        >
          Con este secreto el sistema del cliente verifica la cabecera Carga-Firma de cada aviso enviado a{' '}
          {url}.
        </Alert>
        <Code block aria-label="Secreto" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : 'blue'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copiado' : 'Copiar secreto'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Ya lo guardé</Button>
        </Group>
        <Text size="xs" c="dimmed">
          Si se pierde, use 'Rotar secreto': el anterior deja de valer en el acto.
        </Text>
      </Stack>
    </Modal>
  );
}
