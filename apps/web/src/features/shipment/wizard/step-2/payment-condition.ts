import {
  type ClientCredit,
  PAYMENT_CONDITION_LABELS,
  PAYMENT_CONDITIONS,
  type PaymentCondition,
  proposeCondition,
  type ReceptionConditionsResponse,
} from '@carga/domain';

// Step 2's 'Condición de pago' (issue 33): what the server proposed or stored, and what the screen proposes
// again when the person changes who pays, before saving.

/** What step 2's answer adds for the payment: the RA's condition and the payer's terms (null: none known). */
export type ConditionsWithPayment = ReceptionConditionsResponse & {
  ra: { scondicionpago?: string | null };
  credito?: ClientCredit | null;
};

const isCondition = (value: unknown): value is PaymentCondition =>
  (PAYMENT_CONDITIONS as readonly unknown[]).includes(value);

/** The stored (or server-proposed) condition; proposed here from the billing party when there is none. */
export function initialCondition(data: ConditionsWithPayment, sfacturar: string): PaymentCondition {
  const stored = data.ra.scondicionpago;
  return isCondition(stored) ? stored : proposeCondition(sfacturar, data.credito ?? null);
}

export const CONDITION_OPTIONS = PAYMENT_CONDITIONS.map((value) => ({
  value,
  label: PAYMENT_CONDITION_LABELS[value],
}));

/** The condition proposed for this billing party and payer, as the server proposes it. */
export const reproposedCondition = (sfacturar: string, payer: ClientCredit | null): PaymentCondition =>
  proposeCondition(sfacturar, payer);

/** Whether the payer is known to have no cuenta corriente (then 'Cuenta corriente' is not offered). */
export const ctacteRefused = (payer: ClientCredit | null) => payer !== null && payer.sindctacte !== 'S';
