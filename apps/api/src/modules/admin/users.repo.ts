import type { UserDetail } from '@carga/domain';
import { ADMIN_PAGE_SIZE } from '@carga/domain';
import { and, asc, count, eq, gt, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { principalColumns } from '../../core/caller.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { offices, userSessions, users, warehouses } from '../../db/schema.ts';
import { countOf, likeEscape, one } from '../../db/sql-helpers.ts';

/** The columns a screen may see: never the password hash. */
const summaryColumns = { ...principalColumns, sindactivo: users.sindactivo };

export interface UserFilters {
  usuario?: string;
  nombre?: string;
  activo?: string;
}

export async function pageUsers(db: Db | Tx, filters: UserFilters, page: number) {
  const conditions: Array<SQL | undefined> = [
    filters.usuario ? ilike(users.susuario, `%${likeEscape(filters.usuario)}%`) : undefined,
    filters.nombre ? ilike(users.snombre, `%${likeEscape(filters.nombre)}%`) : undefined,
    filters.activo ? eq(users.sindactivo, filters.activo) : undefined,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page, ADMIN_PAGE_SIZE);
  const [list, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.susuario))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list, totalPaginas: totalPages(countOf(totals), ADMIN_PAGE_SIZE) };
}

export async function findUser(db: Db | Tx, nidusuario: number) {
  const [row] = await db
    .select({ ...summaryColumns, dfeccreacion: users.dfeccreacion })
    .from(users)
    .where(eq(users.nidusuario, nidusuario));
  return row;
}

/** Sessions that can still be refreshed: not revoked and not expired. */
export async function countActiveSessions(db: Db | Tx, nidusuario: number) {
  const rows = await db
    .select({ n: count() })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.nidusuario, nidusuario),
        isNull(userSessions.drevocada),
        gt(userSessions.dexpira, new Date()),
      ),
    );
  return countOf(rows);
}

export async function userDetail(db: Db | Tx, nidusuario: number): Promise<UserDetail | undefined> {
  const row = await findUser(db, nidusuario);
  if (!row) return undefined;
  return {
    ...row,
    dfeccreacion: row.dfeccreacion.toISOString(),
    nsesionesactivas: await countActiveSessions(db, nidusuario),
  };
}

export async function insertUser(tx: Db | Tx, values: typeof users.$inferInsert) {
  const rows = await tx.insert(users).values(values).returning({ nidusuario: users.nidusuario });
  return one(rows, 'insertUser').nidusuario;
}

export async function updateUser(
  tx: Db | Tx,
  nidusuario: number,
  values: Partial<Omit<typeof users.$inferInsert, 'nidusuario' | 'susuario'>>,
) {
  await tx.update(users).set(values).where(eq(users.nidusuario, nidusuario));
}

/** Signs the user out everywhere: every refresh token and access token of theirs stops working. */
export async function revokeAllSessions(tx: Db | Tx, nidusuario: number) {
  await tx
    .update(userSessions)
    .set({ drevocada: new Date() })
    .where(and(eq(userSessions.nidusuario, nidusuario), isNull(userSessions.drevocada)));
}

/** Which of these office codes exist (and are active, when asked). */
export async function existingOffices(db: Db | Tx, codes: string[], activeOnly: boolean) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: offices.scodoficina })
    .from(offices)
    .where(and(inArray(offices.scodoficina, codes), activeOnly ? eq(offices.sindactivo, 'S') : undefined));
  return rows.map((r) => r.code);
}

export async function existingWarehouses(db: Db | Tx, codes: string[], activeOnly: boolean) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: warehouses.scodbodega })
    .from(warehouses)
    .where(
      and(inArray(warehouses.scodbodega, codes), activeOnly ? eq(warehouses.sindactivo, 'S') : undefined),
    );
  return rows.map((r) => r.code);
}
