import { type CajaMovement, formatPesos } from '@carga/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { hasMenu, useRequiredSession } from '../../api/session.ts';
import { formatDateTime } from '../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../ui/InfoGrid.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { useRaPayment } from './api.ts';
import { canCharge, reversible } from './charge-rules.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentStateBadge } from './PaymentStateBadge.tsx';
import { ReverseDialog } from './ReverseDialog.tsx';

/** One movement of the RA: what, how, when and by whom, and 'Anular pago' for a live payment. */
function MovementLine({ m, onReverse }: { m: CajaMovement; onReverse?: () => void }) {
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={4}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={0}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {m.sdestipo} {formatPesos(m.nmonto)}
          </Text>
          {m.sindanulado === 'S' && (
            <Badge color="red" variant="light" size="sm">
              Anulado
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {m.sdesmediopago}
          {m.sreferencia ? ` · ${m.sreferencia}` : ''}
          {m.nvuelto ? ` · vuelto ${formatPesos(m.nvuelto)}` : ''} · {formatDateTime(m.dfecpago)} ·{' '}
          {m.susuario}
        </Text>
        {m.smotivo && (
          <Text size="xs" c="dimmed">
            Motivo: {m.smotivo}
          </Text>
        )}
      </Stack>
      {onReverse && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={onReverse}
          aria-label={`Anular pago ${m.nidpago}`}
        >
          Anular pago
        </Button>
      )}
    </Group>
  );
}

/** The RA detail's 'Pago': condition, state, amount, movements, 'Cobrar' and 'Anular pago' (FIN-CAJA). */
export function PaymentSection({ nidra }: { nidra: number }) {
  const session = useRequiredSession();
  const payment = useRaPayment(nidra);
  const [charging, setCharging] = useState(false);
  const [reversing, setReversing] = useState<CajaMovement | null>(null);
  const cashier = hasMenu(session, 'FIN-CAJA');
  // A caller the API does not let read the RA's money simply has no 'Pago' section.
  if (payment.error instanceof ApiError && payment.error.status === 403) return null;
  if (payment.isError) return <LoadError title="No fue posible cargar el pago" error={payment.error} />;
  const data = payment.data;
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Pago">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4}>Pago</Title>
          <PaymentStateBadge state={data.scodestadopago} label={data.sdesestadopago} />
        </Group>
        <InfoGrid>
          <InfoItem label="Condición de pago">{data.sdescondicionpago ?? 'Sin condición'}</InfoItem>
          <InfoItem label="Monto">{data.nmonto === null ? 'Sin tarifa' : formatPesos(data.nmonto)}</InfoItem>
          {data.nadeudado > 0 && <InfoItem label="Adeudado">{formatPesos(data.nadeudado)}</InfoItem>}
        </InfoGrid>
        {data.movimientos.length > 0 && (
          <Stack gap={0}>
            {data.movimientos.map((m) => (
              <MovementLine
                key={m.nidpago}
                m={m}
                onReverse={cashier && reversible(m) ? () => setReversing(m) : undefined}
              />
            ))}
          </Stack>
        )}
        {cashier && canCharge(data) && (
          <Group justify="flex-end">
            <Button leftSection={<IconCash size={18} />} onClick={() => setCharging(true)}>
              Cobrar
            </Button>
          </Group>
        )}
      </Stack>
      <PaymentDialog
        target={charging ? { nidra, nadeudado: data.nadeudado } : null}
        onClose={() => setCharging(false)}
      />
      <ReverseDialog movement={reversing} onClose={() => setReversing(null)} />
    </Paper>
  );
}
