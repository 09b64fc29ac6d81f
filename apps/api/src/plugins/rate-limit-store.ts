import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters as c } from '../db/schema.ts';

// A store for @fastify/rate-limit in PostgreSQL (issue 13): its default store counts per process, so two
// servers behind a balancer each allowed the whole ceiling. One statement counts a request and answers
// the window's count and time left, atomically, whichever server receives it.

/** Counts one request of `key` in a window of `windowMs`: a new window starts when the last one ended. */
export async function countRequest(db: Db, key: string, windowMs: number) {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const expired = sql`${c.dinicio} + ${window} <= now()`;
  const { rows } = (await db.execute(sql`
    insert into ${c} (sclave, ncontador, dinicio) values (${key}, 1, now())
    on conflict (sclave) do update set
      ncontador = case when ${expired} then 1 else ${c.ncontador} + 1 end,
      dinicio = case when ${expired} then now() else ${c.dinicio} end
    returning ncontador as current,
      greatest(0, ceil(extract(epoch from (dinicio + ${window} - now())) * 1000))::int as ttl`)) as unknown as {
    rows: Array<{ current: number | string; ttl: number | string }>;
  };
  const [row] = rows;
  if (!row) throw new Error('countRequest: the upsert answered no row');
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** Forgets counters whose window ended long ago (a day), so addresses seen once do not pile up. */
export async function forgetOldCounters(db: Db) {
  await db.delete(c).where(lt(c.dinicio, sql`now() - interval '1 day'`));
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin gives a route's store: its merged options, with the route under `routeInfo`. */
type RouteParams = object & { routeInfo?: { url?: string } };

/** The store class @fastify/rate-limit instantiates: one key space per path, shared by every server. */
export function postgresRateLimitStore(db: Db, { forgetEvery = 1000 } = {}) {
  let calls = 0;
  return class PostgresRateLimitStore {
    constructor(
      _params?: RouteParams,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      calls += 1;
      if (calls % forgetEvery === 0) void forgetOldCounters(db).catch(() => undefined);
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Keyed by the path alone: Fastify adds a HEAD route beside every GET, and a budget per method let a
    // prober take 30 lookups a minute with GET and 30 more with HEAD (issue 30).
    child(params: RouteParams) {
      return new PostgresRateLimitStore(params, `${params.routeInfo?.url ?? ''} `);
    }
  };
}
