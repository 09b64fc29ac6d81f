import { createHash } from 'node:crypto';
import {
  repartoMessages as m,
  messages,
  type RepartoRoute,
  type RepartoRouteRequest,
  type RepartoRouteSummary,
  ROUTE_STATE_LABELS,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import * as repo from './reparto.repo.ts';
import { routeFor } from './route-access.ts';
import * as pickupRepo from './route-pickups.repo.ts';
import { buildRouteSheetPdf } from './route-sheet.pdf.ts';

// Issue 35, 'Destino / Reparto' (DEST-REPARTO): at a destination warehouse the caller works at, the RAs
// waiting for a delivery at the door are planned into hojas de ruta. An RA is on one pending stop at most
// (a unique index: two planners at once, one wins); a route's stops change while it is PLANIFICADA only.

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function mustWorkAt(principal: Principal, warehouse: string) {
  if (!worksAt(principal, warehouse)) throw forbidden(m.warehouseForbidden);
}

/** Refuses (409, naming the RA) any RA of `nidras` that may not be planned on route `route` at `warehouse`. */
async function assertPlannable(tx: Tx, warehouse: string, nidras: number[], route?: number) {
  const found = await repo.plannability(tx, warehouse, nidras);
  for (const nidra of nidras) {
    const ra = found.get(nidra);
    if (!ra) throw notFound(`${messages.raNotFound}: ${nidra}`);
    if (ra.route !== null && Number(ra.route) !== route)
      throw conflict(m.raOnAnotherRoute(nidra, Number(ra.route)));
    if (!ra.door) throw conflict(m.raNotForDoor(nidra));
    if (!ra.waiting) throw conflict(m.raNotWaiting(nidra));
  }
}

/** The route as the screens show it: its stops in order, its totals against the vehicle's capacity. */
export async function describeRoute(db: Db | Tx, row: repo.RouteRow): Promise<RepartoRoute> {
  const paradas = await repo.stopsOf(db, row.nidhojaruta);
  const retiros = await pickupRepo.pickupsOf(db, row.nidhojaruta);
  const sum = (pick: (stop: (typeof paradas)[number]) => number) => paradas.reduce((t, s) => t + pick(s), 0);
  const npesokg = round(
    sum((s) => s.npesobrutokg),
    2,
  );
  const nvolumenm3 = round(
    sum((s) => s.nvolumenm3),
    3,
  );
  return {
    ...summaryOf(row),
    nparadas: paradas.length,
    nbultos: sum((s) => s.ncantidadbultos),
    npesokg,
    nvolumenm3,
    nacobrar: sum((s) => s.nacobrar),
    ncobrado: sum((s) => s.ncobrado),
    sindsobrepeso: row.ncapacidadkg > 0 && npesokg > row.ncapacidadkg ? 'S' : 'N',
    sindsobrevolumen: row.ncapacidadm3 > 0 && nvolumenm3 > row.ncapacidadm3 ? 'S' : 'N',
    paradas,
    nretiros: retiros.length,
    retiros,
  };
}

const summaryOf = (row: repo.RouteRow) => ({
  nidhojaruta: row.nidhojaruta,
  scodbodega: row.scodbodega,
  dfecha: row.dfecha,
  nidconductor: row.nidconductor,
  snombreconductor: row.snombreconductor,
  spatente: row.spatente,
  ncapacidadkg: Number(row.ncapacidadkg),
  ncapacidadm3: Number(row.ncapacidadm3),
  sestado: row.sestado,
  sdesestado: ROUTE_STATE_LABELS[row.sestado],
});

/** A unique violation on the pending-stop index: another planner took one of the RAs first. */
async function racedPlanning<T>(work: () => Promise<T>, retell: () => Promise<never>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return retell();
    throw error;
  }
}

/**
 * The printed routes, kept by what they print (the route as read, hashed): a route is printed again by
 * every planner and driver of the morning, and drawing 60 stops cost ~30 ms of the server's thread. A route
 * that changed in anything printed is a new key; the 64 latest are kept.
 */
function routeSheets() {
  const kept = new Map<string, Promise<Buffer>>();
  return {
    of(route: RepartoRoute) {
      const key = createHash('sha256').update(JSON.stringify(route)).digest('base64');
      let pdf = kept.get(key);
      if (!pdf) {
        pdf = buildRouteSheetPdf(route);
        pdf.catch(() => kept.delete(key));
        kept.set(key, pdf);
        if (kept.size > 64) kept.delete(kept.keys().next().value as string);
      }
      return pdf;
    },
  };
}

