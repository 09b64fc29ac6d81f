import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

// Issue 31: a scan's statements are planned once per connection, not at every scan. Named (statement-cache.ts),
// PostgreSQL still made a custom plan of each at every run when it priced the generic plan a little dearer
// (a new list's id is rarer in its statistics than the average one): the custody event's insert was planned
// 39 times in 40 scans (`bench/plans.ts`). Forced generic, PostgreSQL's CPU a scan fell from 3.0 to 1.9 ms
// (2026-11-30). Only for transactions of key lookups and inserts: a search whose plan depends on its value
// (`planWithValues`, db/prepared.ts) must not run in one.
const GENERIC = sql`set local plan_cache_mode = force_generic_plan`;

/** `db.transaction(work)` with PostgreSQL's generic plans for every statement it sends (and its triggers'). */
export function withGenericPlans<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(GENERIC);
    return work(tx);
  });
}
