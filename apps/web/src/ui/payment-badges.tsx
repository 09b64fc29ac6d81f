import {
  formatPesos,
  PAYMENT_CONDITION_LABELS,
  PAYMENT_CONDITIONS,
  paymentCondition,
  z,
} from '@carga/domain';
import { Badge, Group } from '@mantine/core';
import type { Column } from './DataList.tsx';

// How an RA is paid (issue 33), as the RA lists and Entregar's cards show it: its condition, 'Pendiente de
// pago' while priced and unpaid, and at Entregar the amount still to collect.

/** The payment fields the lists carry (optional until every list serves them). */
export interface PaymentFields {
  scondicionpago?: string | null;
  sdescondicionpago?: string | null;
  scodestadopago?: string;
  sdesestadopago?: string;
  /** Entregar: what the recipient still owes. */
  nadeudado?: number;
}

const keep = { flexShrink: 0, minWidth: 'max-content' } as const;

export const isPendingPayment = (ra: PaymentFields) => ra.scodestadopago === 'PENDIENTE';

const hasPaymentInfo = (ra: PaymentFields) =>
  !!ra.sdescondicionpago || isPendingPayment(ra) || (ra.nadeudado ?? 0) > 0;

export function PaymentBadges({ ra, size = 'sm' }: { ra: PaymentFields; size?: string }) {
  const due = ra.nadeudado ?? 0;
  if (!hasPaymentInfo(ra)) return null;
  return (
    <Group gap={4} wrap="wrap">
      {ra.sdescondicionpago && (
        <Badge color="gray" variant="outline" size={size} tt="none" style={keep}>
          {ra.sdescondicionpago}
        </Badge>
      )}
      {isPendingPayment(ra) && (
        <Badge color="red" variant="light" size={size} tt="none" style={keep}>
          Pendiente de pago
        </Badge>
      )}
      {due > 0 && (
        <Badge color="orange" variant="filled" size={size} tt="none" style={keep}>
          {`Por cobrar ${formatPesos(due)}`}
        </Badge>
      )}
    </Group>
  );
}

/** 'Pago': the condition and whether it is pending, a column of every RA list. */
export const paymentColumn = <T extends PaymentFields>(): Column<T> => ({
  key: 'pago',
  header: 'Pago',
  cell: (ra) => (hasPaymentInfo(ra) ? <PaymentBadges ra={ra} /> : '—'),
});

/** The 'Condición de pago' filter's options. */
export const CONDITION_FILTER_OPTIONS = PAYMENT_CONDITIONS.map((value) => ({
  value,
  label: PAYMENT_CONDITION_LABELS[value],
}));

/** The filter as a list's form holds it: a condition, or '' for none. */
export const conditionFilter = z.union([paymentCondition, z.literal('')]).optional();
