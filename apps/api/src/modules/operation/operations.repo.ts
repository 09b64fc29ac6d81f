import type { OperationItem } from '@carga/domain';
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, runPreparedPage, totalColumn, totalPages, withoutTotal } from '../../db/paginate.ts';
import { extend } from '../../db/row-mapper.ts';
import {
  clients,
  operationCosts,
  operationSaleChanges,
  operations,
  parameters,
  warehouses,
} from '../../db/schema.ts';
import { inIds, one } from '../../db/sql-helpers.ts';
import { countForExport } from '../../reports/xlsx/export-route.ts';
import { computeSales, computeSaleTotals } from './sales.ts';

const o = operations;

export type OperationRow = typeof operations.$inferSelect;
export type OperationValues = Omit<typeof operations.$inferInsert, 'nidoperacion' | 'dfhocreacion'>;

export async function findOperation(
  db: Db | Tx,
  nidoperacion: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(o).where(eq(o.nidoperacion, nidoperacion));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as OperationRow | undefined;
}

export async function insertOperation(db: Db | Tx, values: OperationValues) {
  const rows = await db.insert(o).values(values).returning({ nidoperacion: o.nidoperacion });
  return one(rows, 'insertOperation').nidoperacion;
}

export async function updateOperation(db: Db | Tx, nidoperacion: number, values: Partial<OperationValues>) {
  await db.update(o).set(values).where(eq(o.nidoperacion, nidoperacion));
}

export interface OperationFilters {
  /** The origin warehouses the caller may see. */
  originWarehouses: string[];
  nidoperacion?: number;
  destinationWarehouse?: string;
  via?: string;
  state?: string;
}

const via = alias(parameters, 'param_via');
const equipment = alias(parameters, 'param_equipo');
const modality = alias(parameters, 'param_modalidad');

/** The provider of the operation's first cost (by creation), or ''. */
const firstProvider = sql<string>`coalesce((
  select ${clients.snombrecorto} from ${operationCosts}
  join ${clients} on ${clients.nidcliente} = ${operationCosts.nidproveedor}
  where ${operationCosts.nidoperacion} = ${o.nidoperacion}
  order by ${operationCosts.nidcosto} limit 1), '')`;
/** The sum of its costs, kept with the operation (migration 0029). */
const totalCost = sql<number>`${o.ncostototal}::float8`;

/** The sale total kept with the operation, and whether a change it depends on is pending (to compute). */
export interface StoredSale {
  nventa: number | null;
  ventapendiente: boolean;
}

/**
 * Select `ventapendiente: salePending` beside `nventa: o.nventa` wherever a list shows the sale. The outer
 * column is written qualified: Drizzle leaves columns unqualified in a one-table select, and there
 * `nidoperacion` would name the subquery's own column.
 */
export const salePending = sql<boolean>`exists (select 1 from ${operationSaleChanges} c where c.nidoperacion = "operacion"."nidoperacion")`;

type ComputeSale = (db: Db | Tx, nidoperacion: number) => Promise<number>;
const computeSale: ComputeSale = async (db, nidoperacion) =>
  (await computeSales(db, nidoperacion)).resumen.totalVenta;

/**
 * Computes an operation's sale and keeps it, unless another transaction holds the operation's row (another
 * reader or server keeping it, a cost being saved): then answers undefined at once, without waiting (issue
 * 31). The row is taken `for no key update skip locked`; a scan only inserts into `venta_operacion_cambio`
 * and never waits for it. The changes seen are deleted before computing, so the sale holds all of them; a
 * change committed later keeps its row and is computed again.
 */
export async function keepSale(db: Db, nidoperacion: number, compute: ComputeSale = computeSale) {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: o.nidoperacion })
      .from(o)
      .where(eq(o.nidoperacion, nidoperacion))
      .for('no key update', { skipLocked: true });
    if (held.length === 0) return undefined;
    await tx.delete(operationSaleChanges).where(eq(operationSaleChanges.nidoperacion, nidoperacion));
    const total = await compute(tx, nidoperacion);
    await tx.update(o).set({ nventa: total }).where(eq(o.nidoperacion, nidoperacion));
    return total;
  });
}

type ComputeTotals = (db: Db | Tx, ids: number[]) => Promise<Map<number, number>>;

/**
 * `keepSale` for several operations in one transaction (issue 31): the rows nobody holds are taken (in id
 * order, skip locked), their changes deleted, their sales computed together and kept; the others are
 * computed on the fly after it. Never waits on a scan nor on another reader.
 */
async function keepSales(db: Db, ids: number[], compute: ComputeTotals) {
  const totals = new Map<number, number>();
  for (let at = 0; at < ids.length; at += SALES_AT_ONCE)
    for (const [id, total] of await keepSalesOf(db, ids.slice(at, at + SALES_AT_ONCE), compute))
      totals.set(id, total);
  return totals;
}

