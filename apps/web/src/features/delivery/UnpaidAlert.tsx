import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { PaymentDialog, useRaPayment } from '../billing/index.ts';

/**
 * The API refused the hand-over: the RA is POR PAGAR and unpaid (its 409 names the amount). The message, and
 * 'Cobrar' to take the payment in the caller's caja; then the delivery is confirmed again.
 */
export function UnpaidAlert({
  nidra,
  message,
  onPaid,
}: {
  nidra: number;
  message: string;
  onPaid: () => void;
}) {
  const money = useRaPayment(nidra);
  const [charging, setCharging] = useState(false);
  const due = money.data?.nadeudado ?? 0;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Pendiente de pago">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {due > 0 && (
          <Group>
            <Button
              size="xs"
              color="orange"
              leftSection={<IconCash size={14} />}
              onClick={() => setCharging(true)}
            >
              Cobrar
            </Button>
          </Group>
        )}
      </Stack>
      <PaymentDialog
        target={charging ? { nidra, nadeudado: due } : null}
        onClose={() => setCharging(false)}
        onPaid={() => {
          setCharging(false);
          onPaid();
        }}
      />
    </Alert>
  );
}
