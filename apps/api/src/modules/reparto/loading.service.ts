import {
  ARRIVED_UNIT_STATES,
  repartoMessages as m,
  type RepartoRoute,
  type ScanResponse,
  scanTexts,
  UNIT_STATE_NAMES,
  type UnitState,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { namedUnits } from '../../core/ra/events.repo.ts';
import { recordHistories } from '../../core/ra/ra.repo.ts';
import { setUnitState } from '../../core/ra/units.repo.ts';
import type { Db } from '../../db/client.ts';
import { withGenericPlans } from '../../db/generic-plans.ts';
import { conflict } from '../../errors.ts';
import { recordScan, replayedScan, type Scan, type ScanTarget } from '../custody/scan-core.ts';
import { recordCargoEvents } from '../notifications/events.ts';
import * as loading from './loading.repo.ts';
import type * as repo from './reparto.repo.ts';
import { routeFor } from './route-access.ts';
import { requestsOnRoute as pickupsOf } from './route-pickups.repo.ts';

// Issue 35, loading the van: each unit of the route's pending stops is scanned into it (a custody hand-off
// like the others: the device's key, the unit's lock, the event whatever the outcome), and the route leaves
// when its units are loaded, or when the planner confirms it without those the confirmation names (as the
// truck check does). The first scan moves the route PLANIFICADA → CARGANDO (its stops no longer change);
// the departure CARGANDO → EN_RUTA (or PLANIFICADA → EN_RUTA: a route of pickups only loads nothing), and
// each RA hears 'EN_REPARTO' (notices, webhooks, tracking). The RA's own state stays BDEST: its pending stop
// and its units say where it is.

/** The route, locked, of a warehouse the caller works at. */

const loadable = (route: repo.RouteRow) => route.sestado === 'PLANIFICADA' || route.sestado === 'CARGANDO';

export function createRouteLoadingService(
  db: Db,
  describe: (on: Db, row: repo.RouteRow) => Promise<RepartoRoute>,
) {
  return {
    async loadScan(principal: Principal, id: number, scan: Scan): Promise<ScanResponse> {
      return withGenericPlans(db, async (tx) => {
        const route = await routeFor(tx, principal, id, true);
        const target: ScanTarget = {
          nidlistacarga: null,
          place: route.scodbodega,
          counts: (t) => loading.routeUnitCounts(t, id),
        };
        const replay = await replayedScan(tx, target, scan);
        if (replay) return replay;
        if (!loadable(route)) throw conflict(m.routeNotLoadable);
        return recordScan(tx, principal, scan, target, async ({ ra, unit, name }) => {
          if (!(await loading.isPendingStop(tx, id, ra.nidra)))
            return { refuse: 'NO_ESPERADA', message: scanTexts.notOnThisRoute(name, id) };
          if (unit.sestado === 'EN_REPARTO')
            return { refuse: 'YA_ESCANEADA', message: scanTexts.alreadyOnRoute(name) };
          if (!ARRIVED_UNIT_STATES.includes(unit.sestado as UnitState)) {
            const state = UNIT_STATE_NAMES[unit.sestado as UnitState] ?? unit.sestado;
            return { refuse: 'NO_DISPONIBLE', message: scanTexts.notAtWarehouseForRoute(name, state) };
          }
          return {
            accept: 'REPARTO',
            message: scanTexts.onRoute(name, id),
            apply: async () => {
              await setUnitState(tx, unit.nidunidad, 'EN_REPARTO');
              if (route.sestado === 'PLANIFICADA') {
                await loading.setRouteState(tx, id, 'CARGANDO');
                route.sestado = 'CARGANDO';
              }
            },
          };
        });
      });
    },

    /** 'Salida': the van leaves with its stops; units not loaded are named unless the planner confirmed. */
    async depart(principal: Principal, id: number, confirmed: boolean): Promise<RepartoRoute> {
      const row = await withGenericPlans(db, async (tx) => {
        const route = await routeFor(tx, principal, id, true);
        if (!loadable(route)) throw conflict(m.routeNotDepartable);
        const nidras = await loading.pendingRas(tx, id);
        // A route of pickups only (retiros) has nothing to load: it leaves from PLANIFICADA as well.
        if (nidras.length === 0 && (await pickupsOf(tx, id)).length === 0) throw conflict(m.routeEmpty);
        const missing = await loading.unitsNotLoaded(tx, nidras);
        if (missing.length > 0 && !confirmed)
          throw conflict(m.routeUnitsMissing(missing.length, namedUnits(missing)));
        const departed = new Date();
        await loading.setRouteState(tx, id, 'EN_RUTA', departed);
        const detail = `Salió a reparto en la hoja de ruta N° ${id} (vehículo ${route.spatente}, conductor ${route.snombreconductor})`;
        if (nidras.length === 0) return { ...route, sestado: 'EN_RUTA' as const, dfhosalida: departed };
        await recordHistories(
          tx,
          nidras.map((nidra) => ({
            nidra,
            nidusuario: principal.nidusuario,
            saccion: 'REPARTO',
            sdetalle: detail,
          })),
        );
        await recordCargoEvents(tx, {
          sevento: 'EN_REPARTO',
          sreferencia: String(id),
          ras: nidras.map((nidra) => ({ nidra, jdatos: { nidhojaruta: id, spatente: route.spatente } })),
        });
        return { ...route, sestado: 'EN_RUTA' as const, dfhosalida: departed };
      });
      return describe(db, row);
    },
  };
}

export type RouteLoadingService = ReturnType<typeof createRouteLoadingService>;