/**
 * How many operations' sales `keepSales` computes in one transaction: a fresh database (or a long
 * outage of the fold) leaves every operation pending, and Gestión's two years then asked for a million
 * RAs' prices at once, holding every row to the end.
 */
const SALES_AT_ONCE = 100;

async function keepSalesOf(db: Db, ids: number[], compute: ComputeTotals) {
  const kept = await db.transaction(async (tx) => {
    const held = (
      await tx
        .select({ id: o.nidoperacion })
        .from(o)
        .where(inIds(o.nidoperacion, ids))
        .orderBy(asc(o.nidoperacion))
        .for('no key update', { skipLocked: true })
    ).map((row) => row.id);
    if (held.length === 0) return new Map<number, number>();
    await tx.delete(operationSaleChanges).where(inIds(operationSaleChanges.nidoperacion, held));
    const totals = await compute(tx, held);
    const values = held.map((id) => sql`(${id}::int, ${totals.get(id) ?? 0}::float8)`);
    await tx.execute(sql`update ${o} set nventa = v.nventa
      from (values ${sql.join(values, sql`, `)}) v(id, nventa) where ${o.nidoperacion} = v.id`);
    return totals;
  });
  const rest = ids.filter((id) => !kept.has(id));
  const fresh = rest.length > 0 ? await compute(db, rest) : new Map<number, number>();
  return new Map([...kept, ...fresh]);
}

/**
 * The sales a reader shows of operations whose kept sale is pending: kept as `keepSales` does, or computed
 * on the fly where another transaction holds the operation. One computation per operation at a time in
 * this process (issue 31): with scans in the mix every Ventas chart and Operaciones page found the same
 * operations pending and computed each again, side by side. A reader that comes while an operation's sale
 * is being computed takes that computation's answer; a change committed after the computation read the
 * changes stays pending and is computed by the next reader.
 */
export async function salesNow(
  db: Db,
  ids: number[],
  compute: ComputeTotals = computeSaleTotals,
): Promise<Map<number, number>> {
  let flights = salesInFlight.get(db);
  if (!flights) {
    flights = new Map();
    salesInFlight.set(db, flights);
  }
  const answers = new Map<number, number>();
  const joined: Array<Promise<unknown>> = [];
  const mine: number[] = [];
  for (const id of new Set(ids)) {
    const running = flights.get(id);
    if (running) joined.push(running.then((total) => answers.set(id, total)));
    else mine.push(id);
  }
  if (mine.length > 0) {
    const group = keepSales(db, mine, compute);
    for (const id of mine) {
      const flight = group.then((totals) => totals.get(id) ?? 0);
      flights.set(id, flight);
      const own = flights;
      void flight
        .finally(() => {
          if (own.get(id) === flight) own.delete(id);
        })
        .catch(() => {});
    }
    for (const [id, total] of await group) answers.set(id, total);
  }
  await Promise.all(joined);
  return answers;
}

/** One operation's sale as `salesNow` gives it. */
export async function saleNow(db: Db, nidoperacion: number, compute: ComputeSale = computeSale) {
  const one = async (on: Db | Tx, ids: number[]) =>
    new Map(await Promise.all(ids.map(async (id) => [id, await compute(on, id)] as const)));
  return (await salesNow(db, [nidoperacion], one)).get(nidoperacion) ?? 0;
}

const salesInFlight = new WeakMap<Db, Map<number, Promise<number>>>();

/**
 * The periodic compaction: keeps the sale of the operations with changes pending, or never kept, that no
 * reader showed since (at most `limit` a run), each as `keepSale` (skipped when held).
 */
export async function compactSaleChanges(db: Db, limit = 200, compute: ComputeSale = computeSale) {
  const { rows } = (await db.execute(sql`
    select nidoperacion from (
      select nidoperacion from ${operationSaleChanges}
      union select ${o.nidoperacion} from ${o} where ${o.nventa} is null
    ) due order by nidoperacion limit ${limit}`)) as unknown as { rows: Array<{ nidoperacion: number }> };
  for (const { nidoperacion } of rows) await keepSale(db, nidoperacion, compute);
  return rows.length;
}

/** The operations a filter matches (the list and its export). */
export const operationWhere = (f: OperationFilters) =>
  and(
    f.originWarehouses.length ? inArray(o.scodbodegaorigen, f.originWarehouses) : sql`false`,
    f.nidoperacion ? eq(o.nidoperacion, f.nidoperacion) : undefined,
    f.destinationWarehouse ? eq(o.scodbodegadestino, f.destinationWarehouse) : undefined,
    f.via ? eq(o.scodigovia, f.via) : undefined,
    f.state ? eq(o.sestado, f.state) : undefined,
  ) as SQL;

