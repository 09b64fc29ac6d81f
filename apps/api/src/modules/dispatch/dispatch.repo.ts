import { round5 } from '@carga/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describeCode, parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { loadingLists as l, operations as o } from '../../db/schema.ts';
import { listItem, type PagedListRow, pageLists } from '../loading-list/list-query.repo.ts';
import { listTotal } from '../loading-list/list-totals.repo.ts';

export interface DispatchFilters {
  originWarehouse: string;
  operation: number;
  destinationWarehouse?: string;
  via?: string;
}

/** The closed lists of a warehouse waiting to leave, by the Despacho filters. */
export const dispatchWhere = (f: DispatchFilters) =>
  and(
    eq(o.scodbodegaorigen, f.originWarehouse),
    eq(l.scodestadolista, 'CERRADA'),
    f.operation ? eq(l.nidoperacion, f.operation) : undefined,
    f.destinationWarehouse ? eq(o.scodbodegadestino, f.destinationWarehouse) : undefined,
    f.via ? eq(o.scodigovia, f.via) : undefined,
  );

/** What a Despacho card shows beyond the columns every list screen reads. */
export const dispatchColumns = {
  sdesmodalidadenvio: describeCode(g.modality, sql`${o.scodmodalidadenvio}`),
  ncantidadbultos: listTotal('ntotalbultos'),
  npesokg: listTotal('ntotalpesokg'),
};

export function dispatchItem(r: PagedListRow) {
  const item = listItem(r);
  return {
    nidoperacion: item.nidoperacion,
    scodlistacarga: item.scodlistacarga,
    scodbodegaorigen: item.scodbodegaorigen,
    scodbodegadestino: item.scodbodegadestino,
    sdesviadespacho: item.sdesviadespacho,
    dfhocreacion: item.dfhocreacion,
    sestado: item.scodestadolista,
    sdesestado: item.sdesestadolista,
    sdesmodalidadenvio: String(r.sdesmodalidadenvio),
    ncantidadra: item.ncantidadra,
    ncantidadbultos: Number(r.ncantidadbultos),
    npesokg: round5(Number(r.npesokg)),
    nvolumenm3: item.nvolumeningresadom3,
  };
}

/** One page of the closed lists of a warehouse waiting to leave (the 'Despacho' cards), newest first. */
export async function pageDispatch(db: Db | Tx, f: DispatchFilters, page: number) {
  const { rows, totalPaginas } = await pageLists(
    db,
    { name: 'despacho', filters: f, where: dispatchWhere },
    page,
    dispatchColumns,
  );
  return { list: rows.map(dispatchItem), totalPaginas };
}

/** Keeps the seal and comment on a closed list (conditional on CERRADA): whether the list was still closed. */
export async function saveSealOnClosedList(
  tx: Tx,
  nidlistacarga: number,
  seal: { sselloseguridad: string; scomentariodespacho: string },
) {
  const saved = await tx
    .update(l)
    .set(seal)
    .where(and(eq(l.nidlistacarga, nidlistacarga), eq(l.scodestadolista, 'CERRADA')))
    .returning({ n: l.nidlistacarga });
  return saved.length > 0;
}
