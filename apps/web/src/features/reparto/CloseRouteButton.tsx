import type { RepartoRoute } from '@carga/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import type { ScanFocus } from '../custody/scan/scan-focus.ts';
import { useCloseRoute } from './api.ts';
import { usePendingScansGuard } from './pending-scans.ts';
import { closeConflict, vanUnitsNote } from './route-return.ts';

// 'Cerrar hoja de ruta': back at the warehouse, the route closes. With stops the driver did not settle or
// units not scanned back the server names them, and the planner confirms closing over them or goes back to
// scan (as the van's departure does).

/** What the server named, and what else closing over it does. */
interface Missing {
  message: string;
  note: string | null;
}

export function CloseRouteButton({
  route,
  scanPath,
  focus,
}: {
  route: RepartoRoute;
  /** The return scans' path: those still in the device's outbox must reach the server first. */
  scanPath: string;
  focus: ScanFocus;
}) {
  const close = useCloseRoute();
  const notices = useMessageModal();
  // What the server named, kept while the dialog fades out; the dialog is open while `asking`.
  const [missing, setMissing] = useState<Missing | null>(null);
  const [asking, setAsking] = useState(false);
  const { checking, guard } = usePendingScansGuard(scanPath, focus, 'cerrar la hoja de ruta', notices);

  const send = (confirm: boolean) =>
    close.mutate(
      { id: route.nidhojaruta, confirm },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => {
          setAsking(false);
          const named = confirm ? null : closeConflict(error);
          if (named) {
            setMissing({ message: named.message, note: named.stops ? vanUnitsNote(route) : null });
            setAsking(true);
          } else notices.showError(error, 'No fue posible cerrar la hoja de ruta');
        },
      },
    );

  const ask = () => guard(() => send(false));

  return (
    <>
      <Button
        size="lg"
        fullWidth
        color="green"
        leftSection={<IconLock size={20} />}
        loading={checking || (close.isPending && !asking)}
        onClick={() => void ask()}
      >
        Cerrar hoja de ruta
      </Button>
      <ConfirmModal
        opened={asking}
        title="Cierre con pendientes"
        confirmLabel="Cerrar de todos modos"
        color="orange"
        loading={close.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => send(true)}
      >
        <Stack gap="xs">
          <Text style={{ overflowWrap: 'anywhere' }}>{missing?.message}</Text>
          {missing?.note && <Text fw={600}>{missing.note}</Text>}
        </Stack>
      </ConfirmModal>
      {notices.modal}
    </>
  );
}
