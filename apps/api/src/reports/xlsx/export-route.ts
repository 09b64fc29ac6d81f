import { errorResponse, messages, z } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { EXPORT_CAP, XLSX } from './stream-export.ts';

// What every list's 'Exportar' route shares: its OpenAPI description and the row cap.

/** What `registerRoute` adds to an 'Exportar' route of the map: its description, an .xlsx out, the errors. */
export function exportExtras(tags: string[], list: string) {
  return {
    tags,
    description: `'Exportar' de ${list}: las filas de los filtros (todas las páginas) como ${XLSX}, con la cantidad en X-Total-Filas.`,
    produces: [XLSX],
    file: z.any().describe(`${XLSX} (binario)`),
    errors: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
  };
}

/**
 * The rows a query matches, counted up to one past the cap: a filter matching more is refused with a
 * Spanish 400 before any byte is sent.
 */
export async function countForExport(db: Db | Tx, query: SQL | { getSQL(): SQL }): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (${query} limit ${EXPORT_CAP + 1}) matches`,
  )) as unknown as { rows: Array<{ n: number | string }> };
  const n = Number(result.rows[0]?.n ?? 0);
  if (n > EXPORT_CAP) throw badRequest(messages.exportTooLarge);
  return n;
}

/** Refuses a count known some other way above the cap. */
export function assertExportable(total: number) {
  if (total > EXPORT_CAP) throw badRequest(messages.exportTooLarge);
  return total;
}
