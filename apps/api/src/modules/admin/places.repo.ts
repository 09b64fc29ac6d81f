import { ADMIN_PAGE_SIZE } from '@carga/domain';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { offices, users, warehouses } from '../../db/schema.ts';
import { likeEscape } from '../../db/sql-helpers.ts';

// Offices and warehouses have the same shape (code, name, address, active) and the same screens.

/** An office or a warehouse, under neutral names; the service answers the spec's names. */
export interface PlaceRow {
  code: string;
  name: string;
  address: string;
  active: string;
}

export interface PlaceFilters {
  nombre?: string;
  activo?: string;
}

interface PlaceTable {
  table: PgTable;
  code: PgColumn;
  name: PgColumn;
  address: PgColumn;
  active: PgColumn;
  /** The users' column that lists the codes they work at. */
  userCodes: PgColumn;
  insert(db: Db | Tx, row: PlaceRow): Promise<void>;
  update(db: Db | Tx, code: string, row: Omit<PlaceRow, 'code'>): Promise<number>;
}

export const officeTable: PlaceTable = {
  table: offices,
  code: offices.scodoficina,
  name: offices.snomoficina,
  address: offices.sdireccion,
  active: offices.sindactivo,
  userCodes: users.oficinas,
  async insert(db, row) {
    await db.insert(offices).values({
      scodoficina: row.code,
      snomoficina: row.name,
      sdireccion: row.address,
      sindactivo: row.active,
    });
  },
  async update(db, code, row) {
    const updated = await db
      .update(offices)
      .set({ snomoficina: row.name, sdireccion: row.address, sindactivo: row.active })
      .where(eq(offices.scodoficina, code))
      .returning({ code: offices.scodoficina });
    return updated.length;
  },
};

export const warehouseTable: PlaceTable = {
  table: warehouses,
  code: warehouses.scodbodega,
  name: warehouses.snombodega,
  address: warehouses.sdireccion,
  active: warehouses.sindactivo,
  userCodes: users.bodegas,
  async insert(db, row) {
    await db.insert(warehouses).values({
      scodbodega: row.code,
      snombodega: row.name,
      sdireccion: row.address,
      sindactivo: row.active,
    });
  },
  async update(db, code, row) {
    const updated = await db
      .update(warehouses)
      .set({ snombodega: row.name, sdireccion: row.address, sindactivo: row.active })
      .where(eq(warehouses.scodbodega, code))
      .returning({ code: warehouses.scodbodega });
    return updated.length;
  },
};

const columnsOf = (t: PlaceTable) => ({
  code: sql<string>`${t.code}`,
  name: sql<string>`${t.name}`,
  address: sql<string>`${t.address}`,
  active: sql<string>`${t.active}`,
});

export async function pagePlaces(db: Db | Tx, t: PlaceTable, filters: PlaceFilters, page: number) {
  const text = filters.nombre ? `%${likeEscape(filters.nombre)}%` : undefined;
  const conditions: Array<SQL | undefined> = [
    text ? or(ilike(t.code, text), ilike(t.name, text)) : undefined,
    filters.activo ? eq(t.active, filters.activo) : undefined,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page, ADMIN_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db.select(columnsOf(t)).from(t.table).where(where).orderBy(asc(t.code)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t.table).where(where),
  ]);
  return { rows: rows as PlaceRow[], totalPaginas: totalPages(Number(total.n), ADMIN_PAGE_SIZE) };
}

export async function findPlace(db: Db | Tx, t: PlaceTable, code: string): Promise<PlaceRow | undefined> {
  const [row] = await db.select(columnsOf(t)).from(t.table).where(eq(t.code, code));
  return row as PlaceRow | undefined;
}

/** How many users (active or not) work at this office or warehouse. */
export async function countUsersAt(db: Db | Tx, t: PlaceTable, code: string) {
  const [row] = await db.select({ n: count() }).from(users).where(sql`${code} = any(${t.userCodes})`);
  return Number(row.n);
}
