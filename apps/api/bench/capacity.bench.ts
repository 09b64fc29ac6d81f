// Capacity (issue 31), the figure people understand: a mix of the staff screens sent at fixed rates in open
// loop (open-loop.ts): each request leaves at its own instant whatever the answers before it, and its latency
// counts from that instant, so a server that falls behind shows as queueing. The rate steps up
// (BENCH_RATES, requests a second) for BENCH_CAPACITY_SECONDS each; the capacity is the highest rate whose
// p99 is ≤ 100 ms (target ≥ 600 a second). Then again with a share of scans in the mix (BENCH_SCAN_SHARE).
//
// The mix, by weight: lists 55 % (every list screen of lists.bench.ts, alike), RA details 20 % (the detail of
// one of the 200 newest RAs of OFISCL, at random), dashboards 15 % (the three statistics calls), Gestión 10 %
// (gestion.bench.ts's charts). Drawn by a seeded generator: every run sends the same sequence.
import { sql } from 'drizzle-orm';
import { type BenchFlow, benchFlow } from './flow.ts';
import { gestionScenarios } from './gestion.bench.ts';
import { listScenarios } from './lists.bench.ts';
import { cpuMeter } from './machine.ts';
import { type BenchResult, percentile, underLoad } from './measure.ts';
import { type LoopRun, type Planned, runLoop } from './open-loop.ts';
import { type BenchServer, startBenchServer } from './server.ts';

const RATES = (process.env.BENCH_RATES ?? '100,200,300,400,500,600,800').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 10);
const SCAN_SHARE = Number(process.env.BENCH_SCAN_SHARE ?? 0.1);
const THREADS = Number(process.env.BENCH_CLIENT_THREADS ?? 2);
const TARGET_MS = 100;
const TARGET_RATE = 600;
/** Scans go to this many devices, each on its own list. */
const DEVICES = 16;

const KINDS = ['listas', 'detalle de RA', 'paneles', 'Gestión', 'escaneos'] as const;
const WEIGHTS = [0.55, 0.2, 0.15, 0.1];
/** A request's `kind` is its kind × SCREEN + its screen's index within the kind. */
const SCREEN = 1000;

/** The kind a draw in [0, 1) falls on, by WEIGHTS. */
function kindOf(u: number) {
  let edge = 0;
  for (const [kind, weight] of WEIGHTS.entries()) {
    edge += weight;
    if (u < edge) return kind;
  }
  return WEIGHTS.length - 1;
}

/** mulberry32: a small seeded generator, so every run draws the same mix. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Screen {
  name: string;
  kind: number;
  path: string;
  token: string;
}

/** The staff screens of the mix, by kind. */
async function screens(server: BenchServer): Promise<Screen[][]> {
  const lists = await listScenarios(server);
  const office = lists.find(([name]) => name === 'Detalle de RA')?.[2] ?? '';
  const { rows } = (await server.db.execute(
    // The seeded RAs, not the scan bench's own (one line of hundreds of boxes).
    sql`select nidra from recepcion where scodoficinaorigen = 'OFISCL'
        and snomremitente <> 'Banco de pruebas de escaneo' order by nidra desc limit 200`,
  )) as unknown as { rows: Array<{ nidra: number }> };
  const screen =
    (kind: number) =>
    ([name, path, token]: [string, string, string]) => ({ name, kind, path, token });
  return [
    lists
      .filter(([name]) => !name.startsWith('Detalle de RA') && !name.startsWith('Estadísticas'))
      .map(screen(0)),
    rows.map((r) => ({ name: 'Detalle de RA', kind: 1, path: `/Shipment/Detail/${r.nidra}`, token: office })),
    lists.filter(([name]) => name.startsWith('Estadísticas')).map(screen(2)),
    (await gestionScenarios(server)).map(screen(3)),
  ];
}

/** One step: `rate` requests a second for SECONDS, `scanShare` of them scans onto DEVICES lists. */
async function plan(server: BenchServer, flow: BenchFlow, all: Screen[][], rate: number, scanShare: number) {
  const random = seeded(rate);
  const count = Math.round(rate * SECONDS);
  const scans = Array.from({ length: count }, () => random() < scanShare);
  const scanCount = scans.filter(Boolean).length;
  const devices = await Promise.all(
    Array.from({ length: scanCount > 0 ? DEVICES : 0 }, () => flow.device(Math.ceil(scanCount / DEVICES))),
  );
  const tokens = [...flow.tokens];
  const tokenIndex = (token: string) => {
    if (!tokens.includes(token)) tokens.push(token);
    return tokens.indexOf(token);
  };
  let scanned = 0;
  const requests: Planned[] = scans.map((isScan, i) => {
    const at = (i * 1000) / rate;
    if (isScan) {
      const n = scanned++;
      const device = devices[n % DEVICES];
      if (!device) throw new Error('no device');
      return { ...flow.scan(device, Math.floor(n / DEVICES) + 1, at), kind: 4 * SCREEN };
    }
    const kind = kindOf(random());
    const choices = all[kind] ?? [];
    const index = Math.floor(random() * choices.length);
    const screen = choices[index];
    if (!screen) throw new Error(`no screen of kind ${kind}`);
    // The RA details are one screen whatever the RA.
    const id = kind * SCREEN + (kind === 1 ? 0 : index);
    return { at, url: server.api(screen.path), token: tokenIndex(screen.token), kind: id };
  });
  // Dealt round-robin to the client threads: each thread sends every THREADS-th request.
  const sequences = Array.from({ length: THREADS }, (_, t) => requests.filter((_, i) => i % THREADS === t));
  return { sequences, tokens };
}

