import { CHILE_TIME_ZONE } from '@carga/domain';
import { and, count, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pendingFigures as pend, receptions as r, raCounters } from '../../db/schema.ts';
import { type CountQuery, readCount } from '../../db/sql-helpers.ts';
import { countersQuery, type RouteColumns } from './counters.repo.ts';

/** The offices and warehouses a figure covers. */
export interface StatisticsScope {
  offices: string[];
  warehouses: string[];
}

/** Midnight in Chile, whatever the server's time zone (the zone is the domain's constant, not input). */
const chile = sql.raw(`'${CHILE_TIME_ZONE}'`);
const startOfChileDay = sql`(date_trunc('day', now() at time zone ${chile}) at time zone ${chile})`;

const receptionsQuery = (db: Db | Tx, where: SQL | undefined): CountQuery =>
  db.select({ n: count() }).from(r).where(where);
const countWhere = (db: Db | Tx, where: SQL | undefined) => readCount(db, receptionsQuery(db, where));

const inStates = (t: RouteColumns, states: readonly string[]) =>
  states.length ? inArray(t.scodestado, [...states]) : sql`false`;

const anyOf = (column: AnyPgColumn, codes: string[]) => (codes.length ? inArray(column, codes) : undefined);

const atOrigin = (
  t: Pick<RouteColumns, 'scodoficinaorigen' | 'scodbodegaorigen'>,
  { offices, warehouses }: StatisticsScope,
) => or(anyOf(t.scodoficinaorigen, offices), anyOf(t.scodbodegaorigen, warehouses)) ?? sql`false`;

const atDestination = (t: RouteColumns, { offices, warehouses }: StatisticsScope) =>
  or(anyOf(t.scodoficinadestino, offices), anyOf(t.scodbodegadestino, warehouses)) ?? sql`false`;

const c = raCounters;

/** Cargo that entered today: received at an office (not voided), or arrived at an origin warehouse. */
export function enteredTodayQuery(db: Db | Tx, { offices, warehouses }: StatisticsScope) {
  return receptionsQuery(
    db,
    or(
      offices.length
        ? and(
            inArray(r.scodoficinaorigen, offices),
            gte(r.dfecrecepcion, startOfChileDay),
            ne(r.scodestado, 'ANULA'),
          )
        : undefined,
      warehouses.length
        ? and(inArray(r.scodbodegaorigen, warehouses), gte(r.dfecingresobodega, startOfChileDay))
        : undefined,
    ) ?? sql`false`,
  );
}

/** RAs in these states whose origin office or warehouse is in the scope (from the counters). */
export function atOriginQuery(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countersQuery(db, and(atOrigin(c, scope), inStates(c, states)));
}

/** RAs in these states whose origin or destination is in the scope (from the counters). */
export function onRouteQuery(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countersQuery(db, and(or(atOrigin(c, scope), atDestination(c, scope)), inStates(c, states)));
}

/** RAs in these states whose destination office or warehouse is in the scope (from the counters). */
export function atDestinationQuery(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countersQuery(db, and(atDestination(c, scope), inStates(c, states)));
}

/**
 * RAs waiting at an origin in the scope (BORIG, ENLIS: PENDING_DISPATCH_STATES) with no price from a tariff
 * (issue 12), from the counts migration 0023 keeps for Gestión's 'Pendientes' (it was an anti-join over
 * every waiting RA on each call).
 */
export function unpricedWaitingQuery(db: Db | Tx, scope: StatisticsScope): CountQuery {
  return db
    .select({ n: sql<number>`coalesce(sum(${pend.ncantidad}), 0)::int` })
    .from(pend)
    .where(and(atOrigin(pend, scope), sql`${pend.ssintarifa} = 'S'`));
}

/** The same figures counted over `recepcion` itself: what the counters must always equal (tests). */
export const countOverReceptions = {
  atOrigin: (db: Db | Tx, scope: StatisticsScope, states: readonly string[]) =>
    countWhere(db, and(atOrigin(r, scope), inStates(r, states))),
  onRoute: (db: Db | Tx, scope: StatisticsScope, states: readonly string[]) =>
    countWhere(db, and(or(atOrigin(r, scope), atDestination(r, scope)), inStates(r, states))),
  atDestination: (db: Db | Tx, scope: StatisticsScope, states: readonly string[]) =>
    countWhere(db, and(atDestination(r, scope), inStates(r, states))),
};
