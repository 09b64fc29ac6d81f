import {
  billingMessages,
  cashChange,
  clpFromTyped,
  formatPesos,
  PAYMENT_REFERENCE_LABELS,
  type PaymentMethod,
  type PaymentRequest,
} from '@carga/domain';

// 'Cobrar': what is typed, the change computed from it, and the body of POST /Billing/RA/{id}/Pago.

export interface PaymentValues {
  scodmediopago: PaymentMethod;
  /** Cash: what the person handed over, as typed ('20.000'). */
  nmontorecibido: string;
  /** Every other method: the transfer, voucher or cheque number. */
  sreferencia: string;
}

export const initialPaymentValues = (): PaymentValues => ({
  scodmediopago: 'EFECTIVO',
  nmontorecibido: '',
  sreferencia: '',
});

/** Whole pesos typed the Chilean way ('$20.000', '20000'), or null when it is not one. */
export function typedPesos(typed: string): number | null {
  const compact = clpFromTyped(typed.trim());
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

/** The change to give back while the person types; null until enough was received. */
export function liveChange(due: number, typed: string): number | null {
  const received = typedPesos(typed);
  return received === null ? null : cashChange(due, received);
}

export function validatePayment(
  values: PaymentValues,
  due: number,
): Partial<Record<keyof PaymentValues, string>> {
  if (values.scodmediopago === 'EFECTIVO') {
    const received = typedPesos(values.nmontorecibido);
    if (received === null || received <= 0)
      return { nmontorecibido: 'Ingrese el monto recibido en pesos enteros' };
    if (cashChange(due, received) === null)
      return { nmontorecibido: billingMessages.receivedTooLittle(formatPesos(due)) };
    return {};
  }
  return values.sreferencia.trim() ? {} : { sreferencia: billingMessages.referenceRequired };
}

/** The reference field's label for the method, or null for cash (which asks for what was received). */
export const referenceLabel = (method: PaymentMethod) => PAYMENT_REFERENCE_LABELS[method];

export function toPaymentBody(values: PaymentValues, due: number, nidcaja: number): PaymentRequest {
  const cash = values.scodmediopago === 'EFECTIVO';
  return {
    nidcaja,
    scodmediopago: values.scodmediopago,
    nmonto: due,
    ...(cash ? { nmontorecibido: typedPesos(values.nmontorecibido) ?? 0 } : {}),
    sreferencia: cash ? '' : values.sreferencia.trim(),
  };
}
