import { messages } from '@carga/domain';
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../api/client.ts';

export const LOADING_TEXT = messages.loadingData;

/** The spec's loading line: 'Cargando información...'. */
export function Loading({ py = 'xl' }: { py?: string }) {
  return (
    <Center py={py}>
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text c="dimmed">{LOADING_TEXT}</Text>
      </Group>
    </Center>
  );
}

/** Asking again may help after a network or server failure, never after a 4xx (not found, forbidden…). */
const retryable = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** A query that failed: the server's Spanish message, and a retry when asking again may help. */
export function LoadError({
  error,
  onRetry,
  title = 'No fue posible cargar la información',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const message = error instanceof Error && error.message ? error.message : 'Ha ocurrido un error';
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Text size="sm">{message}</Text>
      {onRetry && retryable(error) && (
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </Alert>
  );
}
