import type { Db } from './db/client.ts';
import { compactListTotals } from './modules/loading-list/list-totals.repo.ts';
import { compactManagementFigures } from './modules/management/compaction.repo.ts';
import { compactSaleChanges } from './modules/operation/operations.repo.ts';
import { compactCounters } from './modules/statistics/counters.repo.ts';

/**
 * Every kept figure's insert-only deltas folded into one row per key: what a running server does every
 * minute (app.ts), and the bench's server once at its start (bench/server.ts). Safe while other servers
 * fold: each fold keeps every key's sum.
 */
export async function compactKeptFigures(db: Db) {
  await compactCounters(db);
  await compactManagementFigures(db);
  await compactListTotals(db);
  await compactSaleChanges(db);
}
