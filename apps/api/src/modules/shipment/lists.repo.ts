import { PENDING_DISPATCH_STATES, RA_PAGE_SIZE, type RaListItem } from '@carga/domain';
import { and, count, desc, eq, inArray, or, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describePayment, paymentListColumns } from '../../core/billing/ra-flow.repo.ts';
import { parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import { withoutTariffPrice } from '../../core/reference/prices.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, preparedWindow, totalColumn, totalPages, withoutTotal } from '../../db/paginate.ts';
import { runPrepared, slot, slotted } from '../../db/prepared.ts';
import { associatedDocuments, parameters, raCounters, receptions } from '../../db/schema.ts';
import type { CountQuery } from '../../db/sql-helpers.ts';
import { countersQuery, type RouteColumns } from '../statistics/counters.repo.ts';
import { frequentNameWords, type PersonSearch, personCondition, personSearch } from './person-search.ts';

export interface RaFilters {
  /** Where the caller may look: RAs on any of these offices or warehouses. */
  scope?: { offices: string[]; warehouses: string[] };
  customerRut?: string;
  originOffice?: string;
  originWarehouse?: string;
  destinationWarehouse?: string;
  states?: readonly string[];
  nidra?: number;
  /** The text typed, or what it searches (`personSearch`). */
  sender?: string | PersonSearch;
  recipient?: string | PersonSearch;
  documentType?: string;
  documentId?: string;
  via?: string;
  /** Only RAs awaiting dispatch without a price from a tariff ('Sin tarifa', issue 12). */
  unpriced?: boolean;
  /** Only RAs of this payment condition (PAYMENT_CONDITIONS, issue 33). */
  paymentCondition?: string;
}

/** The route's columns, or expressions on them (`unindexed`). */
type RouteTerms = Record<keyof RouteColumns, AnyPgColumn | SQL>;

// `term = value` and `term in (values)` on a column or an expression (Drizzle's overloads take one or the other).
const is = (term: AnyPgColumn | SQL, value: unknown) =>
  term instanceof SQL ? eq(term, value) : eq(term, value);
const isIn = (term: AnyPgColumn | SQL, values: readonly unknown[]) =>
  term instanceof SQL ? inArray(term, values) : inArray(term, values);

/** The filters on the route and the state, on `recepcion` or on its counters. */
function routeConditions(f: RaFilters, t: RouteTerms): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (f.scope) {
    const { offices, warehouses } = f.scope;
    conditions.push(
      or(
        offices.length ? isIn(t.scodoficinaorigen, offices) : undefined,
        offices.length ? isIn(t.scodoficinadestino, offices) : undefined,
        warehouses.length ? isIn(t.scodbodegaorigen, warehouses) : undefined,
        warehouses.length ? isIn(t.scodbodegadestino, warehouses) : undefined,
      ) ?? sql`false`,
    );
  }
  if (f.originOffice) conditions.push(is(t.scodoficinaorigen, f.originOffice));
  if (f.originWarehouse) conditions.push(is(t.scodbodegaorigen, f.originWarehouse));
  if (f.destinationWarehouse) conditions.push(is(t.scodbodegadestino, f.destinationWarehouse));
  if (f.states) conditions.push(f.states.length ? isIn(t.scodestado, [...f.states]) : sql`false`);
  return and(...conditions);
}

const ROUTE_FILTERS: ReadonlySet<string> = new Set([
  'scope',
  'originOffice',
  'originWarehouse',
  'destinationWarehouse',
  'states',
]);

/** Filters on nothing but the route and the state: the counters count them exactly. */
const onlyRouteFilters = (f: RaFilters) =>
  Object.entries(f).every(
    ([name, value]) => value === undefined || value === '' || value === false || ROUTE_FILTERS.has(name),
  );

/** The route's columns as expressions no index holds, so that PostgreSQL checks them on the rows found. */
const unindexed = (t: RouteColumns): RouteTerms =>
  Object.fromEntries(Object.entries(t).map(([name, column]) => [name, sql`(${column} || '')`])) as RouteTerms;

const route: RouteColumns = {
  scodoficinaorigen: receptions.scodoficinaorigen,
  scodbodegaorigen: receptions.scodbodegaorigen,
  scodoficinadestino: receptions.scodoficinadestino,
  scodbodegadestino: receptions.scodbodegadestino,
  scodestado: receptions.scodestado,
};
const routeUnindexed = unindexed(route);

