import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { DetailLayout } from './DetailLayout.tsx';

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

/** A stored row's detail screen until its row arrives: the layout without a form, loading or failed. */
export function DetailLoading({
  title,
  list,
  current,
  onClose,
  detail,
}: {
  title: string;
  list: { label: string; to: string };
  current: string;
  onClose: () => void;
  detail: { error: unknown; refetch: () => unknown };
}) {
  return (
    <DetailLayout title={title} list={list} current={current} onClose={onClose} info={null}>
      <DetailLoad error={detail.error} onRetry={() => detail.refetch()} onBack={onClose} />
    </DetailLayout>
  );
}
