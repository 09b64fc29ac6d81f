// Scanning at the hand-offs (issues 14 and 31) on the database of `npm run seed:volume -- --ras 1000000`,
// over HTTP with keep-alive against the real server, the clients on worker threads (open-loop.ts). One run:
// 1. one device alone at 5 scans a second (the baseline);
// 2. 16 devices at 5 scans a second each, open loop: each scan leaves at its scheduled instant whatever the
//    answers before it, and its latency counts from that instant. Target p99 ≤ 100 ms and ≤ 3× the p99 of
//    the device alone;
// 3. 16 devices flat out (each sends its next scan when the answer comes): scans a second (target ≥ 400)
//    and the machine's CPU per scan, the server's plus PostgreSQL's (target ≤ 5 ms);
// 4. one device, 500 units at 5 a second, one scan in ten sent again with its key (a retry after a lost
//    answer): the database must then hold each unit exactly once;
// 5. the reception of 500-unit lists (preview, then confirm) and the delivery of their RAs (reception.ts).
// Runs only when BENCH_DATABASE_URL (or BENCH_PGLITE_DIR) is set.
import { count, eq, sql } from 'drizzle-orm';
import { custodyEvents, loadingListPackages } from '../src/db/schema.ts';
import { one } from '../src/db/sql-helpers.ts';
import { type BenchFlow, benchFlow } from './flow.ts';
import { cpuMeter } from './machine.ts';
import { type BenchResult, underLoad } from './measure.ts';
import { evenly, type LoopRun, type Planned, runLoop } from './open-loop.ts';
import { receptionAndDelivery } from './reception.ts';
import { startBenchServer } from './server.ts';

const DEVICES = 16;
const RATE_PER_S = 5;
/** Scans of the device alone (BENCH_SCAN_ALONE) and of each of the 16 devices (BENCH_SCAN_UNITS). */
const ALONE = Number(process.env.BENCH_SCAN_ALONE ?? 150);
const UNITS_PER_DEVICE = Number(process.env.BENCH_SCAN_UNITS ?? 100);
const SLOW_UNITS = 500;

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const ms = (n: number) => n.toFixed(1);

/** The latencies of a run; any failed scan stops the bench (nothing may be lost). */
function latencies(run: LoopRun, what: string) {
  const failed = run.outcomes.filter((o) => o.failure);
  if (failed.length > 0)
    throw new Error(`${what}: ${failed.length} escaneos fallaron: ${failed[0]?.failure}`);
  return run.outcomes.map((o) => o.latencyMs);
}
const maxLag = (run: LoopRun) => Math.max(0, ...run.outcomes.map((o) => o.lagMs));

type Device = Awaited<ReturnType<BenchFlow['device']>>;

/** Each device scans its RA's units onto its list: at `perSecond` each (open loop), or flat out (0). */
function scanning(flow: BenchFlow, devices: Device[], perSecond: number) {
  const period = perSecond > 0 ? 1000 / perSecond : 0;
  // People do not scan in step: each device starts at its own moment within the first period.
  const sequences: Planned[][] = devices.map((d, i) => {
    const times = perSecond > 0 ? evenly(d.units, perSecond, (i * period) / devices.length) : [];
    return Array.from({ length: d.units }, (_, k) => flow.scan(d, k + 1, times[k] ?? 0));
  });
  return runLoop({
    sequences,
    tokens: flow.tokens,
    open: perSecond > 0,
    threads: Math.min(2, devices.length),
  });
}