export function createRepartoService(db: Db) {
  const sheets = routeSheets();

  /** Sets the stops of a planned route (locked), checking each RA as planning does. */
  async function setStops(
    principal: Principal,
    id: number,
    order: (tx: Tx, row: repo.RouteRow) => Promise<number[]>,
  ) {
    let nidras: number[] = [];
    let warehouse = '';
    // Described after the commit: its RAs' locks are not held while the answer is read (prepared, out of
    // the transaction).
    const row = await racedPlanning(
      () =>
        db.transaction(async (tx) => {
          const row = await routeFor(tx, principal, id, true);
          if (row.sestado !== 'PLANIFICADA') throw conflict(m.routeNotPlanned);
          warehouse = row.scodbodega;
          nidras = await order(tx, row);
          await assertPlannable(tx, row.scodbodega, nidras, id);
          await repo.replaceStops(tx, id, nidras);
          return row;
        }),
      () => db.transaction(async (tx) => assertPlannable(tx, warehouse, nidras, id).then(() => raceLost())),
    );
    return describeRoute(db, row);
  }

  return {
    async candidates(principal: Principal, warehouse: string) {
      mustWorkAt(principal, warehouse);
      return { list: await repo.candidates(db, warehouse) };
    },

    async drivers(principal: Principal, warehouse: string) {
      mustWorkAt(principal, warehouse);
      return { list: await repo.drivers(db, warehouse) };
    },

    async routes(
      principal: Principal,
      warehouse: string,
      day?: string,
    ): Promise<{ list: RepartoRouteSummary[] }> {
      mustWorkAt(principal, warehouse);
      const found = await repo.routesOf(db, warehouse, day);
      const pickups = await pickupRepo.countsOf(
        db,
        found.map((row) => row.nidhojaruta),
      );
      return {
        list: found.map((row) => ({
          ...summaryOf(row),
          nparadas: Number(row.nparadas),
          nbultos: Number(row.nbultos),
          npesokg: round(Number(row.npesokg), 2),
          nvolumenm3: round(Number(row.nvolumenm3), 3),
          nacobrar: Number(row.nacobrar),
          nretiros: pickups.get(Number(row.nidhojaruta)) ?? 0,
        })),
      };
    },

    async route(principal: Principal, id: number) {
      return describeRoute(db, await routeFor(db, principal, id));
    },

    /** A new hoja de ruta (PLANIFICADA) with its stops in the order given. */
    async create(principal: Principal, body: RepartoRouteRequest): Promise<RepartoRoute> {
      mustWorkAt(principal, body.scodbodega);
      const row = await racedPlanning(
        () =>
          db.transaction(async (tx) => {
            const driver = (await repo.drivers(tx, body.scodbodega)).find(
              (u) => u.nidusuario === body.nidconductor,
            );
            if (!driver) throw badRequest(m.driverInvalid, 'nidconductor');
            await assertPlannable(tx, body.scodbodega, body.nidras);
            const row = await repo.insertRoute(
              tx,
              {
                scodbodega: body.scodbodega,
                dfecha: body.dfecha,
                nidconductor: body.nidconductor,
                spatente: body.spatente,
                ncapacidadkg: body.ncapacidadkg,
                ncapacidadm3: body.ncapacidadm3,
                nidusuario: principal.nidusuario,
              },
              driver.snombre,
            );
            await repo.replaceStops(tx, row.nidhojaruta, body.nidras, true);
            return row;
          }),
        () =>
          db.transaction(async (tx) =>
            assertPlannable(tx, body.scodbodega, body.nidras).then(() => raceLost()),
          ),
      );
      // Described after the commit, as `setStops` does.
      return describeRoute(db, row);
    },

    setStops: (principal: Principal, id: number, nidras: number[]) =>
      setStops(principal, id, async () => nidras),

    /** 'Ordenar por comuna y dirección': the stops by comuna's name, address and number. */
    sortByComuna: (principal: Principal, id: number) =>
      setStops(principal, id, async (tx, row) =>
        (await repo.stopsOf(tx, row.nidhojaruta))
          .sort(
            (a, b) =>
              a.snomcomuna.localeCompare(b.snomcomuna, 'es') ||
              a.sdireccion.localeCompare(b.sdireccion, 'es', { numeric: true }) ||
              a.nidra - b.nidra,
          )
          .map((stop) => stop.nidra),
      ),

    async pdf(principal: Principal, id: number) {
      const route = await describeRoute(db, await routeFor(db, principal, id));
      return { pdf: await sheets.of(route), name: `hoja-de-ruta-${id}.pdf` };
    },
  };
}

/** After a lost race the RAs were checked again and passed: the other planner's commit is not seen yet. */
function raceLost(): never {
  throw conflict(m.routeRaceLost);
}

export type RepartoService = ReturnType<typeof createRepartoService>;
