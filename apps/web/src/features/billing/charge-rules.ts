import type { RaPayment } from '@carga/domain';

// When a screen offers 'Cobrar' for an RA (issue 33).

/**
 * Whether the RA can be charged in a caja now: 'Cobro en Carga' on, priced and still owing, and not a
 * cuenta corriente RA (those are paid with an abono to the client). `onlyPagado` is step 7's rule: there
 * only the sender pays (a POR PAGAR RA is charged at delivery).
 */
export function canCharge(payment: RaPayment, { onlyPagado = false } = {}): boolean {
  if (payment.sindcobro !== 'S' || payment.scodestadopago !== 'PENDIENTE' || payment.nadeudado <= 0)
    return false;
  if (payment.scondicionpago === 'CTACTE' || payment.scondicionpago === null) return false;
  return !onlyPagado || payment.scondicionpago === 'PAGADO';
}

/** A movement that can still be reversed: a live payment (not a reversal, not already reversed). */
export const reversible = (m: RaPayment['movimientos'][number]) =>
  m.stipo === 'PAGO' && m.sindanulado !== 'S';
