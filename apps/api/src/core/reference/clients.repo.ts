import type { ClientDetail } from '@carga/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { clientAddresses, clients, tariffs } from '../../db/schema.ts';
import { countOf, one } from '../../db/sql-helpers.ts';
import { clientConditions, representativeTariff } from './conditions.repo.ts';

export interface ClientFilters {
  rut?: string;
  nombre?: string;
  cliente?: string;
  clienteCourier?: string;
  proveedorExterno?: string;
  proveedorInterno?: string;
}

const flagCondition = (column: AnyPgColumn, value: string | undefined) =>
  value ? eq(column, value) : undefined;

// Counted per row of the page only: one subquery each on an indexed column, no N+1. The conditions
// go through eq(): Drizzle strips the table from bare columns in a one-table select list, which would
// turn the correlation into 'nidcliente = nidcliente'.
const addressCount = sql<number>`(select count(*) from ${clientAddresses} where ${eq(clientAddresses.nidcliente, clients.nidcliente)})::int`;
/** Tariffs as the Tarifas list shows them: one per key, whatever its history. */
const tariffCount = sql<number>`(select count(*) from ${tariffs} where ${and(eq(tariffs.nidcliente, clients.nidcliente), representativeTariff)})::int`;

const detailColumns = {
  nidcliente: clients.nidcliente,
  srutcliente: clients.srutcliente,
  snombrecliente: clients.snombrecliente,
  snombrecorto: clients.snombrecorto,
  sindclientecontr: clients.sindclientecontr,
  sindclientecouri: clients.sindclientecouri,
  sindproveedor: clients.sindproveedor,
  sindproveedorint: clients.sindproveedorint,
  sindfacturacion: clients.sindfacturacion,
  srutfacturacion: sql<string>`coalesce(${clients.srutfacturacion}, '')`,
  sidfactura: sql<string>`coalesce(${clients.sidfactura}, '')`,
  sprefijotelefono: sql<string>`coalesce(${clients.sprefijotelefono}, '')`,
  stelefono: sql<string>`coalesce(${clients.stelefono}, '')`,
  sterminoenvio: sql<string>`coalesce(${clients.sterminoenvio}, '')`,
  stipoentrega: sql<string>`coalesce(${clients.stipoentrega}, '')`,
  sindactivo: clients.sindactivo,
  semail: sql<string>`coalesce(${clients.semail}, '')`,
  sindnotificar: clients.sindnotificar,
  ncantidaddirecciones: addressCount,
  ncantidadtarifas: tariffCount,
};

/** The clients a filter matches (the list and its export). */
export const clientWhere = (f: ClientFilters) =>
  and(
    ...clientConditions(f),
    flagCondition(clients.sindclientecontr, f.cliente),
    flagCondition(clients.sindclientecouri, f.clienteCourier),
    flagCondition(clients.sindproveedor, f.proveedorExterno),
    flagCondition(clients.sindproveedorint, f.proveedorInterno),
  );

/** By name in Spanish order, then id: the list's order, and the export's key. */
export const clientName = sql`${clients.snombrecliente} collate "und-x-icu"`;

/** The clients matching `where` in the list's order, described as the list shows them. */
export const selectClients = (db: Db | Tx, where: SQL | undefined) =>
  db.select(detailColumns).from(clients).where(where).orderBy(clientName, clients.nidcliente);

/** One page of clients and suppliers, by name in Spanish order. */
export async function pageClients(db: Db | Tx, f: ClientFilters, page: number, pageSize: number) {
  const where = clientWhere(f);
  const { limit, offset } = pageWindow(page, pageSize);
  const [list, totals] = await Promise.all([
    selectClients(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { list: list as ClientDetail[], totalPaginas: totalPages(countOf(totals), pageSize) };
}

export async function findClientDetail(db: Db | Tx, nidcliente: number): Promise<ClientDetail | undefined> {
  const [row] = await db.select(detailColumns).from(clients).where(eq(clients.nidcliente, nidcliente));
  return row as ClientDetail | undefined;
}

export async function findClientByRut(db: Db | Tx, srutcliente: string) {
  const [row] = await db.select().from(clients).where(eq(clients.srutcliente, srutcliente));
  return row;
}

export async function findClientById(db: Db | Tx, nidcliente: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(clients).where(eq(clients.nidcliente, nidcliente));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export type ClientValues = Omit<typeof clients.$inferInsert, 'nidcliente' | 'dfeccreacion'>;

export async function insertClient(db: Db | Tx, values: ClientValues) {
  const rows = await db.insert(clients).values(values).returning({ nidcliente: clients.nidcliente });
  return one(rows, 'insertClient').nidcliente;
}

export async function updateClient(db: Db | Tx, nidcliente: number, values: Partial<ClientValues>) {
  await db.update(clients).set(values).where(eq(clients.nidcliente, nidcliente));
}