/** A name searched by its rare words only (`PersonSearch.rare`). */
const byRareName = (f: RaFilters) =>
  [f.sender, f.recipient].some((search) => typeof search === 'object' && Boolean(search.rare));

export function raConditions(f: RaFilters): SQL | undefined {
  const r = receptions;
  // Searched by a rare word, a name finds at most 1 % of the RAs, mostly a few hundred: the route's
  // conditions are checked on those rows. Asked of the route's index too, PostgreSQL ANDed the name's 200
  // RAs with a warehouse's 5,000 waiting ones (Entregar por destinatario: 0.4 of its 0.5 ms, twice, page
  // and count).
  const conditions: Array<SQL | undefined> = [routeConditions(f, byRareName(f) ? routeUnindexed : r)];
  if (f.customerRut) {
    conditions.push(
      or(
        eq(r.srutremitente, f.customerRut),
        eq(r.srutdestinatario, f.customerRut),
        eq(r.srutfacturar, f.customerRut),
      ),
    );
  }
  if (f.nidra) conditions.push(eq(r.nidra, f.nidra));
  conditions.push(personCondition(f.sender, r.srutremitente, r.snomremitente));
  conditions.push(personCondition(f.recipient, r.srutdestinatario, r.snomdestinatario));
  if (f.via) conditions.push(eq(r.sviadespacho, f.via));
  if (f.paymentCondition) conditions.push(eq(r.scondicionpago, f.paymentCondition));
  if (f.unpriced) conditions.push(inArray(r.scodestado, [...PENDING_DISPATCH_STATES]), withoutTariffPrice);
  if (f.documentType || f.documentId) {
    const d = associatedDocuments;
    const matches = and(
      eq(d.nidra, r.nidra),
      f.documentType ? eq(d.scodtipodocumento, f.documentType) : undefined,
      f.documentId ? eq(d.sidentificadordocumento, f.documentId) : undefined,
    );
    conditions.push(sql`exists (select 1 from ${d} where ${matches})`);
  }
  return and(...conditions);
}

const stateNames = sql<string>`coalesce((select ${parameters.sdeslargo01} from ${parameters} where ${parameters.sgrupo} = ${g.raState} and ${parameters.scodparametro01} = ${receptions.scodestado}), ${receptions.scodestado})`;
const viaNames = sql<string>`coalesce((select ${parameters.sdeslargo01} from ${parameters} where ${parameters.sgrupo} = ${g.via} and ${parameters.scodparametro01} = ${receptions.sviadespacho}), ${receptions.sviadespacho})`;

export const raListColumns = {
  nidra: receptions.nidra,
  scodestado: receptions.scodestado,
  sdesestado: stateNames,
  dfecrecepcion: receptions.dfecrecepcion,
  scodoficinaorigen: receptions.scodoficinaorigen,
  scodoficinadestino: receptions.scodoficinadestino,
  scodbodegaorigen: receptions.scodbodegaorigen,
  scodbodegadestino: receptions.scodbodegadestino,
  srutremitente: receptions.srutremitente,
  snomremitente: receptions.snomremitente,
  srutdestinatario: receptions.srutdestinatario,
  snomdestinatario: receptions.snomdestinatario,
  sviadespacho: receptions.sviadespacho,
  sdesviadespacho: viaNames,
  ncantidadbultos: receptions.ncantidadbultos,
  ncantidadadjuntos: receptions.ncantidadadjuntos,
  nvolumenm3: receptions.nvolumenm3,
  npesobrutokg: receptions.npesobrutokg,
};

/** What a row of every RA list reads: the RA's columns, its descriptions and its payment state. */
export const listItemColumns = { ...raListColumns, ...paymentListColumns };

/** A row of `listItemColumns`, as Drizzle returns it. */
interface RaListRow extends Omit<RaListItem, 'dfecrecepcion' | 'sdescondicionpago' | 'sdesestadopago'> {
  dfecrecepcion: Date;
}

/**
 * A row of `listItemColumns` as the API sends it, written out key by key: a spread of the row's 20
 * columns followed by the two new names cost 2 µs a row (V8 takes its slow path for a spread that adds
 * keys), a tenth of the server's time on a list page (profile of Recepciones page 1, 2026-11-30).
 */
