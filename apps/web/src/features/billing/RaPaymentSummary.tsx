import { formatPesos } from '@carga/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { hasMenu, useRequiredSession } from '../../api/session.ts';
import { useRaPayment } from './api.ts';
import { canCharge } from './charge-rules.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentStateBadge } from './PaymentStateBadge.tsx';

/**
 * Step 7's 'Condición de pago' and, for a finished PAGADO RA not yet paid, 'Cobrar': the sender pays at
 * the counter before leaving. Nothing shows while the RA has no condition.
 */
export function RaPaymentSummary({ nidra, finished, mb }: { nidra: number; finished: boolean; mb?: string }) {
  const session = useRequiredSession();
  const payment = useRaPayment(nidra);
  const [charging, setCharging] = useState(false);
  const data = payment.data;
  if (!data?.scondicionpago) return null;
  const charge = finished && hasMenu(session, 'FIN-CAJA') && canCharge(data, { onlyPagado: true });
  return (
    <Paper withBorder radius="md" p="md" w="100%" maw={560} mx="auto" mb={mb} ta="left">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            Condición de pago: <b>{data.sdescondicionpago}</b>
          </Text>
          {finished && <PaymentStateBadge state={data.scodestadopago} label={data.sdesestadopago} />}
        </Group>
        {finished && data.nmonto !== null && (
          <Text size="sm">
            Monto: <b>{formatPesos(data.nmonto)}</b>
          </Text>
        )}
        {charge && (
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
    </Paper>
  );
}
