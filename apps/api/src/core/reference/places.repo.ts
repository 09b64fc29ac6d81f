import { ADMIN_PAGE_SIZE } from '@carga/domain';
import { and, asc, count, eq, getTableName, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { offices, users, warehouses } from '../../db/schema.ts';
import { countOf, likeEscape } from '../../db/sql-helpers.ts';

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

type PlaceColumns = Record<keyof PlaceRow, string>;

/** One table's place: `keys` names its columns for code, name, address and active. */
function placeTable(
  table: typeof offices | typeof warehouses,
  keys: PlaceColumns,
  userCodes: PgColumn,
): PlaceTable {
  const column = (key: keyof PlaceRow) =>
    (table as unknown as Record<string, PgColumn>)[keys[key]] as PgColumn;
  // The neutral names to the table's own ({ name: 'x' } → { snomoficina: 'x' }).
  const values = (row: Partial<PlaceRow>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [keys[key as keyof PlaceRow], value]),
    ) as never;
  return {
    table,
    code: column('code'),
    name: column('name'),
    address: column('address'),
    active: column('active'),
    userCodes,
    async insert(db, row) {
      await db.insert(table).values(values(row));
    },
    async update(db, code, row) {
      const updated = await db
        .update(table)
        .set(values(row))
        .where(eq(column('code'), code))
        .returning({ code: column('code') });
      return updated.length;
    },
  };
}

export const officeTable = placeTable(
  offices,
  { code: 'scodoficina', name: 'snomoficina', address: 'sdireccion', active: 'sindactivo' },
  users.oficinas,
);

export const warehouseTable = placeTable(
  warehouses,
  { code: 'scodbodega', name: 'snombodega', address: 'sdireccion', active: 'sindactivo' },
  users.bodegas,
);

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
  const [rows, totals] = await Promise.all([
    db.select(columnsOf(t)).from(t.table).where(where).orderBy(asc(t.code)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t.table).where(where),
  ]);
  return { rows: rows as PlaceRow[], totalPaginas: totalPages(countOf(totals), ADMIN_PAGE_SIZE) };
}

export async function findPlace(db: Db | Tx, t: PlaceTable, code: string): Promise<PlaceRow | undefined> {
  const [row] = await runPrepared(db, `lugar:${getTableName(t.table)}`, { code }, () =>
    db
      .select(columnsOf(t))
      .from(t.table)
      .where(eq(t.code, slot('code'))),
  );
  return row as PlaceRow | undefined;
}

/** How many users (active or not) work at this office or warehouse. */
export async function countUsersAt(db: Db | Tx, t: PlaceTable, code: string) {
  const rows = await db.select({ n: count() }).from(users).where(sql`${code} = any(${t.userCodes})`);
  return countOf(rows);
}
