import { billingMessages, type CajaMovement, formatPesos } from '@carga/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { StandingDocumentNotice } from '../dte/StandingDocumentNotice.tsx';
import { useReversePayment } from './api.ts';

/** 'Anular pago': a reversing movement with its reason (the payment itself is never deleted). */
export function ReverseDialog({ movement, onClose }: { movement: CajaMovement | null; onClose: () => void }) {
  return (
    <Modal opened={movement !== null} onClose={onClose} title="Anular pago" centered>
      {movement && <ReverseForm key={movement.nidpago} movement={movement} onClose={onClose} />}
    </Modal>
  );
}

function ReverseForm({ movement, onClose }: { movement: CajaMovement; onClose: () => void }) {
  const reverse = useReversePayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(billingMessages.reasonRequired);
    reverse.mutate(
      { nidpago: movement.nidpago, smotivo: reason.trim(), nidra: movement.nidra },
      { onSuccess: onClose },
    );
  };
  // Opened from inside another form (Entregar's), its submit would bubble there through the React tree
  // and send that form too: it stops here.
  const submitHere = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };
  return (
    <form onSubmit={submitHere} noValidate aria-label="Anular pago">
      <Stack gap="md">
        <Text size="sm">
          Se registrará un movimiento de {formatPesos(-movement.nmonto)} ({movement.sdesmediopago}) que anula
          el pago {movement.nidpago}.
        </Text>
        {/* The RA's boleta or factura stands until its nota de crédito (issue 34). */}
        {movement.nidra !== null && <StandingDocumentNotice nidra={movement.nidra} />}
        <Textarea
          label="Motivo"
          withAsterisk
          maxLength={200}
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        {reverse.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No fue posible anular el pago">
            <Text size="sm">{errorMessage(reverse.error)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reverse.isPending}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={reverse.isPending}>
            Anular pago
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
