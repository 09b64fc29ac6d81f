import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { activeSession } from '../../core/caller.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { userSessions, users } from '../../db/schema.ts';

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
    .where(activeSession(nidusuario, sidsesion));
  return row?.user;
}

export async function insertSession(
  db: Db | Tx,
  session: { sidsesion: string; nidusuario: number; srefreshhash: string; dexpira: Date; sdireccion: string },
) {
  await db.insert(userSessions).values(session);
}

export async function findSession(db: Db | Tx, sidsesion: string) {
  const [row] = await db.select().from(userSessions).where(eq(userSessions.sidsesion, sidsesion));
  return row;
}

/**
 * Rotates the refresh token only if it is still the one presented, keeping the presented one as the
 * previous token and the database's time of the rotation; a lost race or a replay updates nothing.
 */
export async function rotateSessionToken(
  db: Db | Tx,
  sidsesion: string,
  previousHash: string,
  next: { srefreshhash: string; dexpira: Date },
): Promise<Date | undefined> {
  const [row] = await db
    .update(userSessions)
    .set({ ...next, srefreshprevio: previousHash, drotada: sql`now()` })
    .where(
      and(
        eq(userSessions.sidsesion, sidsesion),
        eq(userSessions.srefreshhash, previousHash),
        isNull(userSessions.drevocada),
      ),
    )
    .returning({ drotada: userSessions.drotada });
  return row?.drotada ?? undefined;
}

/**
 * The session whose refresh token was rotated from `previousHash` to `nextHash` less than `graceMs`
 * ago (by the database's clock): another tab refreshing with the same token at the same time.
 */
export async function findRotatedWithinGrace(
  db: Db | Tx,
  sidsesion: string,
  previousHash: string,
  nextHash: string,
  graceMs: number,
) {
  const [row] = await db
    .select({ drotada: userSessions.drotada })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.sidsesion, sidsesion),
        eq(userSessions.srefreshprevio, previousHash),
        eq(userSessions.srefreshhash, nextHash),
        isNull(userSessions.drevocada),
        gt(userSessions.drotada, sql`now() - make_interval(secs => ${graceMs / 1000})`),
      ),
    );
  return row?.drotada ?? undefined;
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
