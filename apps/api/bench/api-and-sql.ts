// Each list scenario twice, at the same concurrency and for the same time (issue 15): through the API over
// HTTP, and as the very SQL that one API request sent, replayed raw through `pg`. The ratio of their
// throughputs is the cost of everything that is not the database (HTTP, Fastify, validation, Drizzle, JSON).
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
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

// The API's clients run on a thread of their own: in the server's event loop, their own HTTP work (16
// clients parsing answers) was counted against the API, while the raw replay's clients cost far less.
const workerLoop = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, clients, seconds } = workerData;
(async () => {
  const end = performance.now() + seconds * 1000;
  const times = [];
  const start = performance.now();
  let failure = null;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < end && !failure) {
      const begin = performance.now();
      const response = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
      const body = await response.arrayBuffer();
      if (!response.ok) failure = response.status + ' ' + Buffer.from(body).toString();
      times.push(performance.now() - begin);
    }
  }));
  parentPort.postMessage({ times, perSecond: times.length / ((performance.now() - start) / 1000), failure });
})();
`;

function closedLoopOnThread(scenario: Scenario): Promise<{ times: number[]; perSecond: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerLoop, {
      eval: true,
      workerData: { url: scenario.url, token: scenario.token, clients: CLIENTS, seconds: SECONDS },
    });
    worker.once('message', (result: { times: number[]; perSecond: number; failure: string | null }) => {
      void worker.terminate();
      if (result.failure) reject(new Error(`${scenario.name}: ${result.failure}`));
      else resolve(result);
    });
    worker.once('error', reject);
  });
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
  const api = await closedLoopOnThread(scenario);
  // PGlite (no URL) is one connection in this process: its replay is the same statements on it, in turn.
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: CLIENTS }) : null;
  const embedded = embeddedDatabase();
  const replay = async () => {
    if (!pool) {
      for (const statement of statements) await embedded?.query(statement.text, statement.values);
      return;
    }
    const client = await pool.connect();
    try {
      for (const statement of statements) await client.query(statement.text, statement.values);
    } finally {
      client.release();
    }
  };
  for (let i = 0; i < 3; i++) await replay();
  const raw = await closedLoop(replay);
  await pool?.end();
  const loadAfter = loadavg()[0] ?? 0;
  return {
    ...underLoad(`${scenario.name}, ${CLIENTS} clientes`, api.times),
    perSecond: api.perSecond,
    rawPerSecond: raw.perSecond,
    statements: statements.length,
    load: `${loadBefore.toFixed(1)}→${loadAfter.toFixed(1)}`,
  };
}
