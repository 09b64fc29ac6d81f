import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadingListTotalMoves as moves } from '../../db/schema.ts';

// A load list's RAs, units, kg and m³: the list's columns (`lista_carga.ntotal*`) plus the moves its lines
// and RAs have inserted since the last fold (`lista_carga_total`, migration 0035). A scan inserts a move
// instead of updating the list's row.

type TotalColumn = 'ntotalra' | 'ntotalbultos' | 'ntotalpesokg' | 'ntotalvolumenm3';

/** One total of the list of the outer query (`lista_carga`, not aliased): its column plus its moves. */
export const listTotal = (column: TotalColumn): SQL =>
  sql`(${sql.raw(`"lista_carga"."${column}"`)} + coalesce((select sum(m.${sql.raw(column)}) from ${moves} m where m.nidlistacarga = ${sql.raw('"lista_carga"."nidlistacarga"')}), 0))`;

/**
 * Folds the moves into their lists' columns. A list that a transaction holds (a scan in progress) is skipped
 * and folded next time, so the fold never waits on a scan nor a scan on it; moves inserted meanwhile are
 * not seen by the delete and stay. The moves of lists that no longer exist are dropped.
 */
export async function compactListTotals(db: Db) {
  await db.execute(sql`
    with listas as (
      select l.nidlistacarga from lista_carga l
      where l.nidlistacarga in (select distinct nidlistacarga from lista_carga_total)
      for no key update of l skip locked
    ),
    folded as (
      delete from lista_carga_total t using listas where t.nidlistacarga = listas.nidlistacarga returning t.*
    ),
    sums as (
      select nidlistacarga, sum(ntotalra)::int ra, sum(ntotalbultos)::int u, sum(ntotalpesokg) w, sum(ntotalvolumenm3) v
      from folded group by 1
    )
    update lista_carga l
    set ntotalra = l.ntotalra + s.ra, ntotalbultos = l.ntotalbultos + s.u,
      ntotalpesokg = l.ntotalpesokg + s.w, ntotalvolumenm3 = l.ntotalvolumenm3 + s.v
    from sums s where l.nidlistacarga = s.nidlistacarga`);
  await db.execute(sql`
    delete from lista_carga_total t where not exists (select 1 from lista_carga l where l.nidlistacarga = t.nidlistacarga)`);
}
