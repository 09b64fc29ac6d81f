import type { DeliveryRecord } from '@carga/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveries, receptions, units, users } from '../../db/schema.ts';
import { isoUtc } from '../../db/sql-helpers.ts';
import { type CountRow, receivedCountColumn, toCount } from '../destination/arrival.repo.ts';

const recordColumns = {
  nidra: deliveries.nidra,
  snombreretira: deliveries.snombreretira,
  srutretira: deliveries.srutretira,
  dfhoentrega: deliveries.dfhoentrega,
  nidadjunto: deliveries.nidadjunto,
  susuario: users.susuario,
};

/** The hand-overs of some RAs, by RA id. */
export async function deliveriesOf(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, DeliveryRecord>();
  const rows = await db
    .select(recordColumns)
    .from(deliveries)
    .innerJoin(users, eq(users.nidusuario, deliveries.nidusuario))
    .where(inArray(deliveries.nidra, nidras));
  return new Map(
    rows.map(({ nidra, dfhoentrega, ...row }) => [nidra, { ...row, dfhoentrega: dfhoentrega.toISOString() }]),
  );
}

export async function deliveryOf(db: Db | Tx, nidra: number) {
  return (await deliveriesOf(db, [nidra])).get(nidra) ?? null;
}

export async function insertDelivery(tx: Tx, values: typeof deliveries.$inferInsert) {
  await tx.insert(deliveries).values(values);
}

/**
 * What the Entregar cards add to their RAs, by RA id, in one statement: the cargo description, the count
 * over the received lists, the hand-over (or null) and the units handed over.
 */
export async function deliveryCardsOf(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, DeliveryCard>();
  const rows = await db
    .select({
      nidra: receptions.nidra,
      sdescripcioncarga: receptions.sdescripcioncarga,
      conteo: receivedCountColumn(receptions.nidra),
      entrega: sql<DeliveryRecord | null>`case when ${deliveries.nidra} is not null then json_build_object(
        'snombreretira', ${deliveries.snombreretira}, 'srutretira', ${deliveries.srutretira},
        'dfhoentrega', ${isoUtc(deliveries.dfhoentrega)}, 'nidadjunto', ${deliveries.nidadjunto},
        'susuario', ${users.susuario}) end`,
      ncantidadentregada: sql<number>`(select count(*)::int from ${units}
        where ${units.nidra} = ${receptions.nidra} and ${units.sestado} = 'ENTREGADA')`,
    })
    // The joins also make Drizzle name every column with its table, which the subqueries need.
    .from(receptions)
    .leftJoin(deliveries, eq(deliveries.nidra, receptions.nidra))
    .leftJoin(users, eq(users.nidusuario, deliveries.nidusuario))
    .where(inArray(receptions.nidra, nidras));
  return new Map(
    rows.map((row): [number, DeliveryCard] => [
      row.nidra,
      {
        sdescripcioncarga: row.sdescripcioncarga,
        conteo: toCount(row.conteo ?? undefined),
        dfhorecepcion: (row.conteo?.dfhorecepcion as string | null | undefined) ?? null,
        entrega: row.entrega,
        ncantidadentregada: Number(row.ncantidadentregada),
      },
    ]),
  );
}

export interface DeliveryCard {
  sdescripcioncarga: string;
  conteo: CountRow;
  dfhorecepcion: string | null;
  entrega: DeliveryRecord | null;
  ncantidadentregada: number;
}
