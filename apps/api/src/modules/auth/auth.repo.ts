import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginThrottle, userSessions, users } from '../../db/schema.ts';
import { one } from '../../db/sql-helpers.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByName(db: Db | Tx, susuario: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.susuario, susuario));
  return row;
}

/** The user behind an access token, only while both the user and the session are active. */
export async function findActiveSessionUser(db: Db | Tx, nidusuario: number, sidsesion: string) {
  const [row] = await db
    .select({ user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.nidusuario, userSessions.nidusuario))
    .where(
      and(
        eq(userSessions.sidsesion, sidsesion),
        eq(userSessions.nidusuario, nidusuario),
        isNull(userSessions.drevocada),
        eq(users.sindactivo, 'S'),
      ),
    );
  return row?.user;
}

export async function insertSession(
  db: Db | Tx,
  session: { sidsesion: string; nidusuario: number; srefreshhash: string; dexpira: Date },
) {
  await db.insert(userSessions).values(session);
}

export async function findSession(db: Db | Tx, sidsesion: string) {
  const [row] = await db.select().from(userSessions).where(eq(userSessions.sidsesion, sidsesion));
  return row;
}

/** Rotates the refresh token only if it is still the one presented: a lost race or a replay updates nothing. */
export async function rotateSessionToken(
  db: Db | Tx,
  sidsesion: string,
  previousHash: string,
  next: { srefreshhash: string; dexpira: Date },
): Promise<boolean> {
  const updated = await db
    .update(userSessions)
    .set(next)
    .where(
      and(
        eq(userSessions.sidsesion, sidsesion),
        eq(userSessions.srefreshhash, previousHash),
        isNull(userSessions.drevocada),
      ),
    )
    .returning({ sidsesion: userSessions.sidsesion });
  return updated.length === 1;
}

export async function revokeSession(db: Db | Tx, sidsesion: string) {
  await db.update(userSessions).set({ drevocada: new Date() }).where(eq(userSessions.sidsesion, sidsesion));
}

export async function revokeOtherSessions(db: Db | Tx, nidusuario: number, keepSid: string) {
  await db
    .update(userSessions)
    .set({ drevocada: new Date() })
    .where(
      and(
        eq(userSessions.nidusuario, nidusuario),
        ne(userSessions.sidsesion, keepSid),
        isNull(userSessions.drevocada),
      ),
    );
}

export async function updatePasswordHash(db: Db | Tx, nidusuario: number, spasswordhash: string) {
  await db.update(users).set({ spasswordhash }).where(eq(users.nidusuario, nidusuario));
}

export async function findThrottle(db: Db | Tx, susuario: string) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.susuario, susuario));
  return row;
}

/** Counts one more failure atomically and answers the new count. */
export async function recordFailure(db: Db | Tx, susuario: string, lockAfter: number, lockMs: number) {
  const lockUntil = new Date(Date.now() + lockMs);
  const rows = await db
    .insert(loginThrottle)
    .values({ susuario, nfallos: 1, dultimofallo: new Date() })
    .onConflictDoUpdate({
      target: loginThrottle.susuario,
      set: {
        nfallos: sql`${loginThrottle.nfallos} + 1`,
        dultimofallo: new Date(),
        dbloqueohasta: sql`case when ${loginThrottle.nfallos} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else null end`,
      },
    })
    .returning({ nfallos: loginThrottle.nfallos });
  return one(rows, 'recordFailure').nfallos;
}

export async function clearThrottle(db: Db | Tx, susuario: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.susuario, susuario));
}
