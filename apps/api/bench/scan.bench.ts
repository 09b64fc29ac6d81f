// Scanning at the hand-offs (issue 14) on the database of `npm run seed:volume -- --ras 1000000`, over real
// HTTP: 16 devices scanning units onto their own load lists at once (each as fast as the answers come), and
// one device scanning 500 units onto one list at 5 scans a second, sending one scan in ten twice. The second
// checks what it measures: nothing lost, nothing doubled. Runs only when BENCH_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { measurePackage, unitCodeText } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  custodyEvents,
  loadingListPackages,
  operations,
  packages,
  receptions,
  users,
} from '../src/db/schema.ts';
import { one } from '../src/db/sql-helpers.ts';
import { rebuildUnits } from '../src/modules/custody/units.repo.ts';
import { type BenchResult, underLoad } from './measure.ts';
import { startBenchServer } from './server.ts';

const DEVICES = 16;
const UNITS_PER_DEVICE = 60;
const SLOW_UNITS = 500;
const SLOW_RATE_PER_S = 5;

/** An RA in the origin warehouse BDSCL → BDPUQ with one line of `units` boxes. */
async function insertRa(db: Db, units: number, admin: number) {
  const line = { ncantidadbultos: units, npesobultokg: 10, nlargocm: 40, nanchocm: 30, naltocm: 20 };
  const measured = measurePackage(line);
  const inserted = await db
    .insert(receptions)
    .values({
      nidusuariocreacion: admin,
      srutremitente: '96512340-7',
      snomremitente: 'Banco de pruebas de escaneo',
      srutdestinatario: '12345678-5',
      snomdestinatario: 'Destinatario de pruebas',
      scodoficinaorigen: 'OFISCL',
      scodoficinadestino: 'OFIPUQ',
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodestado: 'BORIG',
      scodtipocarga: 'GENERAL',
      ncantidadbultos: units,
      dfecingresobodega: new Date(),
    })
    .returning({ nidra: receptions.nidra });
  const { nidra } = one(inserted, 'bench RA');
  await db.insert(packages).values({ nidra, scodtipobulto: 'CAJA', ...line, ...measured });
  // Its units, as the wizard's finish makes them: the scans measure scanning, not the units' first use.
  await db.transaction((tx) => rebuildUnits(tx, [nidra]));
  return nidra;
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log('Escaneo: omitido. Defina BENCH_DATABASE_URL (una base llenada con `npm run seed:volume`).');
    return [];
  }
  const { app, db, api, token, size } = server;
  const warehouse = await token('bodega.scl');
  const admin = one(
    await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, 'admin')),
    'admin',
  ).id;
  const [operation] = await db
    .insert(operations)
    .values({
      sdescripcion: 'Banco de pruebas de escaneo',
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodigovia: 'TER',
      scodtipoequipo: 'CAMION',
      nidusuario: admin,
    })
    .returning({ id: operations.nidoperacion });
  const post = async (p: string, body: unknown) => {
    const response = await fetch(api(p), {
      method: 'POST',
      headers: { authorization: `Bearer ${warehouse}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response;
  };
  const newList = async () => (await post('/LoadingList', { nidoperacion: operation?.id })).text();
  const scan = async (list: string, scodigo: string, sclave = randomUUID()) => {
    const start = performance.now();
    const response = await post(`/Scan/LoadingList/${list}`, { scodigo, sclave, sdispositivo: 'bench' });
    const answer = (await response.json()) as { sresultado: string };
    if (answer.sresultado !== 'ACEPTADO') throw new Error(`${scodigo}: ${JSON.stringify(answer)}`);
    return performance.now() - start;
  };

  // 16 devices at once, each on its own list: at a fast scanner's pace (5 a second each, 80 a second in
  // all), then flat out (each sends the next scan as soon as the answer comes: the server's ceiling).
  const results: BenchResult[] = [];
  for (const [label, perSecond] of [
    ['5 escaneos/s cada uno', SLOW_RATE_PER_S],
    ['sin pausa', 0],
  ] as const) {
    const devices = await Promise.all(
      Array.from({ length: DEVICES }, async () => ({
        list: await newList(),
        nidra: await insertRa(db, UNITS_PER_DEVICE, admin),
      })),
    );
    const times: number[] = [];
    await Promise.all(
      devices.map(async ({ list, nidra }, index) => {
        // People do not scan in step: each device starts at its own moment within the first period.
        const startedAt = performance.now() + (perSecond > 0 ? (index * 1000) / perSecond / DEVICES : 0);
        for (let k = 1; k <= UNITS_PER_DEVICE; k++) {
          if (perSecond > 0) {
            const due = startedAt + ((k - 1) * 1000) / perSecond;
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
          }
          times.push(await scan(list, unitCodeText(nidra, k, UNITS_PER_DEVICE)));
        }
      }),
    );
    results.push(underLoad(`Escaneo a lista de carga, ${size}, ${DEVICES} dispositivos, ${label}`, times));
  }

  // One device, 500 units at 5 a second, one scan in ten sent twice (a retry after a lost answer).
  const list = await newList();
  const nidra = await insertRa(db, SLOW_UNITS, admin);
  const slow: number[] = [];
  const pending: Array<Promise<unknown>> = [];
  const startedAt = performance.now();
  for (let k = 1; k <= SLOW_UNITS; k++) {
    const due = startedAt + ((k - 1) * 1000) / SLOW_RATE_PER_S;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const code = unitCodeText(nidra, k, SLOW_UNITS);
    const key = randomUUID();
    pending.push(scan(list, code, key).then((ms) => slow.push(ms)));
    if (k % 10 === 0) pending.push(post(`/Scan/LoadingList/${list}`, { scodigo: code, sclave: key }));
  }
  await Promise.all(pending);
  const counted = one(
    await db
      .select({ n: sql<number>`coalesce(sum(${loadingListPackages.ncantidadingresada}), 0)::int` })
      .from(loadingListPackages)
      .where(eq(loadingListPackages.nidra, nidra)),
    'units on list',
  ).n;
  const events = one(
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(custodyEvents)
      .where(eq(custodyEvents.nidra, nidra)),
    'events',
  ).n;
  console.log(`Escaneo a 5/s: ${SLOW_UNITS} bultos escaneados, ${counted} en la lista, ${events} eventos.`);
  if (Number(counted) !== SLOW_UNITS || Number(events) !== SLOW_UNITS)
    throw new Error('Escaneo a 5/s: se perdieron o duplicaron escaneos');
  results.push(underLoad(`Escaneo a 5/s, 500 bultos, 1 de cada 10 enviado dos veces, ${size}`, slow));
  await app.close();
  return results;
}
