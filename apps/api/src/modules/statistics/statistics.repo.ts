import { CHILE_TIME_ZONE } from '@carga/domain';
import { and, count, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { receptions as r } from '../../db/schema.ts';
import { countOf } from '../../db/sql-helpers.ts';
import { withoutTariffPrice } from '../pricing/prices.repo.ts';

/** The offices and warehouses a figure covers. */
export interface StatisticsScope {
  offices: string[];
  warehouses: string[];
}

/** Midnight in Chile, whatever the server's time zone (the zone is the domain's constant, not input). */
const chile = sql.raw(`'${CHILE_TIME_ZONE}'`);
const startOfChileDay = sql`(date_trunc('day', now() at time zone ${chile}) at time zone ${chile})`;

async function countWhere(db: Db | Tx, where: SQL | undefined) {
  const rows = await db.select({ n: count() }).from(r).where(where);
  return countOf(rows);
}

const inStates = (states: readonly string[]) =>
  states.length ? inArray(r.scodestado, [...states]) : sql`false`;

const anyOf = (column: AnyPgColumn, codes: string[]) => (codes.length ? inArray(column, codes) : undefined);

const atOrigin = ({ offices, warehouses }: StatisticsScope) =>
  or(anyOf(r.scodoficinaorigen, offices), anyOf(r.scodbodegaorigen, warehouses)) ?? sql`false`;

const atDestination = ({ offices, warehouses }: StatisticsScope) =>
  or(anyOf(r.scodoficinadestino, offices), anyOf(r.scodbodegadestino, warehouses)) ?? sql`false`;

/** Cargo that entered today: received at an office (not voided), or arrived at an origin warehouse. */
export function countEnteredToday(db: Db | Tx, { offices, warehouses }: StatisticsScope) {
  return countWhere(
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

/** RAs in these states whose origin office or warehouse is in the scope. */
export function countAtOrigin(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countWhere(db, and(atOrigin(scope), inStates(states)));
}

/** RAs in these states whose origin or destination is in the scope. */
export function countOnRoute(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countWhere(db, and(or(atOrigin(scope), atDestination(scope)), inStates(states)));
}

/** RAs in these states whose destination office or warehouse is in the scope. */
export function countAtDestination(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countWhere(db, and(atDestination(scope), inStates(states)));
}

/** RAs with no price from a tariff (issue 12) among those in these states at an origin in the scope. */
export function countUnpricedAtOrigin(db: Db | Tx, scope: StatisticsScope, states: readonly string[]) {
  return countWhere(db, and(atOrigin(scope), inStates(states), withoutTariffPrice));
}