export function toRaListItem(row: RaListRow): RaListItem {
  const payment = describePayment(row);
  return {
    nidra: row.nidra,
    scodestado: row.scodestado,
    sdesestado: row.sdesestado,
    dfecrecepcion: row.dfecrecepcion.toISOString(),
    scodoficinaorigen: row.scodoficinaorigen,
    scodoficinadestino: row.scodoficinadestino,
    scodbodegaorigen: row.scodbodegaorigen,
    scodbodegadestino: row.scodbodegadestino,
    srutremitente: row.srutremitente,
    snomremitente: row.snomremitente,
    srutdestinatario: row.srutdestinatario,
    snomdestinatario: row.snomdestinatario,
    sviadespacho: row.sviadespacho,
    sdesviadespacho: row.sdesviadespacho,
    ncantidadbultos: row.ncantidadbultos,
    ncantidadadjuntos: row.ncantidadadjuntos,
    nvolumenm3: row.nvolumenm3,
    npesobrutokg: row.npesobrutokg,
    scondicionpago: payment.scondicionpago,
    sdescondicionpago: payment.sdescondicionpago,
    scodestadopago: payment.scodestadopago,
    sdesestadopago: payment.sdesestadopago,
  };
}

/**
 * Lists reach the newest 10,000 matches (1,000 pages): counting or skipping further costs a scan of an
 * office's whole history at a million RAs, and nobody pages that deep; narrower filters reach older RAs.
 */
export const RA_LIST_CAP = 10_000;

/** Whether the sender or recipient filter searches a RUT few enough RAs have to sort them (personSearch). */
const searchesRut = (f: RaFilters) =>
  [f.sender, f.recipient].some((p) => typeof p === 'object' && p !== null && p.rutSelective !== undefined);

/** Where a page starts and ends: numbers, or the slots of a prepared statement. */
interface PageWindow {
  limit: number | Placeholder;
  offset: number | Placeholder;
  /** limit + offset: how far each of a customer's index walks reads. */
  reach: number | Placeholder;
}

/**
 * The ids of a filter's page and its capped count. A customer's RAs ('Mis cargas': sender, recipient or
 * billing party) are the union of three index walks, each newest first on (RUT, nidra): an OR of the three
 * made PostgreSQL read every RA of the customer from the table to sort them and count them (issue 15).
 */
function pageIds(db: Db, filters: RaFilters, { limit, offset, reach }: PageWindow) {
  const r = receptions;
  if (!filters.customerRut) {
    const where = raConditions(filters);
    // A RUT search is sorted by `nidra + 0`, which no index holds: walking the primary key newest first,
    // PostgreSQL bet it would meet ten of a RUT's few hundred RAs soon, and read all million when the RUT
    // sends from other offices (6 s, 2026-11-27). Now it finds them by the RUT index and sorts those; a
    // rare name's few hundred likewise, by the name's index.
    const sorted = searchesRut(filters) || byRareName(filters);
    const newestFirst = sorted ? sql`${r.nidra} + 0 desc` : desc(r.nidra);
    const ids = db
      .select({ nidra: r.nidra })
      .from(r)
      .where(where)
      .orderBy(newestFirst)
      .limit(limit)
      .offset(offset);
    const capped = db.select({ one: sql`1` }).from(r).where(where).limit(RA_LIST_CAP).as('capped');
    return { ids: sql`${ids}`, count: db.select({ n: count() }).from(capped) };
  }
  const rest = raConditions({ ...filters, customerRut: undefined });
  const rut = filters.customerRut;
  const branch = (column: AnyPgColumn, n: number | Placeholder) =>
    db
      .select({ nidra: r.nidra })
      .from(r)
      .where(and(eq(column, rut), rest))
      .orderBy(desc(r.nidra))
      .limit(n);
  const union = (n: number | Placeholder) =>
    sql`(${branch(r.srutremitente, n)}) union (${branch(r.srutdestinatario, n)}) union (${branch(r.srutfacturar, n)})`;
  // The count as three disjoint parts, each read from its index alone up to the cap: the customer as sender,
  // as recipient but not sender, as billing party but neither (the indexes hold the parties before them,
  // migration 0053). Hashing the three walks together to count them cost 5× as much at 5,000 RAs.
  const not = (column: AnyPgColumn) => sql`${column} is distinct from ${rut}`;
  const part = (column: AnyPgColumn, ...others: SQL[]) =>
    sql`(select count(*) from (${db
      .select({ one: sql`1` })
      .from(r)
      .where(and(eq(column, rut), ...others, rest))
      .limit(RA_LIST_CAP)}) part)`;
  const parts = sql<number>`${part(r.srutremitente)} + ${part(r.srutdestinatario, not(r.srutremitente))} + ${part(
    r.srutfacturar,
    not(r.srutremitente),
    not(r.srutdestinatario),
  )}`;
  return {
    ids: sql`select nidra from (${union(reach)}) mine order by nidra desc limit ${limit}${offset ? sql` offset ${offset}` : sql``}`,
    count: sql`select ${parts} as n`,
  };
}

