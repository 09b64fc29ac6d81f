import type { PaymentState } from '@carga/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<PaymentState, string> = {
  PAGADO: 'green',
  PENDIENTE: 'orange',
  SINTARIFA: 'yellow',
  NOAPLICA: 'gray',
};

/** 'Pagado', 'Pendiente de pago', 'Sin tarifa' or 'No aplica', as the RA's payment state. */
export function PaymentStateBadge({ state, label }: { state: PaymentState; label: string }) {
  return (
    <Badge color={COLORS[state]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
