import { repartoMessages as m } from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import * as repo from './reparto.repo.ts';

// Issue 35: who may act on a hoja de ruta — staff who work at its warehouse (the routes' menus decide the
// rest). 404 for a route that does not exist, 403 for another warehouse's.

/** The route, for whoever works at its warehouse; locked to the end of the transaction with `forUpdate`. */
export async function routeFor(on: Db | Tx, principal: Principal, id: number, forUpdate = false) {
  const route = await repo.findRoute(on, id, forUpdate);
  if (!route) throw notFound(m.routeNotFound);
  if (!worksAt(principal, route.scodbodega)) throw forbidden(m.warehouseForbidden);
  return route;
}
