import { Modal, Stack, Text } from '@mantine/core';
import { formatDate } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { useRepartoRoute } from './api.ts';
import { RoutePickups } from './RoutePickups.tsx';

// The pickups of one of the day's routes, opened from 'Hojas de ruta': listed, taken off, or added from the
// day's requests (RoutePickups), without leaving the planner.

function Body({ id }: { id: number }) {
  const route = useRepartoRoute(id);
  if (route.isError) return <LoadError error={route.error} onRetry={() => route.refetch()} />;
  if (!route.data) return <Loading py="md" />;
  const r = route.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {`${r.snombreconductor} · ${formatDate(r.dfecha)} · ${r.sdesestado}`}
      </Text>
      <RoutePickups route={r} />
    </Stack>
  );
}

export function RoutePickupsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={id === null ? '' : `Retiros de la hoja de ruta N° ${id}`}
      size="lg"
      fullScreen={isMobile}
    >
      {id !== null && <Body id={id} />}
    </Modal>
  );
}
