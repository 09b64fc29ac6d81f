import type { DeliveryRecord } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { deliveries, receptions, units, users } from '../../db/schema.ts';
import { amountDueSql } from '../billing/payment-state.ts';
import { type CountRow, receivedCountColumn, toCount } from './arrival.repo.ts';

const recordColumns = {
  nidra: deliveries.nidra,
  snombreretira: deliveries.snombreretira,
  srutretira: deliveries.srutretira,
  dfhoentrega: deliveries.dfhoentrega,
  nidadjunto: deliveries.nidadjunto,
  nidadjuntofirma: deliveries.nidadjuntofirma,
  susuario: users.susuario,
};

type RecordRow = {
  snombreretira: string | null;
  srutretira: string | null;
  dfhoentrega: Date | null;
  nidadjunto: number | null;
  nidadjuntofirma: number | null;
  susuario: string | null;
};

/** A hand-over as the API answers it, or null when the row had none (the columns of a left join). */
function toRecord({ dfhoentrega, ...row }: RecordRow): DeliveryRecord | null {
  if (dfhoentrega === null) return null;
  return {
    snombreretira: row.snombreretira ?? '',
    srutretira: row.srutretira ?? '',
    dfhoentrega: dfhoentrega.toISOString(),
    nidadjunto: row.nidadjunto,
    nidadjuntofirma: row.nidadjuntofirma,
    susuario: row.susuario ?? '',
  };
}

/** The hand-overs of some RAs, by RA id. */
export async function deliveriesOf(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, DeliveryRecord>();
  const rows = await runPrepared(db, 'entregas', { nidras }, () =>
    db
      .select(recordColumns)
      .from(deliveries)
      .innerJoin(users, eq(users.nidusuario, deliveries.nidusuario))
      .where(sql`${deliveries.nidra} = any(${slot('nidras')})`),
  );
  return new Map(rows.map(({ nidra, ...row }) => [nidra, toRecord(row) as DeliveryRecord]));
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
export async function deliveryCardsOf(db: Db, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, DeliveryCard>();
  // One statement for every page (the ids as one array) built once and prepared (db/prepared.ts).
  const rows = await runPrepared(db, 'entregar-tarjetas', { nidras }, () =>
    db
      .select({
        sdescripcioncarga: receptions.sdescripcioncarga,
        conteo: receivedCountColumn(receptions.nidra),
        // The hand-over's columns as `deliveriesOf` reads them (null when there is none: left joins).
        ...recordColumns,
        nidra: receptions.nidra,
        ncantidadentregada: sql<number>`(select count(*)::int from ${units}
          where ${units.nidra} = ${receptions.nidra} and ${units.sestado} = 'ENTREGADA')`,
        // What a POR PAGAR RA still owes before its hand-over (issue 33), in the same statement.
        nadeudado: amountDueSql(sql`${receptions}`),
      })
      // The joins also make Drizzle name every column with its table, which the subqueries need.
      .from(receptions)
      .leftJoin(deliveries, eq(deliveries.nidra, receptions.nidra))
      .leftJoin(users, eq(users.nidusuario, deliveries.nidusuario))
      .where(sql`${receptions.nidra} = any(${slot('nidras')})`),
  );
  return new Map(
    rows.map(
      ({
        nidra,
        sdescripcioncarga,
        conteo,
        ncantidadentregada,
        nadeudado,
        ...record
      }): [number, DeliveryCard] => [
        nidra,
        {
          sdescripcioncarga,
          conteo: toCount(conteo ?? undefined),
          dfhorecepcion: (conteo?.dfhorecepcion as string | null | undefined) ?? null,
          entrega: toRecord(record),
          ncantidadentregada: Number(ncantidadentregada),
          nadeudado: Number(nadeudado),
        },
      ],
    ),
  );
}

export interface DeliveryCard {
  sdescripcioncarga: string;
  /** What the RA owes before it is handed over (0 when nothing). */
  nadeudado: number;
  conteo: CountRow;
  dfhorecepcion: string | null;
  entrega: DeliveryRecord | null;
  ncantidadentregada: number;
}
