import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';

/** A screen that failed to load (an old chunk after a release, a render error): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  return (
    <Stack p="lg" maw={560}>
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Ha ocurrido un error">
        No fue posible mostrar esta pantalla. {error?.message ? `(${error.message})` : ''}
      </Alert>
      <Button onClick={() => window.location.reload()} w="fit-content">
        Recargar
      </Button>
    </Stack>
  );
}