function summary(run: LoopRun, all: Screen[][], rate: number, label: string): BenchResult & { ok: boolean } {
  const failed = run.outcomes.filter((o) => o.failure);
  const times = run.outcomes.map((o) => (o.failure ? Number.POSITIVE_INFINITY : o.latencyMs));
  const line = underLoad(`Capacidad, ${label}, ${rate}/s`, times);
  const lags = run.outcomes.map((o) => o.lagMs).sort((a, b) => a - b);
  const p99Of = (keep: (kind: number) => boolean) => {
    const own = run.outcomes.filter((o) => keep(o.kind)).map((o) => o.latencyMs);
    return own.length === 0
      ? Number.NaN
      : percentile(
          own.sort((a, b) => a - b),
          99,
        );
  };
  const perKind = KINDS.map((name, kind) => [name, p99Of((k) => Math.floor(k / SCREEN) === kind)] as const)
    .filter(([, p99]) => !Number.isNaN(p99))
    .map(([name, p99]) => `${name} ${p99.toFixed(0)}`);
  // The three slowest screens, by p99.
  const ids = [...new Set(run.outcomes.map((o) => o.kind))];
  const slowest = ids
    .map(
      (id) =>
        [all[Math.floor(id / SCREEN)]?.[id % SCREEN]?.name ?? 'Escaneo', p99Of((k) => k === id)] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, p99]) => `${name} ${p99.toFixed(0)}`);
  const ok = failed.length === 0 && (line.p99Ms ?? Number.POSITIVE_INFINITY) <= TARGET_MS;
  return {
    ...line,
    ok,
    perSecond: (run.outcomes.length - failed.length) / run.seconds,
    note:
      `${ok ? 'dentro' : 'fuera'} de p99 ≤ ${TARGET_MS} ms; ${failed.length} fallidas; desfase del cliente ` +
      `p99 ${percentile(lags, 99).toFixed(1)} ms; p99 por tipo (ms): ${perKind.join(', ')}; ` +
      `las más lentas: ${slowest.join(', ')}` +
      (failed[0] ? `; p. ej. ${failed[0].failure?.slice(0, 80)}` : ''),
  };
}

async function steps(server: BenchServer, flow: BenchFlow, all: Screen[][], scanShare: number) {
  const label =
    scanShare > 0 ? `mezcla con ${Math.round(scanShare * 100)} % de escaneos` : 'mezcla de pantallas';
  const results: BenchResult[] = [];
  let best: BenchResult | null = null;
  for (const rate of RATES) {
    const { sequences, tokens } = await plan(server, flow, all, rate, scanShare);
    const meter = await cpuMeter(server.db);
    const run = await runLoop({ sequences, tokens, open: true, threads: THREADS, timeoutMs: 20_000 });
    const spent = await meter();
    const { ok, ...summed } = summary(run, all, rate, label);
    // The machine's CPU per request (server + PostgreSQL, the clients left out): what the load does not
    // inflate much, and 2,000 ms a second of two cores divided by it is the ceiling of a quiet machine.
    const perRequest = (spent.processMs - run.clientCpuMs + spent.postgresMs) / run.outcomes.length;
    const line = { ...summed, note: `${summed.note}; CPU por petición ${perRequest.toFixed(2)} ms` };
    results.push(line);
    console.log(`${line.name}: p99 ${line.p99Ms?.toFixed(1)} ms, ${line.note}`);
    if (ok) best = line;
    // Far past the target the next rates only queue more: stop.
    if ((line.p99Ms ?? 0) > 10 * TARGET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const highest = best ? Number(best.name.match(/(\d+)\/s$/)?.[1]) : 0;
  results.push({
    name: `Capacidad, ${label}: la mayor tasa con p99 ≤ ${TARGET_MS} ms`,
    runs: best?.runs ?? 0,
    medianMs: best?.medianMs ?? Number.NaN,
    p95Ms: best?.p95Ms ?? Number.NaN,
    p99Ms: best?.p99Ms,
    perSecond: highest,
    note: `${highest}/s; objetivo ≥ ${TARGET_RATE}/s: ${highest >= TARGET_RATE ? 'PASS' : 'FAIL'}`,
  });
  return results;
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Capacidad: omitido. Defina BENCH_DATABASE_URL (una base llenada con `npm run seed:volume`).',
    );
    return [];
  }
  const flow = await benchFlow(server);
  const all = await screens(server);
  // Warm-up: every screen once, then a few seconds of the mix (connections opened, statements prepared).
  const tokens = [...new Set(all.flat().map((s) => s.token))];
  const every = all.flat().map((s) => ({ at: 0, url: server.api(s.path), token: tokens.indexOf(s.token) }));
  await runLoop({ sequences: [every], tokens, open: false, threads: 1 });
  const warm = await plan(server, flow, all, 100, 0);
  await runLoop({ sequences: warm.sequences, tokens: warm.tokens, open: true, threads: THREADS });

  const results = [...(await steps(server, flow, all, 0))];
  if (SCAN_SHARE > 0) results.push(...(await steps(server, flow, all, SCAN_SHARE)));
  await server.app.close();
  return results;
}
