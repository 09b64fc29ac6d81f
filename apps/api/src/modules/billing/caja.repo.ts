import {
  CAJA_STATE_LABELS,
  type CajaMovement,
  type CajaState,
  type CajaSummary,
  MOVEMENT_TYPE_LABELS,
  type MovementType,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@carga/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { placeOwnName } from '../../core/reference/place-names.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cajaCloses, cajas, clients, payments, users } from '../../db/schema.ts';

// The cash desks (issue 33) as rows: every write of a caja and what its screens read.

export type CajaRow = typeof cajas.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The caja, locked (`for update`): a payment and a close of one caja happen one after the other. */
export async function lockCaja(tx: Tx, nidcaja: number) {
  const [row] = await tx.select().from(cajas).where(eq(cajas.nidcaja, nidcaja)).for('update');
  return row;
}

export async function findCaja(db: Db | Tx, nidcaja: number) {
  const [row] = await db.select().from(cajas).where(eq(cajas.nidcaja, nidcaja));
  return row;
}

/** The person's open caja (at most one: caja_usuario_abierta_idx). */
export async function findOpenCaja(db: Db | Tx, nidusuario: number, forUpdate = false) {
  const query = db
    .select()
    .from(cajas)
    .where(and(eq(cajas.nidusuario, nidusuario), eq(cajas.sestado, 'ABIERTA')));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCaja(tx: Tx, values: typeof cajas.$inferInsert) {
  const [row] = await tx.insert(cajas).values(values).returning();
  return row!;
}

/** Per method, what the caja's movements add up to (cash without its float). */
export async function movementTotals(db: Db | Tx, nidcaja: number) {
  const rows = await db
    .select({ scodmediopago: payments.scodmediopago, total: sql<string>`sum(${payments.nmonto})` })
    .from(payments)
    .where(eq(payments.nidcaja, nidcaja))
    .groupBy(payments.scodmediopago);
  return new Map(rows.map((row) => [row.scodmediopago, Number(row.total)]));
}

/** What the system expects per method: every method, cash with the float. */
export async function expectedTotals(db: Db | Tx, caja: CajaRow) {
  const moved = await movementTotals(db, caja.nidcaja);
  return PAYMENT_METHODS.map((method) => ({
    scodmediopago: method,
    nesperado: (moved.get(method) ?? 0) + (method === 'EFECTIVO' ? caja.nmontoinicial : 0),
  }));
}

export async function closeCaja(
  tx: Tx,
  caja: CajaRow,
  counted: Array<{ scodmediopago: string; nesperado: number; ncontado: number }>,
  nidusuariocierre: number,
  smotivodiferencia: string,
) {
  await tx.insert(cajaCloses).values(
    counted.map((c) => ({
      nidcaja: caja.nidcaja,
      scodmediopago: c.scodmediopago,
      nesperado: c.nesperado,
      ncontado: c.ncontado,
      ndiferencia: c.ncontado - c.nesperado,
    })),
  );
  await tx
    .update(cajas)
    .set({ sestado: 'CERRADA', dfeccierre: new Date(), nidusuariocierre, smotivodiferencia })
    .where(eq(cajas.nidcaja, caja.nidcaja));
}

export async function closeRows(db: Db | Tx, nidcaja: number) {
  return db.select().from(cajaCloses).where(eq(cajaCloses.nidcaja, nidcaja));
}

const methodLabel = (code: string) => PAYMENT_METHOD_LABELS[code as PaymentMethod] ?? code;

const movementColumns = {
  pago: payments,
  susuario: users.susuario,
  snomcliente: clients.snombrecliente,
};

function toMovement(row: { pago: PaymentRow; susuario: string; snomcliente: string | null }): CajaMovement {
  const p = row.pago;
  return {
    nidpago: p.nidpago,
    stipo: p.stipo as MovementType,
    sdestipo: MOVEMENT_TYPE_LABELS[p.stipo as MovementType] ?? p.stipo,
    nidra: p.nidra,
    nidcliente: p.nidcliente,
    snomcliente: row.snomcliente,
    nmonto: p.nmonto,
    scodmediopago: p.scodmediopago,
    sdesmediopago: methodLabel(p.scodmediopago),
    sreferencia: p.sreferencia,
    nmontorecibido: p.nmontorecibido,
    nvuelto: p.nvuelto,
    nidpagoorigen: p.nidpagoorigen,
    sindanulado: p.sindanulado as 'S' | 'N',
    smotivo: p.smotivo,
    dfecpago: p.dfecpago.toISOString(),
    susuario: row.susuario,
  };
}

async function movementsWhere(db: Db | Tx, where: SQL | undefined) {
  const rows = await db
    .select(movementColumns)
    .from(payments)
    .innerJoin(users, eq(users.nidusuario, payments.nidusuario))
    .leftJoin(clients, eq(clients.nidcliente, payments.nidcliente))
    .where(where)
    .orderBy(asc(payments.nidpago));
  return rows.map(toMovement);
}

export const cajaMovements = (db: Db | Tx, nidcaja: number) =>
  movementsWhere(db, eq(payments.nidcaja, nidcaja));

/** The movements of an RA: its payments and reversals, and the abonos applied to it. */
export const raMovements = (db: Db | Tx, nidra: number) =>
  movementsWhere(
    db,
    sql`(${payments.nidra} = ${nidra} or ${payments.nidpago} in (
      select a.nidpago from pago_aplicacion a where a.nidra = ${nidra}))`,
  );

export async function movementById(db: Db | Tx, nidpago: number) {
  const [row] = await movementsWhere(db, eq(payments.nidpago, nidpago));
  return row;
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function lockPayment(tx: Tx, nidpago: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.nidpago, nidpago)).for('update');
  return row;
}

const closer = alias(users, 'cerro');

/** The summaries of the cajas matching `where`, newest first, a page of `size`. */
export async function listCajas(db: Db | Tx, where: SQL | undefined, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        caja: cajas,
        susuario: users.susuario,
        snombreusuario: users.snombre,
        nmovimientos: sql<number>`(select count(*)::int from pago g where g.nidcaja = ${cajas.nidcaja})`,
        nmovido: sql<string>`(select coalesce(sum(g.nmonto), 0) from pago g where g.nidcaja = ${cajas.nidcaja})`,
        ndiferencia: sql<
          string | null
        >`(select sum(c.ndiferencia) from caja_cierre c where c.nidcaja = ${cajas.nidcaja})`,
        susuariocierre: closer.susuario,
      })
      .from(cajas)
      .innerJoin(users, eq(users.nidusuario, cajas.nidusuario))
      .leftJoin(closer, eq(closer.nidusuario, cajas.nidusuariocierre))
      .where(where)
      .orderBy(desc(cajas.nidcaja))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(cajas).where(where),
  ]);
  const names = new Map<string, string>();
  for (const code of new Set(rows.map((r) => r.caja.scodlugar)))
    names.set(code, await placeOwnName(db, code));
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      summary: {
        nidcaja: r.caja.nidcaja,
        nidusuario: r.caja.nidusuario,
        susuario: r.susuario,
        snombreusuario: r.snombreusuario,
        scodlugar: r.caja.scodlugar,
        snomlugar: names.get(r.caja.scodlugar) ?? r.caja.scodlugar,
        sestado: r.caja.sestado as CajaState,
        sdesestado: CAJA_STATE_LABELS[r.caja.sestado as CajaState] ?? r.caja.sestado,
        nmontoinicial: r.caja.nmontoinicial,
        dfecapertura: r.caja.dfecapertura.toISOString(),
        dfeccierre: r.caja.dfeccierre?.toISOString() ?? null,
        nmovimientos: Number(r.nmovimientos),
        nesperado: r.caja.nmontoinicial + Number(r.nmovido),
        ndiferencia: r.ndiferencia === null ? null : Number(r.ndiferencia),
      } satisfies CajaSummary,
      smotivodiferencia: r.caja.smotivodiferencia,
      susuariocierre: r.susuariocierre,
    })),
  };
}

export { methodLabel };

/** Marks a payment or abono reversed (its ANULACION row names it). */
export async function markReversed(tx: Tx, nidpago: number) {
  await tx.update(payments).set({ sindanulado: 'S' }).where(eq(payments.nidpago, nidpago));
}
