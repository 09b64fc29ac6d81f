import type { AddressDetail, AddressListItem } from '@carga/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { clientConditions } from '../../core/reference/conditions.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { cities, clientAddresses, clients, regions } from '../../db/schema.ts';
import { countOf, one } from '../../db/sql-helpers.ts';

const a = clientAddresses;

/** 'calle numeración, resto', leaving out what is empty (a new address is only a shell). */
export function formatAddress(row: { scalle: string; snumeracion: string; srestodireccion: string }) {
  const street = [row.scalle, row.snumeracion].filter(Boolean).join(' ');
  return [street, row.srestodireccion].filter(Boolean).join(', ');
}

const listColumns = {
  nidcliente: a.nidcliente,
  niddireccion: a.niddireccion,
  srutcliente: clients.srutcliente,
  snombrecorto: clients.snombrecorto,
  scalle: a.scalle,
  snumeracion: a.snumeracion,
  srestodireccion: a.srestodireccion,
  sdescomuna: sql<string>`coalesce(${cities.snomciudad}, '')`,
};

/** One page of addresses, by the client's short name, then in the order they were made. */
export async function pageAddresses(
  db: Db | Tx,
  f: { rut?: string; nombre?: string },
  page: number,
  pageSize: number,
) {
  const where = and(...clientConditions(f));
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(a)
      .innerJoin(clients, eq(clients.nidcliente, a.nidcliente))
      .leftJoin(cities, eq(cities.scodciudad, a.scodcomuna))
      .where(where)
      .orderBy(sql`${clients.snombrecorto} collate "und-x-icu"`, a.niddireccion)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(a).innerJoin(clients, eq(clients.nidcliente, a.nidcliente)).where(where),
  ]);
  const list: AddressListItem[] = rows.map(({ scalle, snumeracion, srestodireccion, ...row }) => ({
    ...row,
    sdireccion: formatAddress({ scalle, snumeracion, srestodireccion }),
  }));
  return { list, totalPaginas: totalPages(countOf(totals), pageSize) };
}

export async function findAddress(
  db: Db | Tx,
  nidcliente: number,
  niddireccion: number,
): Promise<AddressDetail | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      sindentrega: a.sindentrega,
      sindretiro: a.sindretiro,
      sindfacturacion: a.sindfacturacion,
      scodpostal: a.scodpostal,
      scodregion: sql<string>`coalesce(${cities.scodregion}, '')`,
      sdesregion: sql<string>`coalesce(${regions.snomregion}, '')`,
      scodcomuna: sql<string>`coalesce(${a.scodcomuna}, '')`,
      sindactivo: a.sindactivo,
    })
    .from(a)
    .innerJoin(clients, eq(clients.nidcliente, a.nidcliente))
    .leftJoin(cities, eq(cities.scodciudad, a.scodcomuna))
    .leftJoin(regions, eq(regions.scodregion, cities.scodregion))
    .where(and(eq(a.nidcliente, nidcliente), eq(a.niddireccion, niddireccion)));
  return row && { ...row, sdireccion: formatAddress(row) };
}

/** The shell of 'Nueva dirección': the table's defaults (flags N, active S, postal code '0'). */
export async function insertAddressShell(db: Db | Tx, nidcliente: number) {
  const rows = await db.insert(a).values({ nidcliente }).returning({ niddireccion: a.niddireccion });
  return one(rows, 'insertAddressShell').niddireccion;
}

export async function updateAddress(
  db: Db | Tx,
  niddireccion: number,
  values: Partial<typeof clientAddresses.$inferInsert>,
) {
  await db.update(a).set(values).where(eq(a.niddireccion, niddireccion));
}
