import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loadingLists as l, operations as o } from '../../db/schema.ts';
import { countForExport } from '../../reports/xlsx/export-route.ts';
import { fromLists, listColumns, type PagedListRow } from './list-query.repo.ts';

// The load lists of a screen's filter for 'Exportar' (issue 17): Listas de carga, Despacho and Recibir
// read their rows as their pages do (fromLists), newest first, in keyset batches on the list's id.

/** How many lists `where` matches (refused above the export cap). */
export const countListsForExport = (db: Db | Tx, where: SQL | undefined) =>
  countForExport(
    db,
    db.select({ one: sql`1` }).from(l).innerJoin(o, eq(o.nidoperacion, l.nidoperacion)).where(where),
  );

/** Up to `limit` lists of `where` older than `before`, with the screen's `extra` columns. */
export async function listsExportBatch(
  db: Db | Tx,
  where: SQL | undefined,
  extra: Record<string, unknown>,
  before: number | undefined,
  limit: number,
) {
  const rows = await fromLists(db, { ...listColumns, ...extra })
    .where(and(where, before ? lt(l.nidlistacarga, before) : undefined))
    .orderBy(desc(l.nidlistacarga))
    .limit(limit);
  return rows as unknown as PagedListRow[];
}
