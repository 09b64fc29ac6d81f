import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { raCounters } from '../../db/schema.ts';
import { type CountQuery, foldableRows } from '../../db/sql-helpers.ts';

// Counts of RAs by route and state, from the counters a trigger keeps with every change of `recepcion`
// (schema/counters.ts). The conditions are written on the columns the counters share with `recepcion`.

/** The columns `recepcion` shares with its counters: the route's four places and the state. */
export type RouteColumns = Record<
  'scodoficinaorigen' | 'scodbodegaorigen' | 'scodoficinadestino' | 'scodbodegadestino' | 'scodestado',
  AnyPgColumn
>;

/** The RAs a condition on the places and the state selects, counted from the counters. */
export const countersQuery = (db: Db | Tx, where: SQL | undefined): CountQuery =>
  db
    .select({ n: sql<number>`coalesce(sum(${raCounters.ncantidad}), 0)::int` })
    .from(raCounters)
    .where(where);

const COUNTER_KEY = 'scodoficinaorigen, scodbodegaorigen, scodoficinadestino, scodbodegadestino, scodestado';

/**
 * Folds the counters' rows into one per key, writing again only the keys that need it (`foldableRows`).
 * Rows inserted meanwhile by other transactions are not seen by the delete and stay as they are; the sum
 * of every key is unchanged, so servers may compact at once.
 */
export async function compactCounters(db: Db) {
  await db.execute(sql`
    with folded as (
      delete from ${raCounters} where ctid in (${foldableRows(raCounters, sql.raw(COUNTER_KEY), sql`sum(ncantidad) = 0`)})
      returning *
    )
    insert into ${raCounters} (${sql.raw(COUNTER_KEY)}, ncantidad)
    select ${sql.raw(COUNTER_KEY)}, sum(ncantidad)::int
    from folded group by 1, 2, 3, 4, 5 having sum(ncantidad) <> 0`);
}
