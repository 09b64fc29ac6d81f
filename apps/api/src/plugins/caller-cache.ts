import type { findCaller } from '../core/caller.repo.ts';
import type { Database } from '../db/client.ts';

export type Caller = NonNullable<Awaited<ReturnType<typeof findCaller>>>;

/** The channel the triggers of migration 0024 notify: user ids, comma-separated, or '*' for everyone. */
export const CALLER_CHANNEL = 'carga_llamador';

export interface CallerCacheOptions {
  /** How long an entry answers without a notification: a bound on any missed one. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export const defaultCallerCacheOptions: CallerCacheOptions = { ttlMs: 60_000, maxEntries: 20_000 };

/**
 * Who calls, per session, kept in memory between requests: every request read the session and its user
 * (one round trip of two) before its own statements. An entry goes when PostgreSQL notifies a change of
 * the user or any of their sessions (every server hears it: revocation and deactivation act on all), when
 * this server changes them itself (`evictUser`, at once, before the answer), and after `ttlMs`. While the
 * notifications may be missed (before LISTEN, after a dropped connection) nothing is kept or answered.
 * A read that began before an eviction is not kept: it may have seen the row before the change.
 */
export function createCallerCache(options: CallerCacheOptions = defaultCallerCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { caller: Caller; at: number }>();
  let enabled = false;
  let epoch = 0;
  const evictAll = () => {
    epoch++;
    entries.clear();
  };
  return {
    /** Where a read starts: pass it to `set`. */
    get epoch() {
      return epoch;
    },
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
    get(sidsesion: string, nidusuario: number): Caller | undefined {
      if (!enabled) return undefined;
      const entry = entries.get(sidsesion);
      if (!entry) return undefined;
      if (now() - entry.at >= options.ttlMs || entry.caller.nidusuario !== nidusuario) {
        entries.delete(sidsesion);
        return undefined;
      }
      return entry.caller;
    },
    set(sidsesion: string, caller: Caller, readSince: number) {
      if (!enabled || readSince !== epoch) return;
      if (entries.size >= options.maxEntries) entries.clear();
      // Shared by the requests of the session: nothing may change it in place.
      for (const list of [caller.oficinas, caller.bodegas, caller.menus]) Object.freeze(list);
      entries.set(sidsesion, { caller: Object.freeze(caller), at: now() });
    },
    evictUser(nidusuario: number) {
      epoch++;
      for (const [sid, entry] of entries) if (entry.caller.nidusuario === nidusuario) entries.delete(sid);
    },
    evictAll,
    /** A notification's payload: user ids, or '*'. */
    notified(payload: string) {
      if (!/^\d+(,\d+)*$/.test(payload)) evictAll();
      else for (const id of payload.split(',')) this.evictUser(Number(id));
    },
    ready() {
      evictAll();
      enabled = true;
    },
    lost() {
      enabled = false;
      evictAll();
    },
  };
}
export type CallerCache = ReturnType<typeof createCallerCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's caller cache (tests look at it). */
    callers: CallerCache;
  }
}

/** Keeps the cache fed by the database's notifications; returns the stop. */
export function listenForCallerChanges(database: Database, cache: CallerCache) {
  return database.listen(CALLER_CHANNEL, {
    notify: (payload) => cache.notified(payload),
    ready: () => cache.ready(),
    lost: () => cache.lost(),
  });
}