/** A page's statement (its rows and its count in one) and the count alone. */
function pageStatement(db: Db, filters: RaFilters, window: PageWindow) {
  const { ids, count: cappedCount } = pageIds(db, filters, window);
  // The page count: from the counters when only the route and the state filter (issue 15: the capped count
  // read up to 10,000 index entries on every page), otherwise counted up to the cap.
  const total: CountQuery = onlyRouteFilters(filters)
    ? countersQuery(db, routeConditions(filters, raCounters))
    : cappedCount;
  // The page's ids first (an index walk), then only those rows are read and described; the count rides
  // along as an uncorrelated subquery (computed once), so a page is one statement. The payment state
  // (issue 33) is described for the page's rows only.
  const query = db
    .select({ ...listItemColumns, ntotalfilas: totalColumn(total) })
    .from(receptions)
    .where(sql`${receptions.nidra} in (${ids})`)
    .orderBy(desc(receptions.nidra));
  return { query, total };
}

/** One page of RAs, newest first, with the page count: the one shape of every RA list. */
export async function pageRas(db: Db, filters: RaFilters, page: number) {
  const { limit, offset } = pageWindow(Math.min(page, RA_LIST_CAP / RA_PAGE_SIZE), RA_PAGE_SIZE);
  const window = { limit, offset, reach: limit + offset };
  // Built once per shape of the filter and prepared (db/prepared.ts). A page past the end counts alone,
  // with the same search (its frequent words apart).
  const searched = await searchingPersons(db, filters);
  const found = await preparedPage(db, searched, window);
  const { rows, total: matches } = await withoutTotal(
    db,
    { rows: found, offset },
    () => pageStatement(db, searched, window).total,
  );
  const raList: RaListItem[] = rows.map(toRaListItem);
  return { raList, totalPaginas: totalPages(Math.min(matches, RA_LIST_CAP), RA_PAGE_SIZE) };
}

/**
 * A search by sender or recipient as what it searches (a RUT pattern, the name's words, the frequent ones
 * apart: person-search.ts), so that its values take slots like any other filter's and the text typed
 * decides only the statement's shape.
 */
async function searchingPersons(db: Db, filters: RaFilters): Promise<RaFilters> {
  if (!filters.sender && !filters.recipient) return filters;
  const frequent = await frequentNameWords(db);
  return {
    ...filters,
    sender: personSearch(filters.sender, frequent.sender),
    recipient: personSearch(filters.recipient, frequent.recipient),
  };
}

function preparedPage(db: Db, filters: RaFilters, window: { limit: number; offset: number; reach: number }) {
  const { template, values, shape } = slotted(filters);
  // The page size in the text and the offset only past the first page (paginate.ts): so PostgreSQL keeps
  // one plan for the first pages instead of planning each again.
  const page = preparedWindow(window);
  const later = window.offset > 0;
  const slots = { limit: page.limit, offset: page.offset, reach: later ? slot('reach') : page.limit };
  // A RUT prefix matches a few hundred RAs of a million: only a plan made for its value finds them by the
  // RUT index; a generic one reads the office's RAs newest first (runPrepared).
  const byRut = searchesRut(filters);
  return runPrepared(
    db,
    `ras:${shape}|${page.shape}`,
    { ...values, ...page.values, ...(later && { reach: window.reach }) },
    () => pageStatement(db, template, slots).query,
    { planWithValues: byRut },
  );
}

/** Count, weight and volume of RAs per state (the preparation summary). */
export function summarizeByState(db: Db | Tx, filters: RaFilters) {
  return db
    .select({
      estado: receptions.scodestado,
      cantidad: sql<number>`count(*)::int`,
      pesoKg: sql<number>`coalesce(sum(${receptions.npesobrutokg}), 0)::float8`,
      volumenM3: sql<number>`coalesce(sum(${receptions.nvolumenm3}), 0)::float8`,
    })
    .from(receptions)
    .where(raConditions(filters))
    .groupBy(receptions.scodestado)
    .orderBy(receptions.scodestado);
}
