import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';

export const ERROR_TITLE = 'Ha ocurrido un error';

interface Notice {
  title: string;
  message: string;
  kind: 'error' | 'success';
}

/** The server's Spanish message of a failed call, or the fallback. */
export const errorMessage = (error: unknown, fallback = 'Ha ocurrido un error inesperado') =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * One modal for the spec's messages (section 8): an error with the server's text under the title the
 * spec names ('Error', 'Descargar etiqueta'…), or a success such as 'Subir imagen'.
 */
export function useMessageModal() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const showError = useCallback(
    (error: unknown, title = ERROR_TITLE) =>
      setNotice({ title, message: errorMessage(error), kind: 'error' }),
    [],
  );
  const showSuccess = useCallback(
    (title: string, message: string) => setNotice({ title, message, kind: 'success' }),
    [],
  );
  const close = () => setNotice(null);
  const error = notice?.kind === 'error';
  const modal = (
    <Modal opened={notice !== null} onClose={close} title={notice?.title} centered>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" color={error ? 'red' : 'green'} size="lg" radius="xl">
            {error ? <IconAlertTriangle size={20} /> : <IconCircleCheck size={20} />}
          </ThemeIcon>
          <Text role={error ? 'alert' : 'status'} pt={4}>
            {notice?.message}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={close}>Aceptar</Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { showError, showSuccess, modal };
}
