import { ARRIVED_UNIT_STATES, messages, scanTexts } from '@carga/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../core/principal.ts';
import { appendEvents, namedUnits, unitEvents } from '../../core/ra/events.repo.ts';
import { setUnitsState, type UnitRow } from '../../core/ra/units.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { units } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// What a delivery means for an RA's units (issue 14). Units scanned at the counter are 'ALISTADA'; the
// hand-over delivers them. When some were scanned and others of the RA still wait at the warehouse, the
// delivery is partial: the units left are named and the caller confirms. A delivery nobody scanned (a place
// without scanners) hands over every unit that arrived, as before.

const waiting = (unit: UnitRow) => ARRIVED_UNIT_STATES.includes(unit.sestado as never);

/** The RA's units, by number (the caller holds the RA's lock). */
export function unitsOfRa(db: Db | Tx, nidra: number) {
  return db.select().from(units).where(eq(units.nidra, nidra)).orderBy(asc(units.nnumero));
}

/** The units a delivery scan counts: those to hand over (arrived or scanned) and those scanned. */
export async function deliveryCounts(db: Db | Tx, nidra: number) {
  const [row] = await db
    .select({
      toHand: sql<number>`count(*) filter (where ${units.sestado} in ('RECIBIDA', 'DANADA', 'ALISTADA'))::int`,
      ready: sql<number>`count(*) filter (where ${units.sestado} = 'ALISTADA')::int`,
    })
    .from(units)
    .where(eq(units.nidra, nidra));
  return { onList: Number(row?.toHand ?? 0), scanned: Number(row?.ready ?? 0) };
}

/** Units handed over so far, by RA (the delivery cards). */
export async function deliveredCounts(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ nidra: units.nidra, n: sql<number>`count(*)::int` })
    .from(units)
    .where(and(inArray(units.nidra, nidras), eq(units.sestado, 'ENTREGADA')))
    .groupBy(units.nidra);
  return new Map(rows.map((row) => [row.nidra, Number(row.n)]));
}

export interface Recipient {
  snombreretira: string;
  srutretira: string;
}

/**
 * Hands over the RA's units: the scanned ones, or every arrived one when nobody scanned. Refuses (409) a
 * partial delivery the caller did not confirm. Answers what was handed over and what still waits.
 */
export async function deliverUnits(
  tx: Tx,
  principal: Principal,
  nidra: number,
  place: string,
  recipient: Recipient,
  confirmedPartial: boolean,
) {
  const all = await unitsOfRa(tx, nidra);
  const ready = all.filter((unit) => unit.sestado === 'ALISTADA');
  const left = all.filter(waiting);
  const scanned = ready.length > 0;
  if (scanned && left.length > 0 && !confirmedPartial) {
    throw conflict(
      `${messages.undeliveredOnDelivery} (${ready.length} de ${ready.length + left.length} escaneados): ${namedUnits(left)}. ${messages.confirmPartialDelivery}`,
    );
  }
  const handed = scanned ? ready : left;
  await setUnitsState(
    tx,
    handed.map((unit) => unit.nidunidad),
    'ENTREGADA',
  );
  const { snombreretira, srutretira } = recipient;
  await appendEvents(
    tx,
    unitEvents(
      handed,
      'ENTREGADA',
      (name) => scanTexts.delivered(name, snombreretira, srutretira),
      { scodlugar: place, nidusuario: principal.nidusuario },
      scanned ? 'ESCANEO' : 'MANUAL',
    ),
  );
  const delivered = all.filter((unit) => unit.sestado === 'ENTREGADA').length + handed.length;
  return { handed, delivered, pending: scanned ? left.length : 0 };
}
