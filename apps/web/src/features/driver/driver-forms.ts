import {
  billingMessages,
  cashChange,
  type DoorPayment,
  FAILED_VISIT_REASONS,
  formatPesos,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  repartoDeliveryRequest,
  repartoFailedVisitRequest,
  type z,
} from '@carga/domain';
import { zodResolver } from '../../ui/zod-resolver.ts';
import { liveChange, type PaymentValues, typedPesos } from '../billing/payment-form.ts';
import { type DeliveryPhoto, type DeliveryValues, toDeliveryBody } from '../delivery/delivery-form.ts';
import {
  initialMissedVisit,
  type MissedVisitValues,
  reasonLabelIn,
  reasonOptions,
  toMissedVisitBody,
} from './visit-forms.ts';

// The driver's two forms at a door: 'Entregado' (who received, their RUT, signature, photo and, for a POR
// PAGAR RA, what was collected) and 'No entregado' (why, a note, a photo). The moment is the one the driver
// confirms at, set once: the body is kept on the phone and sent again as it is, so that a retry is the same
// outcome for the server (a payment included: the server takes it once).

export type RepartoDeliveryBody = z.input<typeof repartoDeliveryRequest>;
export type RepartoFailedBody = z.input<typeof repartoFailedVisitRequest>;
export type FailedReason = keyof typeof FAILED_VISIT_REASONS;

/**
 * The counter's delivery form without its date (at the door it is the moment of confirming), and the
 * counter's payment form ('Cobro'), used only where the stop has an amount to collect.
 */
export type DoorDeliveryValues = Omit<DeliveryValues, 'dfhoentrega'> & { cobro: PaymentValues };

/** Cash first, and what was received proposed as the amount due (no change). */
export const initialDoorDelivery = (due = 0): DoorDeliveryValues => ({
  snombreretira: '',
  srutretira: '',
  b64firma: '',
  cobro: { scodmediopago: 'EFECTIVO', nmontorecibido: due > 0 ? String(due) : '', sreferencia: '' },
});

/** The payment methods as the driver picks them, in the domain's order: Efectivo first. */
export const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/**
 * What is collected at the door: exactly the amount due; for cash what was handed over (as typed when it
 * is no amount, so that the contract refuses it with its message), for the others the transaction's N°.
 */
export function doorPaymentBody(values: PaymentValues, due: number): DoorPayment {
  if (values.scodmediopago === 'EFECTIVO') {
    const typed = values.nmontorecibido.trim();
    return { scodmediopago: 'EFECTIVO', nmonto: due, nmontorecibido: typedPesos(typed) ?? typed };
  }
  return { scodmediopago: values.scodmediopago, nmonto: due, sreferencia: values.sreferencia.trim() };
}

/** The change ('Vuelto') while the driver types what was received, as at the counter; null until it covers. */
export const doorChange: (due: number, typed: string) => number | null = liveChange;

/** The time the counter's form would propose, and that it then sends as 'now'. */
const PROPOSED = 'ahora';

/** The body of 'Entregado'; with `due` (the stop's amount to collect) above 0, its `cobro`. */
export function doorDeliveryBody(
  { cobro, ...values }: DoorDeliveryValues,
  photo: DeliveryPhoto | null,
  due = 0,
  now = new Date(),
): RepartoDeliveryBody {
  const { sconfirmaparcial: _, ...body } = toDeliveryBody({ ...values, dfhoentrega: PROPOSED }, photo, {
    proposed: PROPOSED,
    now,
  });
  return due > 0 ? { ...body, cobro: doorPaymentBody(cobro, due) } : body;
}

const validateBody = zodResolver(repartoDeliveryRequest);

/**
 * The contract's messages per field ('cobro.sreferencia' for the payment's), and cash that does not cover
 * the amount due, as the server refuses it.
 */
export function validateDoorDelivery(body: RepartoDeliveryBody): Record<string, string> {
  const errors = validateBody(body);
  const cobro = body.cobro;
  const received = cobro?.scodmediopago === 'EFECTIVO' ? cobro.nmontorecibido : undefined;
  const due = Number(cobro?.nmonto);
  if (!errors['cobro.nmontorecibido'] && typeof received === 'number' && cashChange(due, received) === null)
    errors['cobro.nmontorecibido'] = billingMessages.receivedTooLittle(formatPesos(due));
  return errors;
}

export type FailedVisitValues = MissedVisitValues<FailedReason>;

export const initialFailedVisit: () => FailedVisitValues = initialMissedVisit;

export const toFailedVisitBody: (
  values: FailedVisitValues,
  photo: DeliveryPhoto | null,
  now?: Date,
) => RepartoFailedBody = toMissedVisitBody;

export const validateFailedVisit = zodResolver(repartoFailedVisitRequest);

/** The reasons as the driver picks them, in the domain's order. */
export const REASON_OPTIONS = reasonOptions(FAILED_VISIT_REASONS);

export const reasonLabel = reasonLabelIn(FAILED_VISIT_REASONS);

/** 'Entregado' or 'No entregado: Nadie en casa'. */
export const outcomeLabel = (sestado: 'ENTREGADO' | 'NO_ENTREGADO', smotivo: string | null) =>
  sestado === 'ENTREGADO' ? 'Entregado' : `No entregado: ${reasonLabel(smotivo)}`;
