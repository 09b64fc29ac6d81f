import { ARRIVED_UNIT_STATES, type RouteState } from '@carga/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deliveryRoutes, deliveryStops, units } from '../../db/schema.ts';

// Issue 35: loading the van of a hoja de ruta — its pending stops' units scanned into it (EN_REPARTO), and
// the route's departure.

/** The RAs of the route's pending stops, in order. */
export async function pendingRas(tx: Tx, id: number) {
  const rows = await tx
    .select({ nidra: deliveryStops.nidra })
    .from(deliveryStops)
    .where(and(eq(deliveryStops.nidhojaruta, id), eq(deliveryStops.sindvigente, 'S')))
    .orderBy(asc(deliveryStops.norden));
  return rows.map((row) => row.nidra);
}

/** Whether RA `nidra` is on a pending stop of route `id`. */
export async function isPendingStop(tx: Tx, id: number, nidra: number) {
  const rows = await tx
    .select({ id: deliveryStops.nidparada })
    .from(deliveryStops)
    .where(
      and(
        eq(deliveryStops.nidhojaruta, id),
        eq(deliveryStops.nidra, nidra),
        eq(deliveryStops.sindvigente, 'S'),
      ),
    );
  return rows.length > 0;
}

const routeUnits = (id: number) =>
  sql`select u.sestado from unidad u join hoja_ruta_parada p on p.nidra = u.nidra
       where p.nidhojaruta = ${id} and p.sindvigente = 'S'`;

/** A loading scan's figures: the route's units to load (at the warehouse or loaded) and those loaded. */
export async function routeUnitCounts(tx: Tx, id: number) {
  const waiting = ARRIVED_UNIT_STATES.map((state) => `'${state}'`).join(', ');
  const { rows } = (await tx.execute(sql`
    select count(*) filter (where x.sestado in (${sql.raw(waiting)}, 'EN_REPARTO'))::int as "onList",
           count(*) filter (where x.sestado = 'EN_REPARTO')::int as scanned
      from (${routeUnits(id)}) x`)) as unknown as { rows: Array<{ onList: number; scanned: number }> };
  return { onList: Number(rows[0]?.onList ?? 0), scanned: Number(rows[0]?.scanned ?? 0) };
}

/** The units of the route's RAs still at the warehouse (not scanned into the van), by RA and number. */
export async function unitsNotLoaded(tx: Tx, nidras: number[]) {
  if (nidras.length === 0) return [];
  return tx
    .select()
    .from(units)
    .where(and(inArray(units.nidra, nidras), inArray(units.sestado, [...ARRIVED_UNIT_STATES])))
    .orderBy(asc(units.nidra), asc(units.nnumero));
}

export async function setRouteState(tx: Tx, id: number, sestado: RouteState, departed?: Date) {
  await tx
    .update(deliveryRoutes)
    .set({ sestado, ...(departed && { dfhosalida: departed }) })
    .where(eq(deliveryRoutes.nidhojaruta, id));
}
