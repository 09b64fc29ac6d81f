import { billingMessages, type DeliveryItem } from '@carga/domain';
import { confirmableConflict } from '../../api/conflicts.ts';
import type { PaymentFields } from '../../ui/payment-badges.tsx';

// Entregar and the money of a POR PAGAR RA (issue 33): the recipient pays before the hand-over.

/** A card of Entregar with its condition, payment state and what is still to collect. */
export type DeliveryRow = DeliveryItem & PaymentFields;

/** What the recipient owes at the counter; 0 when nothing (paid, another condition, 'Cobro en Carga' off). */
export const amountDue = (item: DeliveryRow) => item.nadeudado ?? 0;

/** Whether the hand-over must first take the payment (the server would refuse it with a 409). */
export const mustChargeFirst = (item: DeliveryRow) =>
  item.scondicionpago === 'PORPAGAR' && amountDue(item) > 0;

/** The start of the 409 of a delivery of an unpaid POR PAGAR RA, whatever the amount it names. */
const UNPAID_PREFIX = billingMessages.unpaidDelivery('\u0000').split('\u0000')[0] ?? '';

/** The server's whole message when it refused the delivery for an unpaid POR PAGAR RA; null otherwise. */
export const unpaidRefusal = (error: unknown) => confirmableConflict(error, UNPAID_PREFIX);
