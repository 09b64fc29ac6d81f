import { displayPlate, LOADING_LIST_PAGE_SIZE, round5 } from '@carga/domain';
import { and, count, desc, eq, inArray, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { describeCode, parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import { withoutTariffPrice } from '../../core/reference/prices.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, runPreparedPage, totalColumn, totalPages, withoutTotal } from '../../db/paginate.ts';
import {
  loadingListRas,
  loadingLists,
  operations,
  packages,
  receptions,
  warehouses,
} from '../../db/schema.ts';
import { likeEscape } from '../../db/sql-helpers.ts';
import { listTotal } from './list-totals.repo.ts';

// The columns of a load list as every warehouse screen shows it (lists, dispatch, reception).

const l = loadingLists;
const o = operations;
export const origin = alias(warehouses, 'bodega_origen');
export const destination = alias(warehouses, 'bodega_destino');

/** Correlated subqueries name the outer column with its table: Drizzle leaves single-table columns bare. */
export const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/** A package line's own columns, as the list screens show it next to its quantities on a list. */
export const packageColumns = {
  scodtipobulto: packages.scodtipobulto,
  sdestipobulto: describeCode(g.packageType, sql`${packages.scodtipobulto}`),
  ncantidadbultos: packages.ncantidadbultos,
  npesobultokg: packages.npesobultokg,
  nlargocm: packages.nlargocm,
  nanchocm: packages.nanchocm,
  naltocm: packages.naltocm,
  nvolumenbultom3: packages.nvolumenbultom3,
  npesovolumbulto: packages.npesovolumbulto,
};

export const listColumns = {
  nidlistacarga: l.nidlistacarga,
  nidoperacion: l.nidoperacion,
  scodlistacarga: l.scodlistacarga,
  scodbodegaorigen: o.scodbodegaorigen,
  scodbodegadestino: o.scodbodegadestino,
  snombodegaorigen: origin.snombodega,
  snombodegadestino: destination.snombodega,
  scodviadespacho: o.scodigovia,
  sdesviadespacho: describeCode(g.via, o.scodigovia),
  dfhocreacion: l.dfhocreacion,
  scodestadolista: l.scodestadolista,
  sdesestadolista: describeCode(g.loadingListState, sql`${l.scodestadolista}`),
  // Kept with the list by triggers (summing each list's lines cost most of a page): list-totals.repo.ts.
  ncantidadra: listTotal('ntotalra'),
  nvolumeningresadom3: listTotal('ntotalvolumenm3'),
};

export type ListRow = {
  [K in keyof typeof listColumns]: K extends 'dfhocreacion' ? Date : unknown;
};

export function listItem(row: Record<string, unknown> & { dfhocreacion: Date }) {
  return {
    nidoperacion: Number(row.nidoperacion),
    scodlistacarga: String(row.scodlistacarga),
    scodbodegaorigen: String(row.scodbodegaorigen),
    scodbodegadestino: String(row.scodbodegadestino),
    snombodegaorigen: String(row.snombodegaorigen),
    snombodegadestino: String(row.snombodegadestino),
    scodviadespacho: String(row.scodviadespacho),
    sdesviadespacho: String(row.sdesviadespacho),
    dfhocreacion: row.dfhocreacion.toISOString(),
    scodestadolista: String(row.scodestadolista),
    sdesestadolista: String(row.sdesestadolista),
    ncantidadra: Number(row.ncantidadra),
    nvolumeningresadom3: round5(Number(row.nvolumeningresadom3)),
  };
}

export const fromLists = (db: Db | Tx, columns: Record<string, unknown>) =>
  db
    .select(columns as typeof listColumns)
    .from(l)
    .innerJoin(o, eq(o.nidoperacion, l.nidoperacion))
    .innerJoin(origin, eq(origin.scodbodega, o.scodbodegaorigen))
    .innerJoin(destination, eq(destination.scodbodega, o.scodbodegadestino));

/** The header of the detail screen. */
export async function findListHeader(db: Db | Tx, nidlistacarga: number) {
  const [row] = await fromLists(db, {
    ...listColumns,
    sdescripcionoperacion: o.sdescripcion,
    sdestipoequipo: describeCode(g.equipmentType, sql`${o.scodtipoequipo}`),
    sdesmodalidadenvio: describeCode(g.modality, sql`${o.scodmodalidadenvio}`),
    spatentecamion: l.spatentecamion,
    spatenteacoplado: l.spatenteacoplado,
    snombreconductor: l.snombreconductor,
    spreftelefonoconductor: l.spreftelefonoconductor,
    nnumtelefonoconductor: l.nnumtelefonoconductor,
    dfhocierre: l.dfhocierre,
    sselloseguridad: l.sselloseguridad,
    scomentariodespacho: l.scomentariodespacho,
    dfhodespacho: l.dfhodespacho,
    dfhorecepcion: l.dfhorecepcion,
  }).where(eq(l.nidlistacarga, nidlistacarga));
  const r = row as unknown as Record<string, unknown> & {
    dfhocreacion: Date;
    dfhocierre: Date | null;
    dfhodespacho: Date | null;
    dfhorecepcion: Date | null;
  };
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    ...listItem(r),
    sdesbodegaorigen: String(r.snombodegaorigen),
    sdesbodegadestino: String(r.snombodegadestino),
    sdescripcionoperacion: String(r.sdescripcionoperacion),
    sdestipoequipo: String(r.sdestipoequipo),
    sdesmodalidadenvio: String(r.sdesmodalidadenvio),
    // Plates saved before issue 29 were kept as typed ('gh-kl-23').
    spatentecamion: displayPlate(text(r.spatentecamion)),
    spatenteacoplado: displayPlate(text(r.spatenteacoplado)),
    snombreconductor: text(r.snombreconductor),
    spreftelefonoconductor: text(r.spreftelefonoconductor),
    nnumtelefonoconductor: text(r.nnumtelefonoconductor),
    dfhocierre: r.dfhocierre ? r.dfhocierre.toISOString() : null,
    sselloseguridad: text(r.sselloseguridad),
    scomentariodespacho: text(r.scomentariodespacho),
    dfhodespacho: r.dfhodespacho ? r.dfhodespacho.toISOString() : null,
    dfhorecepcion: r.dfhorecepcion ? r.dfhorecepcion.toISOString() : null,
  };
}

/**
 * The ids of one page of lists, newest first, found over lists and operations only: with OFFSET straight
 * on the described rows, PostgreSQL would compute the counts and volumes of every skipped list too.
 */
const pageListIds = (
  db: Db | Tx,
  where: SQL | undefined,
  limit: Placeholder,
  offset: Placeholder | number,
  listsOnly: boolean,
) =>
  overLists(db.select({ id: l.nidlistacarga }).from(l).$dynamic(), listsOnly)
    .where(where)
    .orderBy(desc(l.nidlistacarga))
    .limit(limit)
    .offset(offset);

/**
 * Lists joined to their operations, or the lists alone when the filter reads none of the operation's
 * columns: PostgreSQL keeps an inner join even when nothing reads the joined table.
 */
function overLists<Q extends PgSelect>(query: Q, listsOnly: boolean) {
  return listsOnly ? query : query.innerJoin(o, eq(o.nidoperacion, l.nidoperacion));
}

/** The search boxes of the list screens, over a list and its operation; a box left empty does not filter. */
export interface ListSearch {
  originWarehouse?: string;
  destinationWarehouse?: string;
  code?: string;
  via?: string;
  state?: string;
}

/** The search with its code as the LIKE pattern it matches by: the form a prepared page's slots take. */
const withCodePattern = (f: ListSearch): ListSearch => ({
  ...f,
  code: f.code ? `%${likeEscape(f.code.toUpperCase())}%` : undefined,
});

// The destination is the list's own copy of its operation's (migration 0028): 'Recibir' reads one index.
const searchWhere = (f: ListSearch) =>
  and(
    f.originWarehouse ? eq(o.scodbodegaorigen, f.originWarehouse) : undefined,
    f.destinationWarehouse ? eq(l.scodbodegadestino, f.destinationWarehouse) : undefined,
    f.code ? like(l.scodlistacarga, f.code) : undefined,
    f.via ? eq(o.scodigovia, f.via) : undefined,
    f.state ? eq(l.scodestadolista, f.state) : undefined,
  );

export const listSearch = (f: ListSearch) => searchWhere(withCodePattern(f));

/**
 * What a page of lists filters by: the filter's values, and the condition written from them (with the
 * values, or with the slots of a prepared statement). `name` tells the screens' statements apart.
 */
export interface ListFilter<F extends object> {
  name: string;
  filters: F;
  where: (f: F) => SQL | undefined;
  /** The condition reads only the list's own columns: page and count without joining the operations. */
  listsOnly?: (f: F) => boolean;
}

/** The search boxes of the load lists and Recibir as a page's filter. */
export const searchFilter = (name: string, f: ListSearch): ListFilter<ListSearch> => ({
  name,
  filters: withCodePattern(f),
  where: searchWhere,
  listsOnly: (search) => !search.originWarehouse && !search.via,
});

export type PagedListRow = ListRow & Record<string, unknown> & { dfhocreacion: Date };

/**
 * One page of the load lists matching `where` (over lists and their operations), newest first, with the
 * columns every warehouse screen shows plus `extra`, and the number of pages: the load lists, Despacho
 * and Recibir pages all read through here.
 */
export async function pageLists<F extends object>(
  db: Db,
  filter: ListFilter<F>,
  page: number,
  extra: Record<string, unknown> = {},
) {
  const { limit, offset } = pageWindow(page, LOADING_LIST_PAGE_SIZE);
  // Which filters are given is part of the statement's shape, so the join is decided per shape.
  const listsOnly = filter.listsOnly?.(filter.filters) ?? false;
  const lists = (where: SQL | undefined) =>
    overLists(db.select({ n: count() }).from(l).$dynamic(), listsOnly).where(where);
  // Built once per shape of the filter and prepared (db/prepared.ts). The count rides in the page's
  // statement (one round trip); an empty page past the first reads it alone.
  const found = await runPreparedPage(
    db,
    filter.name,
    filter.filters,
    { limit, offset },
    (template, window) => {
      const where = filter.where(template);
      return fromLists(db, { ...listColumns, ...extra, ntotalfilas: totalColumn(lists(where)) })
        .where(inArray(l.nidlistacarga, pageListIds(db, where, window.limit, window.offset, listsOnly)))
        .orderBy(desc(l.nidlistacarga));
    },
  );
  const { rows, total } = await withoutTotal(
    db,
    { rows: found as unknown as { ntotalfilas: unknown }[], offset },
    () => lists(filter.where(filter.filters)),
  );
  return {
    rows: rows as unknown as PagedListRow[],
    totalPaginas: totalPages(total, LOADING_LIST_PAGE_SIZE),
  };
}

const raOnListColumns = {
  nidra: receptions.nidra,
  snomremitente: receptions.snomremitente,
  snomdestinatario: receptions.snomdestinatario,
  sdescripcioncarga: receptions.sdescripcioncarga,
  /** 'S' unless the RA's stored price came from a tariff (issue 12: the list marks it 'Sin tarifa'). */
  sindsintarifa: sql<'S' | 'N'>`case when ${withoutTariffPrice} then 'S' else 'N' end`,
};

/**
 * One page of the RAs on a list, with the page count: the same page for the loading screen and the
 * destination's count, each adding its own columns and order to the RA's number, parties and cargo.
 */
export async function pageRasOnList<T extends SelectedFields>(
  db: Db | Tx,
  nidlistacarga: number,
  page: number,
  extra: T,
  order: SQL[],
) {
  const columns = { ...raOnListColumns, ...extra };
  const { limit, offset } = pageWindow(page, LOADING_LIST_PAGE_SIZE);
  const where = eq(loadingListRas.nidlistacarga, nidlistacarga);
  // The count rides in the page's statement (one round trip); an empty page past the first reads it alone.
  const onList = db.select({ n: count() }).from(loadingListRas).where(where);
  const found = await db
    // Drizzle's builder loses its methods on a generic selection: select the plain shape, type the rows after.
    .select({ ...columns, ntotalfilas: totalColumn(onList) } as SelectedFields)
    .from(loadingListRas)
    .innerJoin(receptions, eq(receptions.nidra, loadingListRas.nidra))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const { rows, total } = await withoutTotal(
    db,
    { rows: found as { ntotalfilas: unknown }[], offset },
    onList,
  );
  return {
    rows: rows as SelectResultFields<typeof raOnListColumns & T>[],
    totalPaginas: totalPages(total, LOADING_LIST_PAGE_SIZE),
  };
}
