import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorText } from './ErrorModal.tsx';

/** A step whose data could not be loaded: the server's message, in the modal and in place, and a retry. */
export function LoadFailed({
  error,
  onRetry,
  showError,
}: {
  error: unknown;
  onRetry: () => void;
  showError: (error: unknown) => void;
}) {
  useEffect(() => {
    showError(error);
  }, [error, showError]);
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title="No fue posible cargar la información">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error, '')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
