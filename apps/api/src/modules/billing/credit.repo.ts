import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients, paymentApplications, payments, raDebts } from '../../db/schema.ts';

// What cuenta corriente clients owe (deuda_ra) and the abonos applied to it (issue 33).

export { clientCredit } from '../../core/billing/client-credit.ts';

export async function updateClientCredit(
  db: Db,
  nidcliente: number,
  values: {
    sindctacte: 'S' | 'N';
    nlimitecredito: number;
    ndiaspago: number;
    sfacturactacte?: 'PERIODO' | 'RA';
    sdetallefactura?: 'RA' | 'RESUMEN';
    sgiro?: string | null;
  },
) {
  const rows = await db
    .update(clients)
    .set(values)
    .where(eq(clients.nidcliente, nidcliente))
    .returning({ id: clients.nidcliente });
  return rows.length > 0;
}

/**
 * The client's debts still owed, locked in nidra order (two abonos at once wait for each other and the
 * second sees what the first applied), then sorted oldest first (dfecdeuda, nidra) for applying.
 */
export async function lockOwedDebts(tx: Tx, nidcliente: number, nidras: number[]) {
  const rows = await tx
    .select()
    .from(raDebts)
    .where(
      and(
        eq(raDebts.nidcliente, nidcliente),
        lt(raDebts.nabonado, raDebts.nmonto),
        nidras.length > 0 ? inArray(raDebts.nidra, nidras) : undefined,
      ),
    )
    .orderBy(asc(raDebts.nidra))
    .for('update');
  return rows.sort((a, b) => a.dfecdeuda.getTime() - b.dfecdeuda.getTime() || a.nidra - b.nidra);
}

export async function applyAbono(tx: Tx, nidpago: number, applied: Array<{ nidra: number; nmonto: number }>) {
  if (applied.length === 0) return;
  await tx.insert(paymentApplications).values(applied.map((a) => ({ nidpago, ...a })));
  await tx.update(payments).set({ nras: applied.length }).where(eq(payments.nidpago, nidpago));
  await addToPaid(tx, applied, 1);
}

/** Undoes an abono's applications on the debts (locked in nidra order); answers the RAs it touched. */
export async function reverseAbono(tx: Tx, nidpago: number) {
  const applied = await tx
    .select()
    .from(paymentApplications)
    .where(eq(paymentApplications.nidpago, nidpago))
    .orderBy(asc(paymentApplications.nidra));
  if (applied.length === 0) return [];
  await tx
    .select({ nidra: raDebts.nidra })
    .from(raDebts)
    .where(
      inArray(
        raDebts.nidra,
        applied.map((a) => a.nidra),
      ),
    )
    .orderBy(asc(raDebts.nidra))
    .for('update');
  await addToPaid(tx, applied, -1);
  return applied.map((a) => a.nidra);
}

/**
 * Adds (sign 1) or takes back (sign -1) what an abono paid of each debt, in ONE statement: deuda_ra's
 * trigger then moves the kept sums of all of them at once, locking their rows in one order (days, then
 * clients). A statement per debt would lock them in the order of the loop, and two abonos whose days cross
 * could deadlock.
 */
async function addToPaid(tx: Tx, applied: Array<{ nidra: number; nmonto: number }>, sign: 1 | -1) {
  const rows = sql.join(
    applied.map((a) => sql`(${a.nidra}::int, ${a.nmonto}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update deuda_ra d set nabonado = greatest(d.nabonado + ${sign}::int * v.nmonto, 0)
    from (values ${rows}) v(nidra, nmonto) where d.nidra = v.nidra`);
}
