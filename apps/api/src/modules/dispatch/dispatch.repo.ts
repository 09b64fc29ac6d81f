import { LOADING_LIST_PAGE_SIZE, round5 } from '@carga/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { loadingLists as l, operations as o } from '../../db/schema.ts';
import {
  describeCode,
  enteredOn,
  fromLists,
  type ListRow,
  listColumns,
  listItem,
  outer,
  pageListIds,
} from '../loading-list/list-query.ts';
import { parameterGroups as g } from '../lookups/parameters.repo.ts';

export interface DispatchFilters {
  originWarehouse: string;
  operation: number;
  destinationWarehouse?: string;
  via?: string;
}

const entered = enteredOn(outer('lista_carga', 'nidlistacarga'));

/** One page of the closed lists of a warehouse waiting to leave (the 'Despacho' cards), newest first. */
export async function pageDispatch(db: Db | Tx, f: DispatchFilters, page: number) {
  const where = and(
    eq(o.scodbodegaorigen, f.originWarehouse),
    eq(l.scodestadolista, 'CERRADA'),
    f.operation ? eq(l.nidoperacion, f.operation) : undefined,
    f.destinationWarehouse ? eq(o.scodbodegadestino, f.destinationWarehouse) : undefined,
    f.via ? eq(o.scodigovia, f.via) : undefined,
  );
  const { limit, offset } = pageWindow(page, LOADING_LIST_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    fromLists(db, {
      ...listColumns,
      sdesmodalidadenvio: describeCode(g.modality, sql`${o.scodmodalidadenvio}`),
      ncantidadbultos: entered.units,
      npesokg: entered.weight,
    })
      // The page's ids first: OFFSET would otherwise sum the packages of every skipped list.
      .where(inArray(l.nidlistacarga, pageListIds(db, where, limit, offset)))
      .orderBy(desc(l.nidlistacarga)),
    db.select({ n: count() }).from(l).innerJoin(o, eq(o.nidoperacion, l.nidoperacion)).where(where),
  ]);
  return {
    list: rows.map((row) => {
      const r = row as unknown as ListRow & Record<string, unknown> & { dfhocreacion: Date };
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
    }),
    totalPaginas: totalPages(Number(total.n), LOADING_LIST_PAGE_SIZE),
  };
}
