// Issue 34 at the counter, on a database filled by `npm run seed:volume -- --ras 1000000` (its paid RAs):
// CLIENTS cashiers (on a thread of their own) issue the boleta of a paid RA at once, each taking the next RA
// as soon as its last one is stamped, signing included (the certificate opened, the TED and the document
// signed, the row written). The target: p99 ≤ 300 ms. Then the folios this run took are read back: consecutive, none twice, none void.
// The bench seals its own test certificate and a fresh test CAF after every folio used before (the server's
// key is the bench's: a previous run's secrets would not open). Runs when BENCH_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createSecretBox } from '../src/modules/dte/credentials/secret-box.ts';
import { postClientsOnThread } from './client-thread.ts';
import { freshDteRange } from './dte-setup.ts';
import { type BenchResult, underLoad } from './measure.ts';
import { startBenchServer } from './server.ts';

const CLIENTS = 16;
const PER_CLIENT = 25;
const WARMUP = CLIENTS;

type Rows<T> = { rows: T[] };

export async function run(): Promise<BenchResult[]> {
  const key = randomBytes(32);
  const server = await startBenchServer({ dteKey: key });
  if (!server) {
    console.log(
      'DTE: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL.',
    );
    return [];
  }
  const { db } = server;
  const wanted = WARMUP + CLIENTS * PER_CLIENT;

  // The run's own sealed configuration and a fresh boleta range (dte-setup.ts).
  const desde = await freshDteRange(db, createSecretBox(key), 39, wanted + 100);

  // Paid RAs (a live PAGO) without a document, newest first: what a counter would be issuing for.
  const { rows: paid } = (await db.execute(sql`
    select p.nidra from pago p
    where p.stipo = 'PAGO' and p.sindanulado = 'N' and p.nidra is not null
      and not exists (select 1 from dte_documento d where d.nidra = p.nidra and d.ntipo in (33, 34, 39)
                      and d.sindanulado = 'N')
    order by p.nidpago desc limit ${wanted}`)) as unknown as Rows<{ nidra: number }>;
  if (paid.length < wanted) {
    console.log(`DTE: omitido. Hay ${paid.length} RA pagadas sin documento; se necesitan ${wanted}.`);
    await server.app.close();
    return [];
  }
  const token = await server.token('admin');
  const issue = async (nidra: number) => {
    const response = await fetch(server.api('/Dte/Documento'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nidra, ntipo: 39 }),
    });
    if (response.status !== 200) throw new Error(`RA ${nidra}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { nfolio: number };
  };

  const queue = paid.map((r) => r.nidra);
  for (const nidra of queue.splice(0, WARMUP)) await issue(nidra);
  // The cashiers are other machines: their HTTP work runs on a thread of its own (client-thread.ts), not
  // on the server's, whose busy time per boleta is measured (its event loop's active time).
  const loopBefore = performance.eventLoopUtilization();
  const { times, answers, seconds } = await postClientsOnThread({
    url: server.api('/Dte/Documento'),
    token,
    clients: CLIENTS,
    bodies: queue.map((nidra) => JSON.stringify({ nidra, ntipo: 39 })),
  });
  const serverMsPerBoleta = performance.eventLoopUtilization(loopBefore).active / times.length;
  const folios = answers.map((answer) => (JSON.parse(answer) as { nfolio: number }).nfolio);

  // The folios of this run: desde + WARMUP onwards, consecutive, each once, none voided.
  folios.sort((a, b) => a - b);
  const first = desde + WARMUP;
  const consecutive = folios.every((folio, i) => folio === first + i);
  const { rows: voided } = (await db.execute(
    sql`select count(*)::int as n from folio_anulado where ntipodte = 39 and nfolio >= ${desde}`,
  )) as unknown as Rows<{ n: number }>;
  const result = underLoad(`Boleta emitida al pagar, ${CLIENTS} cajas a la vez, ${server.size}`, times);
  const p99 = result.p99Ms ?? Number.NaN;
  result.perSecond = times.length / seconds;
  result.note = `p99 ≤ 300 ms: ${p99 <= 300 ? 'met' : 'NOT met'}; folios ${first}–${
    folios.at(-1) ?? '-'
  } ${consecutive ? 'consecutive' : 'NOT consecutive'}, ${voided[0]?.n ?? 0} void; server thread busy ${serverMsPerBoleta.toFixed(1)} ms a boleta`;
  await server.app.close();
  return [result];
}
