import { round5 } from '@carga/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CountRow, listCountColumn, listCounts, raCounts, toCount } from '../../core/ra/arrival.repo.ts';
import { describeCode, parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { extend } from '../../db/row-mapper.ts';
import { loadingListPackages as lb, loadingListRas, packages, receptions } from '../../db/schema.ts';
import {
  type ListSearch,
  listItem,
  type PagedListRow,
  packageColumns,
  pageLists,
  pageRasOnList,
  searchFilter,
} from '../loading-list/list-query.repo.ts';

/** A list as Recibir shows it: with what was dispatched, received, missing and damaged. */
const arrivalItem = (row: PagedListRow, c: CountRow | undefined) =>
  extend(listItem(row), {
    ncantidaddespachada: c?.ncantidaddespachada ?? 0,
    ncantidadrecibida: c?.ncantidadrecibida ?? 0,
    ncantidadfaltante: c?.ncantidadfaltante ?? 0,
    ncantidaddanada: c?.ncantidaddanada ?? 0,
    ncantidadradiferencia: c?.ncantidadradiferencia ?? 0,
  });

/** Lists read apart (the export's batches) with their counts, read in one more statement. */
export async function withArrivalCounts(db: Db | Tx, rows: PagedListRow[]) {
  const counts = await listCounts(
    db,
    rows.map((row) => Number(row.nidlistacarga)),
  );
  return rows.map((row) => arrivalItem(row, counts.get(Number(row.nidlistacarga))));
}

/**
 * One page of the lists travelling to a warehouse (the 'Recibir' cards), newest first, with their count:
 * each list's count rides in the page's statement as one JSON column (one statement in all).
 */
export async function pageDestination(
  db: Db | Tx,
  f: ListSearch & { destinationWarehouse: string },
  page: number,
) {
  const { rows, totalPaginas } = await pageLists(db, searchFilter('recibir', f), page, {
    conteo: listCountColumn,
  });
  return {
    list: rows.map((row) => arrivalItem(row, toCount(row.conteo as Record<string, unknown> | undefined))),
    totalPaginas,
  };
}

/** One page of the RAs of a list as the destination counts them. */
export async function pageDestinationRas(db: Db | Tx, nidlistacarga: number, page: number) {
  const { rows, totalPaginas } = await pageRasOnList(
    db,
    nidlistacarga,
    page,
    {
      scodestado: receptions.scodestado,
      sdesestado: describeCode(g.raState, sql`${receptions.scodestado}`),
      npesokg: sql<number>`(select coalesce(sum(${lb.ncantidadingresada} * ${packages.npesobultokg}), 0)::float8 from ${lb} join ${packages} on ${packages.niditem} = ${lb.niditem} where ${lb.nidlistacarga} = ${nidlistacarga} and ${lb.nidra} = ${receptions.nidra})`,
      nvolumenm3: sql<number>`(select coalesce(sum(${lb.ncantidadingresada} * ${packages.nvolumenbultom3}), 0)::float8 from ${lb} join ${packages} on ${packages.niditem} = ${lb.niditem} where ${lb.nidlistacarga} = ${nidlistacarga} and ${lb.nidra} = ${receptions.nidra})`,
    },
    [asc(loadingListRas.nidra)],
  );
  const counts = await raCounts(
    db,
    rows.map((row) => row.nidra),
    { nidlistacarga },
  );
  return {
    list: rows.map((row) => {
      const c = counts.get(row.nidra);
      return {
        ...row,
        npesokg: round5(Number(row.npesokg)),
        nvolumenm3: round5(Number(row.nvolumenm3)),
        ncantidaddespachada: c?.ncantidaddespachada ?? 0,
        ncantidadrecibida: c?.ncantidadrecibida ?? 0,
        ncantidadfaltante: c?.ncantidadfaltante ?? 0,
        ncantidaddanada: c?.ncantidaddanada ?? 0,
        scontado: c && c.npendientes === 0 ? ('S' as const) : ('N' as const),
      };
    }),
    totalPaginas,
  };
}

/** The lines of a list (of one RA, or all), with what was counted; with `lock`, locked for the count. */
export async function arrivalLines(
  db: Db | Tx,
  nidlistacarga: number,
  nidra?: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      niditem: lb.niditem,
      nidra: lb.nidra,
      ncantidadingresada: lb.ncantidadingresada,
      ncantidadrecibida: lb.ncantidadrecibida,
      ncantidaddanada: sql<number>`coalesce(${lb.ncantidaddanada}, 0)::int`,
      smotivodiferencia: sql<string>`coalesce(${lb.smotivodiferencia}, '')`,
      ...packageColumns,
      snomremitente: receptions.snomremitente,
      snomdestinatario: receptions.snomdestinatario,
    })
    .from(lb)
    .innerJoin(packages, eq(packages.niditem, lb.niditem))
    .innerJoin(receptions, eq(receptions.nidra, lb.nidra))
    .where(and(eq(lb.nidlistacarga, nidlistacarga), nidra ? eq(lb.nidra, nidra) : undefined))
    .orderBy(asc(lb.nidra), asc(lb.niditem));
  const rows = options.lock ? await query.for('update', { of: lb }) : await query;
  return rows.map((row) => ({
    ...row,
    ncantidaddanada: Number(row.ncantidaddanada),
    nvolumenbultom3: Number(row.nvolumenbultom3),
    npesovolumbulto: Number(row.npesovolumbulto),
  }));
}
export type ArrivalLine = Awaited<ReturnType<typeof arrivalLines>>[number];

/** Writes the count of one line. */
export async function setArrival(
  tx: Tx,
  nidlistacarga: number,
  niditem: number,
  values: { ncantidadrecibida: number; ncantidaddanada: number; smotivodiferencia: string },
) {
  await tx
    .update(lb)
    .set(values)
    .where(and(eq(lb.nidlistacarga, nidlistacarga), eq(lb.niditem, niditem)));
}

/** At 'Recepcionar': every line nobody counted arrived whole. */
export async function completeUncounted(tx: Tx, nidlistacarga: number) {
  await tx
    .update(lb)
    .set({ ncantidadrecibida: sql`${lb.ncantidadingresada}`, ncantidaddanada: 0, smotivodiferencia: '' })
    .where(and(eq(lb.nidlistacarga, nidlistacarga), sql`${lb.ncantidadrecibida} is null`));
}
