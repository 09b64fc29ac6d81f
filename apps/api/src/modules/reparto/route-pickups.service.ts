import {
  pickupRouteMessages as m,
  PICKUP_STATE_LABELS,
  type RepartoPickupCandidatesResponse,
  type RepartoRoute,
  type RouteState,
  repartoMessages,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { recordPickupEvents } from '../notifications/pickup-events.ts';
import type { RouteRow } from './reparto.repo.ts';
import { routeFor } from './route-access.ts';
import * as repo from './route-pickups.repo.ts';

// Issue 35, the first mile on the road (DEST-REPARTO): the day's pickup requests (SOLICITADO, any office:
// the warehouse's van passes by) are put on a hoja de ruta while it has not left. A request is on one open
// route at most: the requests' rows are locked in id order while they are checked, and the partial unique
// index `hoja_ruta_retiro_vigente_idx` is the backstop when two servers plan at once.

/** While the van has not left, its pickups may change. */
const EDITABLE: readonly RouteState[] = ['PLANIFICADA', 'CARGANDO'];

/** Refuses (naming the request) any of `ids` that may not be on route `route`; read under their locks. */
async function assertPlannable(tx: Tx, route: RouteRow, ids: number[]) {
  const found = await repo.lockPlannable(tx, ids);
  for (const id of ids) {
    const pickup = found.get(id);
    if (!pickup) throw notFound(m.pickupNotFound(id));
    if (pickup.nidra !== null) throw conflict(m.pickupHasRa(id, pickup.nidra));
    if (pickup.route !== null && pickup.route !== route.nidhojaruta)
      throw conflict(m.pickupOnAnotherRoute(id, pickup.route));
    const onThisRoute = pickup.sestado === 'PLANIFICADO' && pickup.route === route.nidhojaruta;
    if (pickup.sestado !== 'SOLICITADO' && !onThisRoute)
      throw conflict(m.pickupNotRequested(id, PICKUP_STATE_LABELS[pickup.sestado]));
    if (pickup.dfecha !== route.dfecha) throw conflict(m.pickupOtherDay(id));
  }
}

export function createRoutePickupService(db: Db, describe: (on: Db, row: RouteRow) => Promise<RepartoRoute>) {
  return {
    async candidates(
      principal: Principal,
      warehouse: string,
      day: string,
    ): Promise<RepartoPickupCandidatesResponse> {
      if (!worksAt(principal, warehouse)) throw forbidden(repartoMessages.warehouseForbidden);
      return { list: await repo.candidates(db, day) };
    },

    /** The route's pickups replaced by `ids`, in visiting order. */
    async setPickups(principal: Principal, id: number, ids: number[]): Promise<RepartoRoute> {
      const work = () =>
        db.transaction(async (tx) => {
          const route = await routeFor(tx, principal, id, true);
          if (!EDITABLE.includes(route.sestado)) throw conflict(m.routeNotEditable);
          await assertPlannable(tx, route, ids);
          const { added } = await repo.replacePickups(tx, id, ids, await repo.requestsOnRoute(tx, id));
          // Each client hears its day and window (a request taken off and put back on this route: once).
          await recordPickupEvents(
            tx,
            'RETIRO_PLANIFICADO',
            added.map((nidretiro) => ({
              nidretiro,
              sreferencia: String(id),
              jdatos: { nidhojaruta: id, dfecha: route.dfecha },
            })),
          );
          return route;
        });
      let row: RouteRow;
      try {
        row = await work();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another server planned one of them first: checked again, the loser learns which route holds it.
        await db.transaction(async (tx) => assertPlannable(tx, await routeFor(tx, principal, id), ids));
        throw conflict(m.pickupRaceLost);
      }
      // Described after the commit: the requests' locks are not held while the answer is read.
      return describe(db, row);
    },
  };
}

export type RoutePickupService = ReturnType<typeof createRoutePickupService>;
