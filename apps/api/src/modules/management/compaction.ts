import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  differenceMonths as dif,
  leadTimeHistogram as hist,
  intakeFigures as ing,
  pendingFigures as pend,
  intakeWeeks as weeks,
} from '../../db/schema.ts';

/**
 * Folds the insert-only deltas of the intake, the lead-time histograms, the monthly differences and the
 * waiting RAs into
 * one row per key, as
 * `compactCounters` does for `contador_ra`: rows inserted meanwhile by other transactions are not seen by
 * the delete and stay; every key's sum is unchanged, so servers may compact at the same time.
 */
export async function compactManagementFigures(db: Db) {
  await db.execute(sql`
    with folded as (delete from ${ing} returning *)
    insert into ${ing} (scodoficinaorigen, scodbodegaorigen, sviadespacho, dfecha, ncantidadra, ncantidadbultos, npesokg, nvolumenm3)
    select scodoficinaorigen, scodbodegaorigen, sviadespacho, dfecha, sum(ncantidadra)::int, sum(ncantidadbultos)::int,
      sum(npesokg), sum(nvolumenm3)
    from folded group by 1, 2, 3, 4
    having sum(ncantidadra) <> 0 or sum(ncantidadbultos) <> 0 or sum(npesokg) <> 0 or sum(nvolumenm3) <> 0`);
  // After the days: their fold moved the weeks (a delete and an insert of the same sums).
  await db.execute(sql`
    with folded as (delete from ${weeks} returning *)
    insert into ${weeks} (scodoficinaorigen, scodbodegaorigen, sviadespacho, dsemana, ncantidadra, ncantidadbultos, npesokg, nvolumenm3)
    select scodoficinaorigen, scodbodegaorigen, sviadespacho, dsemana, sum(ncantidadra)::int, sum(ncantidadbultos)::int,
      sum(npesokg), sum(nvolumenm3)
    from folded group by 1, 2, 3, 4
    having sum(ncantidadra) <> 0 or sum(ncantidadbultos) <> 0 or sum(npesokg) <> 0 or sum(nvolumenm3) <> 0`);
  await db.execute(sql`
    with folded as (delete from ${hist} returning *)
    insert into ${hist} (scodoficinaorigen, scodbodegaorigen, scodoficinadestino, sviadespacho, dmes, setapa, nhoras, ncantidad)
    select scodoficinaorigen, scodbodegaorigen, scodoficinadestino, sviadespacho, dmes, setapa, nhoras, sum(ncantidad)::int
    from folded group by 1, 2, 3, 4, 5, 6, 7 having sum(ncantidad) <> 0`);
  await db.execute(sql`
    with folded as (delete from ${dif} returning *)
    insert into ${dif} (scodoficinaorigen, scodbodegaorigen, scodoficinadestino, sviadespacho, dmes, nmovidas, nfaltantes, ndanadas)
    select scodoficinaorigen, scodbodegaorigen, scodoficinadestino, sviadespacho, dmes, sum(nmovidas)::int, sum(nfaltantes)::int,
      sum(ndanadas)::int
    from folded group by 1, 2, 3, 4, 5 having sum(nmovidas) <> 0 or sum(nfaltantes) <> 0 or sum(ndanadas) <> 0`);
  await db.execute(sql`
    with folded as (delete from ${pend} returning *)
    insert into ${pend} (scodoficinaorigen, scodbodegaorigen, sviadespacho, ssintarifa, ncantidad)
    select scodoficinaorigen, scodbodegaorigen, sviadespacho, ssintarifa, sum(ncantidad)::int
    from folded group by 1, 2, 3, 4 having sum(ncantidad) <> 0`);
}
