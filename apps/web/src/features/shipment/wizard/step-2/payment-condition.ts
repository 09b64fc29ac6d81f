import {
  type ClientCredit,
  PAYMENT_CONDITION_LABELS,
  PAYMENT_CONDITIONS,
  type PaymentCondition,
  proposeCondition,
  type ReceptionConditionsResponse,
} from '@carga/domain';

// Step 2's 'Condición de pago' (issue 33): what the server stored, and what the screen proposes from the
// billing party and the payer's terms (also again when the person changes who pays, before saving).

/** What step 2 knows of the payer: whether it has a cuenta corriente and, with one, its balance. */
export type PayerCredit = Pick<ClientCredit, 'sindctacte' | 'nsaldo' | 'nlimitecredito' | 'sindexcedido'>;

/** The payer's terms from step 2's answer: `credito` is the stored payer's cuenta corriente, null without. */
export const storedPayerCredit = (credito: ReceptionConditionsResponse['credito']): PayerCredit =>
  credito
    ? { sindctacte: 'S', ...credito }
    : { sindctacte: 'N', nsaldo: 0, nlimitecredito: 0, sindexcedido: 'N' };

const isCondition = (value: unknown): value is PaymentCondition =>
  (PAYMENT_CONDITIONS as readonly unknown[]).includes(value);

/** The condition step 2 saved, or null when it was never saved (the screen proposes one). */
export const storedCondition = (ra: ReceptionConditionsResponse['ra']): PaymentCondition | null =>
  isCondition(ra.scondicionpago) ? ra.scondicionpago : null;

/** The condition proposed for this billing party and payer, as the server proposes it. */
export const proposedCondition = (sfacturar: string, payer: PayerCredit | null): PaymentCondition =>
  proposeCondition(sfacturar, payer);

export const CONDITION_OPTIONS = PAYMENT_CONDITIONS.map((value) => ({
  value,
  label: PAYMENT_CONDITION_LABELS[value],
}));

/** Whether the payer is known to have no cuenta corriente (then 'Cuenta corriente' is not offered). */
export const ctacteRefused = (payer: PayerCredit | null) => payer !== null && payer.sindctacte !== 'S';
