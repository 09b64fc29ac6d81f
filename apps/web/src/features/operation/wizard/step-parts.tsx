import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { markStep, readStoredOperation } from '../wizard-storage.ts';
import { CloseOperationButton } from './CloseOperationButton.tsx';

// The pieces the operation wizard's Costo and Venta steps share.

/** Costo and Venta need a saved operation: without one, back to step 1. Marks the step as reached. */
export function StoredOperationStep({
  step,
  children,
}: {
  step: Parameters<typeof markStep>[0];
  children: (id: number, status: string) => ReactNode;
}) {
  const [stored] = useState(readStoredOperation);
  useEffect(() => {
    if (stored.id !== null) markStep(step);
  }, [stored.id, step]);
  if (stored.id === null) return <Navigate to="/nuevo-ingreso/operacion" replace />;
  return children(stored.id, stored.status);
}

/** 'Cerrar operación' on the left, 'Volver' and the step's next button on the right. */
export function StepActions({
  id,
  open,
  back,
  next,
}: {
  id: number;
  open: boolean;
  back: string;
  next: ReactNode;
}) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  return (
    <Group justify="space-between" gap="sm">
      <CloseOperationButton id={id} open={open} />
      <Group
        gap="sm"
        wrap="nowrap"
        style={isMobile ? { width: '100%', justifyContent: 'space-between' } : undefined}
      >
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(back)}>
          Volver
        </Button>
        {next}
      </Group>
    </Group>
  );
}
