// 'Exportar' (issue 17): Recepciones of OFISCL by sea, 100,000 RAs on the database of
// `npm run seed:volume -- --ras 1000000`, downloaded through the API as a client would (fetch, reading the
// stream), with the seconds, the rows per second and the growth of the process's peak RSS while it runs
// (the server is in this process: flat memory means the growth does not scale with the rows).
import type { BenchResult } from './measure.ts';
import { percentile } from './measure.ts';
import { startBenchServer } from './server.ts';

const RUNS = 3;
/** 100,000 RAs of the seed (OFISCL sends a sixth of its RAs by sea), and ~18,000 in transit beside them. */
const SCENARIOS: Array<[string, string]> = [
  [
    'Exportar Recepciones (OFISCL, en tránsito)',
    '/Shipment/Receptions/List/Exportar?codigoOrigen=OFISCL&codigoEstado=ENVIA',
  ],
  [
    'Exportar Recepciones (OFISCL, marítimo)',
    '/Shipment/Receptions/List/Exportar?codigoOrigen=OFISCL&viaDespacho=MAR',
  ],
];

/** Peak RSS above the starting one while `fn` runs, sampled every 20 ms. */
async function withPeakRss<T>(fn: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, growth: peak - start };
  } finally {
    clearInterval(timer);
  }
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Exportar: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL.',
    );
    return [];
  }
  const { app, api, token, size } = server;
  const office = await token('oficina.scl');
  const results: BenchResult[] = [];
  for (const [label, path] of SCENARIOS)
    results.push(await exportRuns(label, () => download(api(path), office), size));
  await app.close();
  return results;
}

/** One export through the API as a browser reads it: the stream to its end, counting bytes. */
async function download(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let received = 0;
  for await (const chunk of response.body) received += (chunk as Uint8Array).byteLength;
  return { total: Number(response.headers.get('x-total-filas')), received };
}

async function exportRuns(
  label: string,
  run: () => Promise<{ total: number; received: number }>,
  size: string,
): Promise<BenchResult> {
  const times: number[] = [];
  const growths: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { value, growth } = await withPeakRss(run);
    const ms = performance.now() - started;
    times.push(ms);
    growths.push(growth);
    rows = value.total;
    bytes = value.received;
    console.log(
      `${label} run ${i + 1}: ${rows} filas, ${(ms / 1000).toFixed(2)} s, ${(rows / (ms / 1000)).toFixed(0)} filas/s, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB, RSS pico +${(growth / 1024 / 1024).toFixed(0)} MB`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  return {
    name: `${label}, ${rows} filas (${size}), RSS pico +${(Math.max(...growths) / 1024 / 1024).toFixed(0)} MB`,
    runs: RUNS,
    medianMs: median,
    p95Ms: percentile(sorted, 95),
    sizeBytes: bytes,
    perSecond: rows / (median / 1000),
  };
}
