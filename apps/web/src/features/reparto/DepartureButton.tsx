import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import type { ScanFocus } from '../custody/scan/scan-focus.ts';
import { useDepartRoute } from './api.ts';
import { usePendingScansGuard } from './pending-scans.ts';
import { missingUnitsMessage } from './van-load.ts';

// 'Salida del vehículo': the van leaves. With units still at the warehouse the server names them, and the
// planner leaves without them or goes back to scan them (as the truck check's dispatch does).

export function DepartureButton({
  id,
  scanPath,
  focus,
}: {
  id: number;
  /** The loading scans' path: those still in the device's outbox must reach the server first. */
  scanPath: string;
  focus: ScanFocus;
}) {
  const navigate = useNavigate();
  const depart = useDepartRoute();
  const notices = useMessageModal();
  // The server's list of the units not loaded, to confirm or go back and scan.
  const [missing, setMissing] = useState<string | null>(null);
  const { checking, guard } = usePendingScansGuard(scanPath, focus, 'la salida del vehículo', notices);

  const send = (confirm: boolean) =>
    depart.mutate(
      { id, confirm },
      {
        onSuccess: () => navigate('/dashboard/reparto'),
        onError: (error) => {
          setMissing(null);
          const named = confirm ? null : missingUnitsMessage(error);
          if (named) setMissing(named);
          else notices.showError(error, 'No fue posible registrar la salida');
        },
      },
    );

  const leave = () => guard(() => send(false));

  return (
    <>
      <Button
        size="lg"
        fullWidth
        color="green"
        leftSection={<IconTruckDelivery size={20} />}
        loading={checking || (depart.isPending && missing === null)}
        onClick={() => void leave()}
      >
        Salida del vehículo
      </Button>
      <ConfirmModal
        opened={missing !== null}
        title="Bultos sin cargar"
        confirmLabel="Salir sin ellos"
        color="orange"
        loading={depart.isPending}
        onCancel={() => setMissing(null)}
        onConfirm={() => send(true)}
      >
        {missing}
      </ConfirmModal>
      {notices.modal}
    </>
  );
}
