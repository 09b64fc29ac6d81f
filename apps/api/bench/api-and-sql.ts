// Each list scenario twice, at the same concurrency and for the same time (issue 15): through the API over
// HTTP, and as the very SQL that one API request sent, replayed raw through `pg`. The ratio of their
// throughputs is the cost of everything that is not the database (HTTP, Fastify, validation, Drizzle, JSON).
import { loadavg } from 'node:os';
import pg from 'pg';
import { clientsOnThread } from './client-thread.ts';
import { type BenchResult, underLoad } from './measure.ts';
import { embeddedDatabase, recordStatements, type Statement } from './recorder.ts';

export const CLIENTS = 16;
/** Seconds each side of a scenario runs (BENCH_SECONDS; the figures are taken at 10). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** `clients` loops calling `call` until `seconds` pass; each call's latency, and calls per second. */
async function closedLoop(call: () => Promise<void>, clients = CLIENTS, seconds = SECONDS) {
  const end = performance.now() + seconds * 1000;
  const times: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const begin = performance.now();
        await call();
        times.push(performance.now() - begin);
      }
    }),
  );
  return { times, perSecond: times.length / ((performance.now() - start) / 1000) };
}

export interface Scenario {
  name: string;
  url: string;
  token: string;
}

/** The API at CLIENTS clients, then the SQL of one of its requests raw at CLIENTS connections. */
export async function apiBesideSql(scenario: Scenario, databaseUrl: string): Promise<BenchResult> {
  const request = async () => {
    const response = await fetch(scenario.url, { headers: { authorization: `Bearer ${scenario.token}` } });
    if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 3; i++) await request();
  const statements: Statement[] = await recordStatements(request);

  const loadBefore = loadavg()[0] ?? 0;
  const api = await clientsOnThread({ ...scenario, clients: CLIENTS, seconds: SECONDS });
  // PGlite (no URL) is one connection in this process: its replay is the same statements on it, in turn.
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: CLIENTS }) : null;
  const embedded = embeddedDatabase();
  // Named as the API named them (parsed and planned once on each connection, as the API's are), then
  // unnamed: parsed and planned on every run, the figure the issues' targets were first measured by.
  const replay = (named: boolean) => async () => {
    if (!pool) {
      for (const statement of statements) await embedded?.query(statement.text, statement.values);
      return;
    }
    const client = await pool.connect();
    try {
      for (const { name, text, values } of statements)
        await client.query({ name: named ? name : undefined, text, values });
    } finally {
      client.release();
    }
  };
  for (let i = 0; i < 3; i++) await replay(true)();
  const raw = await closedLoop(replay(true));
  // PGlite has no named statements to tell apart: one replay is its figure.
  const unprepared = pool ? await closedLoop(replay(false)) : raw;
  await pool?.end();
  const loadAfter = loadavg()[0] ?? 0;
  return {
    ...underLoad(`${scenario.name}, ${CLIENTS} clientes`, api.times),
    perSecond: api.perSecond,
    rawPerSecond: raw.perSecond,
    unpreparedPerSecond: unprepared.perSecond,
    statements: statements.length,
    load: `${loadBefore.toFixed(1)}→${loadAfter.toFixed(1)}`,
  };
}

/**
 * The API's floor on this machine: a request that reaches no database and checks no session (the liveness
 * probe) at CLIENTS clients. HTTP and Fastify alone, clients included, cost 1/floor of the machine each: an
 * API request cannot run faster than 1/(1/floor + 1/SQL), so its ratio to a statement running S a second
 * raw is at most floor / (floor + S).
 */
export async function httpFloor(name: string, url: string): Promise<BenchResult> {
  const loadBefore = loadavg()[0] ?? 0;
  const run = await clientsOnThread({ url, token: '', clients: CLIENTS, seconds: SECONDS });
  const loadAfter = loadavg()[0] ?? 0;
  return {
    ...underLoad(`${name}, ${CLIENTS} clientes`, run.times),
    perSecond: run.perSecond,
    statements: 0,
    load: `${loadBefore.toFixed(1)}→${loadAfter.toFixed(1)}`,
    note: 'sin SQL ni sesión: el piso de HTTP y Fastify (la razón API/SQL de una consulta de S/s es a lo más piso / (piso + S))',
  };
}