/** The operations matching `where`, newest first, described as the list shows them. */
export const selectOperations = <X extends Record<string, SQL> = Record<never, never>>(
  db: Db | Tx,
  where: SQL,
  extra?: X,
) =>
  db
    .select({
      ...(extra as X),
      nidoperacion: o.nidoperacion,
      sdescripcion: o.sdescripcion,
      sdesestado: o.sestado,
      svia: sql<string>`coalesce(${via.sdeslargo01}, ${o.scodigovia})`,
      scodigovia: o.scodigovia,
      nidusuario: o.nidusuario,
      dfhocreacion: o.dfhocreacion,
      snomproveedor: firstProvider,
      scodtipoequipo: o.scodtipoequipo,
      sdesunidadtransportadora: sql<string>`coalesce(${equipment.sdeslargo01}, ${o.scodtipoequipo})`,
      ncostooperacion: totalCost,
      smodalidadenvio: sql<string>`coalesce(${modality.sdeslargo01}, ${o.scodmodalidadenvio})`,
      scodmodalidadenvio: o.scodmodalidadenvio,
      scodbodegaorigen: o.scodbodegaorigen,
      scodbodegadestino: o.scodbodegadestino,
      snombodegadestino: sql<string>`coalesce(${warehouses.snombodega}, ${o.scodbodegadestino})`,
      nidclientecargafull: o.nidclientecargafull,
      srutclientecargafull: sql<string>`coalesce(${clients.srutcliente}, '')`,
      srutclientefull: o.srutclientefull,
      snombrecorto: sql<string>`coalesce(${clients.snombrecorto}, '')`,
      nventa: o.nventa,
      ventapendiente: salePending,
    })
    .from(o)
    .leftJoin(via, and(eq(via.sgrupo, g.via), eq(via.scodparametro01, o.scodigovia)))
    .leftJoin(
      equipment,
      and(eq(equipment.sgrupo, g.equipmentType), eq(equipment.scodparametro01, o.scodtipoequipo)),
    )
    .leftJoin(
      modality,
      and(eq(modality.sgrupo, g.modality), eq(modality.scodparametro01, o.scodmodalidadenvio)),
    )
    .leftJoin(warehouses, eq(warehouses.scodbodega, o.scodbodegadestino))
    .leftJoin(clients, eq(clients.nidcliente, o.nidclientecargafull))
    .where(where)
    .orderBy(desc(o.nidoperacion));

/** One page of operations, newest first, with their stored sale totals (the service computes the missing ones). */
export async function pageOperations(db: Db, f: OperationFilters, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  // Built once per shape of the filter (which filters, how many warehouses) and prepared: building this
  // many-join select cost the server more than running it (db/prepared.ts).
  const total = (filters: OperationFilters) =>
    db.select({ n: count() }).from(o).where(operationWhere(filters));
  const found = await runPreparedPage(db, 'operaciones', f, { limit, offset }, (template, window) =>
    selectOperations(db, operationWhere(template), { ntotalfilas: totalColumn(total(template)) })
      .limit(window.limit)
      .offset(window.offset),
  );
  const { rows, total: totalRegistros } = await withoutTotal(db, { rows: found, offset }, () => total(f));
  const list: Array<Omit<OperationItem, 'nventaoperacion'> & StoredSale> = rows.map((row) =>
    extend(row, {
      dfhocreacion: row.dfhocreacion.toISOString(),
      ncostooperacion: Number(row.ncostooperacion),
      nidclientecargafull: row.nidclientecargafull ?? 0,
      totalRegistros,
    }),
  );
  return { list, totalPaginas: totalPages(totalRegistros, pageSize) };
}

/** The equipment types with the vía each travels by (scodparametro02). */
export function listEquipment(db: Db | Tx) {
  return db
    .select({
      scodparametro01: parameters.scodparametro01,
      scodparametro02: sql<string>`coalesce(${parameters.scodparametro02}, '')`,
      sdeslargo01: parameters.sdeslargo01,
    })
    .from(parameters)
    .where(eq(parameters.sgrupo, g.equipmentType))
    .orderBy(asc(parameters.norden));
}

export async function findEquipment(db: Db | Tx, code: string) {
  const [row] = await db
    .select({ via: parameters.scodparametro02 })
    .from(parameters)
    .where(and(eq(parameters.sgrupo, g.equipmentType), eq(parameters.scodparametro01, code)));
  return row;
}

/** The operations `where` matches, counted up to one past the export cap ('Exportar'). */
export const countOperationsForExport = (db: Db, where: SQL) =>
  countForExport(db, db.select({ one: sql`1` }).from(operations).where(where));

/** The next `limit` operations of `where` older than `before` (newest first): 'Exportar''s keyset. */
export const operationsBefore = (db: Db, where: SQL, before: number | undefined, limit: number) =>
  selectOperations(db, and(where, before ? lt(operations.nidoperacion, before) : undefined) ?? where).limit(
    limit,
  );
