import {
  billingMessages,
  formatPesos,
  PAYMENT_CONDITION_LABELS,
  PAYMENT_STATE_LABELS,
  type PaymentCondition,
  type PaymentState,
} from '@carga/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients, payments, raDebts, receptions } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { amountDueSql, paymentStateSql } from './payment-state.ts';

// What the RA's flow asks of its money (issue 33): the lists' payment columns, the checks of a delivery,
// a load list's close, step 2 and re-pricing, and the payer's credit. Read in the caller's transaction.

const ra = sql`${receptions}`;

/** The payment columns of the RA lists, on a select from `recepcion`: computed only for the rows read. */
export const paymentListColumns = {
  scondicionpago: receptions.scondicionpago,
  scodestadopago: paymentStateSql(ra),
};

/** The four payment fields of raListItem, named as people read them. */
export function describePayment(row: { scondicionpago: string | null; scodestadopago: string }) {
  const condition = row.scondicionpago as PaymentCondition | null;
  return {
    scondicionpago: condition,
    sdescondicionpago: condition ? (PAYMENT_CONDITION_LABELS[condition] ?? condition) : null,
    scodestadopago: row.scodestadopago,
    sdesestadopago: PAYMENT_STATE_LABELS[row.scodestadopago as PaymentState] ?? row.scodestadopago,
  };
}

/** The RA's condition, payment state and what it still owes. */
export async function paymentOf(db: Db | Tx, nidra: number) {
  const [row] = await db
    .select({
      scondicionpago: receptions.scondicionpago,
      state: paymentStateSql(ra),
      due: amountDueSql(ra),
    })
    .from(receptions)
    .where(eq(receptions.nidra, nidra));
  return row ? { ...row, state: row.state as PaymentState, due: Number(row.due) } : null;
}

/**
 * A hand-over (the screen's and the scan's) of an unpaid POR PAGAR RA is refused, naming what it owes;
 * one not yet priced cannot be charged, so it is refused too. Nothing is blocked when 'Cobro en Carga' is
 * off or the RA has no condition (its state is NOAPLICA). The caller holds the RA's row lock, which a
 * payment's reversal takes too: the state read here stays true until the delivery commits.
 */
export async function assertPaidForDelivery(tx: Tx, nidra: number) {
  const payment = await paymentOf(tx, nidra);
  if (payment?.scondicionpago !== 'PORPAGAR') return;
  if (payment.state === 'PENDIENTE') throw conflict(billingMessages.unpaidDelivery(formatPesos(payment.due)));
  if (payment.state === 'SINTARIFA') throw conflict(billingMessages.notPriced);
}

/** The PAGADO RAs among these that are 'Pendiente de pago' (a load list's close asks to confirm them). */
export async function unpaidPrepaidRas(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return [];
  const rows = await db
    .select({ nidra: receptions.nidra })
    .from(receptions)
    .where(
      and(
        inArray(receptions.nidra, nidras),
        eq(receptions.scondicionpago, 'PAGADO'),
        sql`${paymentStateSql(ra)} = 'PENDIENTE'`,
      ),
    )
    .orderBy(receptions.nidra);
  return rows.map((row) => row.nidra);
}

/** Whether the RA has a live payment (a PAGO not reversed). */
export async function hasLivePayment(db: Db | Tx, nidra: number) {
  const [row] = await db
    .select({ nidpago: payments.nidpago })
    .from(payments)
    .where(and(eq(payments.nidra, nidra), eq(payments.stipo, 'PAGO'), eq(payments.sindanulado, 'N')))
    .limit(1);
  return row !== undefined;
}

/** The cuenta corriente of a client (null without one): its balance against its credit limit. */
export async function payerCredit(db: Db | Tx, nidcliente: number | null) {
  if (!nidcliente) return null;
  const [row] = await db
    .select({
      sindctacte: clients.sindctacte,
      nlimitecredito: clients.nlimitecredito,
      nsaldo: sql<number>`coalesce((select sum(${raDebts.nmonto} - ${raDebts.nabonado}) from ${raDebts}
        where ${raDebts.nidcliente} = ${clients.nidcliente} and ${raDebts.nabonado} < ${raDebts.nmonto}), 0)`,
    })
    .from(clients)
    .where(eq(clients.nidcliente, nidcliente));
  if (row?.sindctacte !== 'S') return null;
  const nsaldo = Number(row.nsaldo);
  const nlimitecredito = Number(row.nlimitecredito);
  return { nsaldo, nlimitecredito, sindexcedido: nsaldo > nlimitecredito ? ('S' as const) : ('N' as const) };
}
