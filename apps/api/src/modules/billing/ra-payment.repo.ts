import {
  PAYMENT_CONDITION_LABELS,
  PAYMENT_STATE_LABELS,
  type PaymentCondition,
  type PaymentState,
  type RaPayment,
  type RaState,
} from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import { amountDueSql, paymentStateSql } from '../../core/billing/payment-state.ts';
import type { Db, Tx } from '../../db/client.ts';
import { clients, company } from '../../db/schema.ts';
import { raMovements } from './caja.repo.ts';

// An RA's money as the billing routes read it: state and amount due decided by core/billing.

/** Until an RA leaves its origin its condition may change (and while it is not paid). */
export const CONDITION_CHANGEABLE_STATES: readonly RaState[] = ['ENCREA', 'ENPREP', 'BORIG', 'ENLIS'];

export interface RaMoney {
  nidra: number;
  scodestado: string;
  scondicionpago: string | null;
  nidpagador: number | null;
  scodestadopago: PaymentState;
  nadeudado: number;
  /** The stored tariff price (null: 'Sin tarifa'). */
  nprecio: number | null;
  /** Abonos applied (cuenta corriente). */
  nabonado: number;
  sindcobro: 'S' | 'N';
}

/** The RA's money facts in one statement (in the caller's transaction, after it locked what it needs). */
export async function raMoney(db: Db | Tx, nidra: number): Promise<RaMoney | undefined> {
  const ra = sql.raw('r');
  const { rows } = (await db.execute(sql`
    select r.nidra, r.scodestado, r.scondicionpago, r.nidpagador,
           ${paymentStateSql(ra)} as scodestadopago, ${amountDueSql(ra)} as nadeudado,
           (select p.ntotal from precio_ra p where p.nidra = r.nidra and p.scodmotivo = 'TARIFA') as nprecio,
           coalesce((select d.nabonado from deuda_ra d where d.nidra = r.nidra), 0) as nabonado,
           coalesce((select e.sindcobro from empresa e where e.nidempresa = 1), 'S') as sindcobro
      from recepcion r where r.nidra = ${nidra}`)) as unknown as {
    rows: Array<Record<string, string | number | null>>;
  };
  const row = rows[0];
  if (!row) return undefined;
  return {
    nidra: Number(row.nidra),
    scodestado: String(row.scodestado),
    scondicionpago: row.scondicionpago === null ? null : String(row.scondicionpago),
    nidpagador: row.nidpagador === null ? null : Number(row.nidpagador),
    scodestadopago: String(row.scodestadopago) as PaymentState,
    nadeudado: Number(row.nadeudado),
    nprecio: row.nprecio === null ? null : Number(row.nprecio),
    nabonado: Number(row.nabonado),
    sindcobro: row.sindcobro === 'N' ? 'N' : 'S',
  };
}

export const isConditionChangeable = (m: RaMoney) =>
  CONDITION_CHANGEABLE_STATES.includes(m.scodestado as RaState) &&
  m.scodestadopago !== 'PAGADO' &&
  m.nabonado === 0;

/** The answer of GET /api/Billing/RA/:id; a customer sees the state, not the caja's movements. */
export async function raPaymentOf(db: Db | Tx, m: RaMoney, withMovements: boolean): Promise<RaPayment> {
  const condition = m.scondicionpago as PaymentCondition | null;
  return {
    nidra: m.nidra,
    scondicionpago: condition,
    sdescondicionpago: condition ? (PAYMENT_CONDITION_LABELS[condition] ?? condition) : null,
    scodestadopago: m.scodestadopago,
    sdesestadopago: PAYMENT_STATE_LABELS[m.scodestadopago] ?? m.scodestadopago,
    nmonto: m.nprecio,
    nadeudado: m.nadeudado,
    sindcambiable: isConditionChangeable(m) ? 'S' : 'N',
    sindcobro: m.sindcobro,
    movimientos: withMovements ? await raMovements(db, m.nidra) : [],
  };
}

/** The payer's cuenta corriente flag ('N' when there is no payer). */
export async function payerHasCtaCte(db: Db | Tx, nidpagador: number | null) {
  if (nidpagador === null) return false;
  const [row] = await db
    .select({ s: clients.sindctacte })
    .from(clients)
    .where(eq(clients.nidcliente, nidpagador));
  return row?.s === 'S';
}

export async function readSettings(db: Db | Tx) {
  const [row] = await db.select({ sindcobro: company.sindcobro }).from(company);
  return { sindcobro: (row?.sindcobro === 'N' ? 'N' : 'S') as 'S' | 'N' };
}

export async function writeSettings(db: Db, sindcobro: 'S' | 'N') {
  await db
    .insert(company)
    .values({ nidempresa: 1, sindcobro })
    .onConflictDoUpdate({ target: company.nidempresa, set: { sindcobro, dfecmodificacion: new Date() } });
}
