import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describePayment } from '../../core/billing/ra-flow.repo.ts';
import { deliveriesOf } from '../../core/ra/delivery.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { extend } from '../../db/row-mapper.ts';
import { receptions } from '../../db/schema.ts';
import { countForExport } from '../../reports/xlsx/export-route.ts';
import { EXPORT_CAP } from '../../reports/xlsx/stream-export.ts';
import { listItemColumns, type RaFilters, raConditions } from './lists.repo.ts';

// The RA lists' rows for 'Exportar' (issue 17): the same filters as the list (raConditions), newest
// first, in keyset batches on nidra instead of pages.

const r = receptions;

/** A customer's RAs: sender, recipient or billing party, as the list reads them (three index walks). */
function customerIds(filters: RaFilters, rut: string, before: number | undefined, limit: number) {
  const rest = raConditions({ ...filters, customerRut: undefined });
  const branch = (column: AnyPgColumn) =>
    sql`(select ${r.nidra} from ${r} where ${and(eq(column, rut), rest, before ? lt(r.nidra, before) : undefined)} order by ${r.nidra} desc limit ${limit})`;
  return sql`select nidra from (${branch(r.srutremitente)} union ${branch(r.srutdestinatario)} union ${branch(r.srutfacturar)}) mine`;
}

/** How many RAs the filter matches (refused above the export cap). */
export function countRasForExport(db: Db | Tx, filters: RaFilters) {
  if (filters.customerRut)
    return countForExport(db, customerIds(filters, filters.customerRut, undefined, EXPORT_CAP + 1));
  return countForExport(db, db.select({ one: sql`1` }).from(r).where(raConditions(filters)));
}

/** Up to `limit` RAs of the filter older than `before` (undefined: from the newest). */
export async function raExportBatch(
  db: Db | Tx,
  filters: RaFilters,
  before: number | undefined,
  limit: number,
) {
  const after = before ? lt(r.nidra, before) : undefined;
  const where = filters.customerRut
    ? sql`${r.nidra} in (${customerIds(filters, filters.customerRut, before, limit)} order by nidra desc limit ${limit})`
    : and(raConditions(filters), after);
  const rows = (
    await db.select(listItemColumns).from(r).where(where).orderBy(desc(r.nidra)).limit(limit)
  ).map((row) => extend(row, describePayment(row)));
  if (!filters.customerRut)
    return rows.map((row) => extend(row, { dfhoentrega: null as Date | string | null }));
  const delivered = await deliveriesOf(
    db,
    rows.filter((ra) => ra.scodestado === 'ENTRE').map((ra) => ra.nidra),
  );
  return rows.map((row) => extend(row, { dfhoentrega: delivered.get(row.nidra)?.dfhoentrega ?? null }));
}

export type RaExportRow = Awaited<ReturnType<typeof raExportBatch>>[number];
