import { billingMessages, formatPesos, type PaymentCondition } from '@carga/domain';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CONDITION_OPTIONS, ctacteRefused, type PayerCredit } from './payment-condition.ts';

/** 'Condición de pago' and, when the payer owes more than its limit, the yellow warning. */
export function PaymentConditionField({
  value,
  onChange,
  payer,
  error,
}: {
  value: PaymentCondition;
  onChange: (value: PaymentCondition) => void;
  payer: PayerCredit | null;
  error?: ReactNode;
}) {
  const refused = ctacteRefused(payer);
  return (
    <Stack gap="xs">
      <Select
        label="Condición de pago"
        withAsterisk
        allowDeselect={false}
        data={CONDITION_OPTIONS.map((o) => ({ ...o, disabled: o.value === 'CTACTE' && refused }))}
        value={value}
        onChange={(next) => next && onChange(next as PaymentCondition)}
        error={error}
        maw={{ sm: 320 }}
      />
      {payer?.sindexcedido === 'S' && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          <Text size="sm">
            {billingMessages.overCreditLimit(formatPesos(payer.nsaldo), formatPesos(payer.nlimitecredito))}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
