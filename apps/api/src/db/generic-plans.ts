import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './client.ts';

// Issue 31: a scan's statements are planned once per connection, not at every scan. Named (statement-cache.ts),
// PostgreSQL still made a custom plan of each at every run when it priced the generic plan a little dearer
// (a new list's id is rarer in its statistics than the average one): the custody event's insert was planned
// 39 times in 40 scans (`bench/plans.ts`). Forced generic, PostgreSQL's CPU a scan fell from 3.0 to 1.9 ms
// (2026-11-30). Only for transactions of key lookups and inserts: a search whose plan depends on its value
// (`planWithValues`, db/prepared.ts) must not run in one.
const SETTING = 'set local plan_cache_mode = force_generic_plan';
const GENERIC = sql.raw(SETTING);

/**
 * On PostgreSQL the setting travels with BEGIN, in the same message: Drizzle writes a transaction's
 * isolation level after `begin` as given, and a simple query may hold two statements. A round trip is
 * most of what a scan's statement costs Node (a scan sent 11; profile of 2026-11-30, `writev` a third of
 * the server's time). READ COMMITTED is PostgreSQL's default, so nothing else changes. PGlite's driver
 * sets the level with its own statement (one message per statement): there the setting is sent apart.
 */
const WITH_BEGIN = { isolationLevel: `read committed; ${SETTING}` } as unknown as Parameters<
  Db['transaction']
>[1];

/** `db.transaction(work)` with PostgreSQL's generic plans for every statement it sends (and its triggers'). */
export function withGenericPlans<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if ((db as unknown as { $client: unknown }).$client instanceof pg.Pool)
    return db.transaction(work, WITH_BEGIN);
  return db.transaction(async (tx) => {
    await tx.execute(GENERIC);
    return work(tx);
  });
}
