import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cargoEvents,
  deliveries,
  offices,
  raHistory,
  receptions,
  trackingCodes,
  units,
  warehouses,
} from '../../db/schema.ts';

// The public tracking page's reads. Each runs whether the code was found or not (with an RA id that names
// nothing), so an unknown code and a known one cost the same statements.

/** No RA has this id: the reads of an unknown code run against it. */
export const NO_RA = 0;

/**
 * The RA of a code that still answers: not delivered, or delivered less than `days` days ago. An expired
 * code is not found by this very statement, so it cannot be told from an unknown one.
 */
export async function findTrackedRa(db: Db, code: string, days: number): Promise<number> {
  const [row] = await db
    .select({ nidra: trackingCodes.nidra })
    .from(trackingCodes)
    .leftJoin(deliveries, eq(deliveries.nidra, trackingCodes.nidra))
    .where(
      and(
        eq(trackingCodes.scodigo, code),
        or(
          isNull(deliveries.dfhoentrega),
          gt(deliveries.dfhoentrega, sql`now() - (${days}::int * interval '1 day')`),
        ),
      ),
    );
  return row?.nidra ?? NO_RA;
}

/** The RA's columns the page may show, and the places behind it. */
export async function trackedReception(db: Db, nidra: number) {
  const [row] = await db
    .select({
      nidra: receptions.nidra,
      scodestado: receptions.scodestado,
      dfecrecepcion: receptions.dfecrecepcion,
      scodoficinaorigen: receptions.scodoficinaorigen,
      scodbodegaorigen: receptions.scodbodegaorigen,
      scodbodegadestino: receptions.scodbodegadestino,
      ncantidadbultos: receptions.ncantidadbultos,
    })
    .from(receptions)
    .where(eq(receptions.nidra, nidra));
  return row ?? null;
}

/** Every state change of the RA, oldest first (its history's rows that moved the state). */
export function stateChanges(db: Db, nidra: number) {
  return db
    .select({ dfecha: raHistory.dfecha, sestadonuevo: raHistory.sestadonuevo })
    .from(raHistory)
    .where(and(eq(raHistory.nidra, nidra), isNotNull(raHistory.sestadonuevo)))
    .orderBy(asc(raHistory.dfecha), asc(raHistory.nidbitacora));
}

/**
 * The door's events (issue 35): out for delivery, a visit without success (its reason's code only) and a
 * delivery at the door — never the address, which the public page does not tell.
 */
export async function doorEvents(db: Db, nidra: number) {
  const rows = await db
    .select({
      sevento: cargoEvents.sevento,
      dfecha: cargoEvents.dfecha,
      smotivo: sql<string | null>`${cargoEvents.jdatos}->>'smotivo'`,
    })
    .from(cargoEvents)
    .where(
      and(
        eq(cargoEvents.nidra, nidra),
        or(
          inArray(cargoEvents.sevento, ['EN_REPARTO', 'VISITA_FALLIDA']),
          and(eq(cargoEvents.sevento, 'ENTREGADA'), sql`${cargoEvents.jdatos} ? 'sdomicilio'`),
        ),
      ),
    )
    .orderBy(asc(cargoEvents.dfecha), asc(cargoEvents.nidevento));
  return rows;
}

/** The hand-over: the name of who took it and when; nothing else of the row. */
export async function trackedDelivery(db: Db, nidra: number) {
  const [row] = await db
    .select({ snombreretira: deliveries.snombreretira, dfhoentrega: deliveries.dfhoentrega })
    .from(deliveries)
    .where(eq(deliveries.nidra, nidra));
  return row ?? null;
}

/** The RA's units, and how many of them were handed over. */
export async function unitTally(db: Db, nidra: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${units.sestado} = 'ENTREGADA')::int`,
    })
    .from(units)
    .where(eq(units.nidra, nidra));
  return { total: Number(row?.total ?? 0), delivered: Number(row?.delivered ?? 0) };
}

/** Names of offices and warehouses, by code, in one statement. */
export async function placeNames(db: Db, codes: string[]) {
  const list = codes.length > 0 ? codes : [''];
  const rows = await db
    .select({ code: offices.scodoficina, name: offices.snomoficina })
    .from(offices)
    .where(inArray(offices.scodoficina, list))
    .unionAll(
      db
        .select({ code: warehouses.scodbodega, name: warehouses.snombodega })
        .from(warehouses)
        .where(inArray(warehouses.scodbodega, list)),
    );
  return new Map(rows.map((row) => [row.code, row.name]));
}
