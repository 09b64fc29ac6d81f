import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginThrottle, userSessions, users } from '../../db/schema.ts';

/** The counter of every address for a user name. */
export const ANY_ADDRESS = '';

/**
 * The counter of one device (device-cookie.ts) shares the table, under a key no address can take (no
 * IPv4 or IPv6 address starts with 'dispositivo:'): same shape, same lock, same sweep of old streaks.
 */
export const deviceKey = (id: string) => `dispositivo:${id}`;

export interface Counter {
  nfallos: number;
  dbloqueohasta: Date | null;
  dultimofallo: Date;
}

/**
 * Locks the name's counter and the (name, address) counter, creating them when missing, until the
 * transaction ends; answers them with the database's clock (one clock for every server).
 */
export async function lockCounters(tx: Tx, susuario: string, sdireccion: string) {
  // Always the name's row first, then the pair's: two attempts lock in the same order.
  await tx
    .insert(loginThrottle)
    .values([
      { susuario, sdireccion: ANY_ADDRESS },
      { susuario, sdireccion },
    ])
    .onConflictDoNothing();
  const rows = await tx
    .select({
      sdireccion: loginThrottle.sdireccion,
      nfallos: loginThrottle.nfallos,
      dbloqueohasta: loginThrottle.dbloqueohasta,
      dultimofallo: loginThrottle.dultimofallo,
      ahora: sql<Date>`clock_timestamp()`.mapWith(loginThrottle.dultimofallo),
    })
    .from(loginThrottle)
    .where(
      and(eq(loginThrottle.susuario, susuario), inArray(loginThrottle.sdireccion, [ANY_ADDRESS, sdireccion])),
    )
    .orderBy(loginThrottle.sdireccion)
    .for('update');
  const name = rows.find((r) => r.sdireccion === ANY_ADDRESS);
  const pair = rows.find((r) => r.sdireccion === sdireccion);
  if (!name || !pair) throw new Error('lockCounters: counters missing after insert');
  return { name, pair, now: name.ahora };
}

/** Locks (creating it when missing) one device's counter until the transaction ends, with the database's time. */
export async function lockDeviceCounter(tx: Tx, susuario: string, id: string) {
  const sdireccion = deviceKey(id);
  await tx.insert(loginThrottle).values({ susuario, sdireccion }).onConflictDoNothing();
  const [row] = await tx
    .select({
      nfallos: loginThrottle.nfallos,
      dbloqueohasta: loginThrottle.dbloqueohasta,
      dultimofallo: loginThrottle.dultimofallo,
      ahora: sql<Date>`clock_timestamp()`.mapWith(loginThrottle.dultimofallo),
    })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.susuario, susuario), eq(loginThrottle.sdireccion, sdireccion)))
    .for('update');
  if (!row) throw new Error('lockDeviceCounter: counter missing after insert');
  return { device: row, now: row.ahora };
}

/** A device signed in: its streak ends (nobody else's counters change). */
export async function clearDeviceCounter(db: Db | Tx, susuario: string, id: string) {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.susuario, susuario), eq(loginThrottle.sdireccion, deviceKey(id))));
}

export async function writeCounter(tx: Tx, susuario: string, sdireccion: string, counter: Counter) {
  await tx
    .update(loginThrottle)
    .set(counter)
    .where(and(eq(loginThrottle.susuario, susuario), eq(loginThrottle.sdireccion, sdireccion)));
}

/**
 * After a right password: the pair's streak ends; the name's count only loses the attempt counted
 * in advance (others' failures keep slowing unknown addresses down).
 */
export async function recordSuccess(
  db: Db | Tx,
  susuario: string,
  sdireccion: string,
  nameFreeFailures: number,
) {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.susuario, susuario), eq(loginThrottle.sdireccion, sdireccion)));
  await db
    .update(loginThrottle)
    .set({
      nfallos: sql`greatest(${loginThrottle.nfallos} - 1, 0)`,
      dbloqueohasta: sql`case when ${loginThrottle.nfallos} - 1 >= ${nameFreeFailures} then ${loginThrottle.dbloqueohasta} else null end`,
    })
    .where(and(eq(loginThrottle.susuario, susuario), eq(loginThrottle.sdireccion, ANY_ADDRESS)));
}

/** Forgets the streaks whose last failure and last wait both ended more than the window ago. */
export async function deleteStaleCounters(db: Db | Tx, windowMs: number) {
  const cutoff = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.dultimofallo, cutoff),
        or(isNull(loginThrottle.dbloqueohasta), lt(loginThrottle.dbloqueohasta, cutoff)),
      ),
    );
}

/** Whether the user signed in from this address within the period: a device the user is known to use. */
export async function isKnownAddress(db: Db | Tx, susuario: string, sdireccion: string, since: Date) {
  const [row] = await db
    .select({ sidsesion: userSessions.sidsesion })
    .from(userSessions)
    .innerJoin(users, eq(users.nidusuario, userSessions.nidusuario))
    .where(
      and(
        eq(users.susuario, susuario),
        eq(userSessions.sdireccion, sdireccion),
        gt(userSessions.dfeccreacion, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
