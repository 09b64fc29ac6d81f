import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { userSessions, users } from '../db/schema.ts';

/** The session is open and its user active. */
export const activeSession = (nidusuario: number, sidsesion: string) =>
  and(
    eq(userSessions.sidsesion, sidsesion),
    eq(userSessions.nidusuario, nidusuario),
    isNull(userSessions.drevocada),
    eq(users.sindactivo, 'S'),
  );

/** Who a user is and what they may reach: never the password hash (the request's caller, the user lists). */
export const principalColumns = {
  nidusuario: users.nidusuario,
  susuario: users.susuario,
  snombre: users.snombre,
  srut: users.srut,
  oficinas: users.oficinas,
  bodegas: users.bodegas,
  menus: users.menus,
};

/**
 * The caller of every request, with its session in one statement: only what the principal needs, never the
 * password hash nor the rest of the row (issue 15).
 */
export async function findCaller(db: Db | Tx, nidusuario: number, sidsesion: string) {
  const [row] = await db
    .select(principalColumns)
    .from(userSessions)
    .innerJoin(users, eq(users.nidusuario, userSessions.nidusuario))
    .where(activeSession(nidusuario, sidsesion));
  return row;
}
