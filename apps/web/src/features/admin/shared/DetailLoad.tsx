import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';

/** The detail of a stored row while it loads, or why it could not. */
export function DetailLoad({
  error,
  onRetry,
  onBack,
}: {
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
}) {
  if (!error) return <Loading />;
  return (
    <Stack gap="md">
      <LoadError error={error} onRetry={onRetry} />
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Volver
        </Button>
      </Group>
    </Stack>
  );
}