/** `count` devices, each with its own list and an RA of `units` units. */
const devices = (flow: BenchFlow, count: number, units: number) =>
  Promise.all(Array.from({ length: count }, () => flow.device(units)));

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log('Escaneo: omitido. Defina BENCH_DATABASE_URL (una base llenada con `npm run seed:volume`).');
    return [];
  }
  const { app, db, size } = server;
  const flow = await benchFlow(server);
  const results: BenchResult[] = [];
  const name = (text: string) => `Escaneo, ${text}, ${size}`;

  // Warm-up: every connection of the pool opened and the scan's statements prepared on it (16 devices at
  // once fill the pool; with 4, the 16 devices' first scans waited on new connections, p99 +100 ms).
  await scanning(flow, await devices(flow, DEVICES, 10), 0);

  // 1. One device alone.
  const aloneRun = await scanning(flow, await devices(flow, 1, ALONE), RATE_PER_S);
  const alone = underLoad(name(`1 dispositivo solo a ${RATE_PER_S}/s`), latencies(aloneRun, 'solo'));
  const aloneP99 = alone.p99Ms ?? Number.NaN;
  results.push({ ...alone, note: `desfase máx. del cliente ${ms(maxLag(aloneRun))} ms` });

  // 2. Sixteen devices at a fast scanner's pace, open loop.
  const paced = await scanning(flow, await devices(flow, DEVICES, UNITS_PER_DEVICE), RATE_PER_S);
  const sixteen = underLoad(
    name(`${DEVICES} dispositivos a ${RATE_PER_S}/s cada uno (lazo abierto)`),
    latencies(paced, '16 a 5/s'),
  );
  const p99 = sixteen.p99Ms ?? Number.NaN;
  const ratio = p99 / aloneP99;
  results.push({
    ...sixteen,
    note:
      `p99 ≤ 100 ms: ${pass(p99 <= 100)}; ${ratio.toFixed(2)}× el p99 de uno solo, ≤ 3×: ${pass(ratio <= 3)}; ` +
      `desfase máx. del cliente ${ms(maxLag(paced))} ms`,
  });

  // 3. Sixteen devices flat out, with the CPU it cost.
  const flatOut = await devices(flow, DEVICES, UNITS_PER_DEVICE);
  const meter = await cpuMeter(db);
  const flat = await scanning(flow, flatOut, 0);
  const spent = await meter();
  const scans = flat.outcomes.length;
  const perSecond = scans / flat.seconds;
  const serverMs = (spent.processMs - flat.clientCpuMs) / scans;
  const postgresMs = spent.postgresMs / scans;
  const machineMs = serverMs + postgresMs;
  results.push({
    ...underLoad(name(`${DEVICES} dispositivos sin pausa`), latencies(flat, 'sin pausa')),
    perSecond,
    note:
      `≥ 400/s: ${pass(perSecond >= 400)}; CPU por escaneo: servidor ${ms(serverMs)} + PostgreSQL ` +
      `${Number.isNaN(postgresMs) ? '?' : ms(postgresMs)} = ${ms(machineMs)} ms, ≤ 5 ms: ${pass(machineMs <= 5)} ` +
      `(cliente ${ms(flat.clientCpuMs / scans)}, procesos compartidos de PostgreSQL ${ms(spent.sharedMs / scans)})`,
  });

  // 4. One device, 500 units at 5 a second, one scan in ten sent again right after with the same key.
  const slow = await flow.device(SLOW_UNITS);
  const times = evenly(SLOW_UNITS, RATE_PER_S);
  const sequence: Planned[] = [];
  const retries: Planned[] = [];
  for (let k = 1; k <= SLOW_UNITS; k++) {
    const first = flow.scan(slow, k, times[k - 1]);
    sequence.push(first);
    // The retry's answer is the first one's replayed (or a refusal once recorded): only a 2xx is asked.
    if (k % 10 === 0) retries.push({ ...first, at: (times[k - 1] ?? 0) + 1, expect: undefined, kind: 1 });
  }
  const slowRun = await runLoop({
    sequences: [sequence, retries],
    tokens: flow.tokens,
    open: true,
    threads: 1,
  });
  const firsts: LoopRun = { ...slowRun, outcomes: slowRun.outcomes.filter((o) => o.kind === 0) };
  const failed = slowRun.outcomes.filter((o) => o.failure).length;
  const onList = one(
    await db
      .select({ n: sql<number>`coalesce(sum(${loadingListPackages.ncantidadingresada}), 0)::int` })
      .from(loadingListPackages)
      .where(eq(loadingListPackages.nidra, slow.nidra)),
    'units on list',
  ).n;
  const events = one(
    await db.select({ n: count() }).from(custodyEvents).where(eq(custodyEvents.nidra, slow.nidra)),
    'events',
  ).n;
  const exact = failed === 0 && Number(onList) === SLOW_UNITS && Number(events) === SLOW_UNITS;
  results.push({
    ...underLoad(
      name(`1 dispositivo, ${SLOW_UNITS} bultos a 5/s, 1 de cada 10 reenviado`),
      firsts.outcomes.map((o) => o.latencyMs),
    ),
    note: `cada bulto una vez: ${pass(exact)} (${onList} en la lista, ${events} eventos, ${failed} fallidos)`,
  });
  if (!exact) throw new Error('Escaneo a 5/s: se perdieron o duplicaron escaneos');

  // 5. Its list received and its RA delivered; then more 500-unit lists for steadier figures.
  results.push(...(await receptionAndDelivery(flow, slow, size)));
  await app.close();
  return results;
}
