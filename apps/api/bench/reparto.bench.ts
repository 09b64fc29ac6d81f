// Issue 35, 'Reparto': a hoja de ruta of 60 stops planned, read and printed at 16 clients at once on the
// database of `npm run seed:volume -- --ras 1000000`, and the planner's candidates. The target is the lists'
// (p99 ≤ 50 ms a call at 16 clients). The RAs planned are real BDEST RAs of BDPUQ marked for the door; each
// run first takes the previous runs' routes apart (only the bench's, by their plate). Loading: 16 scanners,
// each loading its own van (one of the routes just planned) unit by unit, then sending it out. At the doors:
// 16 drivers at once, each settling its van's stops in order (three in four delivered with a signature,
// collecting what a POR PAGAR RA owes; the fourth a failed visit).
import { chileToday, unitCodeText } from '@carga/domain';
import { sql } from 'drizzle-orm';
import { lockRa } from '../src/core/ra/ra-transition.repo.ts';
import { ensureUnits } from '../src/core/ra/units.repo.ts';
// A signature as a pad's canvas gives it (300 × 120, dark ink), as the delivery tests send.
import { SIGNED } from '../src/modules/delivery/signature.test-support.ts';
import { clientsOnThread } from './client-thread.ts';
import { type BenchResult, underLoad } from './measure.ts';
import { type Lane, type Server, sendLanes, splitLanes } from './reparto-pace.ts';
import { startBenchServer } from './server.ts';

const CLIENTS = 16;
const STOPS = 60;
// Routes planned (BENCH_ROUTES), half at a planner's pace and half flat out: a run delivers ~3/4 of 16 vans' RAs, so
// a seed serves a few runs.
const ROUTES = Number(process.env.BENCH_ROUTES ?? CLIENTS * 4);
const SECONDS = 8;
const PLATE = 'BNCH60';
// A person's pace (bench/reparto-pace.ts): a planner saves a route every 2 s, a scanner reads 5 units a
// second, a driver settles a stop every second — each far faster than on a real floor.
const PLANS_PER_S = 0.5;
const SCANS_PER_S = 5;
const DOORS_PER_S = 1;
const PACED_SCANS = 100;
const PACED_DOORS = 20;
const ACCEPTED = '"sresultado":"ACEPTADO"';

type Rows<T> = { rows: T[] };

/**
 * 16 scanners at once, each loading one of the routes just planned: every unit of its RAs scanned into the
 * van (`POST /api/Scan/Reparto/:id`, a new key each), then the van's departure (`…/Salida`).
 */
async function loadVans(server: Server, token: string, warmUp: number): Promise<BenchResult[]> {
  const { db, api, size } = server;
  // One van of each driver (the first planned of each, the warm-up's route apart).
  const { rows: firsts } = (await db.execute(sql`
    select distinct on (h.nidconductor) h.nidhojaruta, u.susuario from hoja_ruta h
      join usuario u on u.nidusuario = h.nidconductor
     where h.spatente = ${PLATE} and h.nidhojaruta <> ${warmUp}
     order by h.nidconductor, h.nidhojaruta`)) as unknown as Rows<{ nidhojaruta: number; susuario: string }>;
  const vans = firsts.slice(0, CLIENTS).map((route) => Number(route.nidhojaruta));
  const drivers = firsts.slice(0, CLIENTS).map((route) => route.susuario);
  // The seed writes no units: each RA's labels are its codes.
  const { rows: stops } = (await db.execute(sql`
    select p.nidhojaruta, p.nidra, r.ncantidadbultos from hoja_ruta_parada p join recepcion r using (nidra)
     where p.nidhojaruta = any(${`{${vans.join(',')}}`}::int[]) order by p.nidhojaruta, p.norden`)) as unknown as Rows<{
    nidhojaruta: number;
    nidra: number;
    ncantidadbultos: number;
  }>;
  // As the wizard's finish does for a real RA: the units exist before anyone scans them; and as the arrival
  // scan leaves a received RA's units, they are RECIBIDA at the warehouse (not timed). The seed's lists
  // carry its units CARGADA: scanned so, each was an anomaly ('no está en la bodega'), answered 200 and
  // loading nothing — which the figures of 2026-11-29 10:58 measured.
  const nidras = stops.map((stop) => Number(stop.nidra));
  await db.transaction(async (tx) => {
    for (const nidra of nidras) {
      await lockRa(tx, nidra);
      await ensureUnits(tx, nidra);
    }
    await tx.execute(sql`update unidad set sestado = 'RECIBIDA'
      where nidra = any(${`{${nidras.join(',')}}`}::int[]) and sestado <> 'RECIBIDA'`);
  });
  const stamp = Date.now();
  const lanes = vans.map((van) =>
    stops
      .filter((stop) => Number(stop.nidhojaruta) === van)
      .flatMap((stop) => {
        const n = Number(stop.ncantidadbultos);
        return Array.from({ length: n }, (_, k) => unitCodeText(Number(stop.nidra), k + 1, n));
      })
      .map((scodigo, i): [string, string] => [
        api(`/Scan/Reparto/${van}`),
        JSON.stringify({ scodigo, sclave: `bench-${van}-${i}-${stamp}` }),
      ]),
  );
  const [paced, rest] = splitLanes(lanes, PACED_SCANS);
  const scanned = lanes.reduce((t, lane) => t + lane.length, 0);
  const loads = [
    await sendLanes(
      server,
      `Reparto: cargar el vehículo, ${CLIENTS} escáneres a ${SCANS_PER_S} por segundo cada uno, ${size}`,
      { lanes: paced, tokens: [token], perSecond: SCANS_PER_S, expect: ACCEPTED },
    ),
    await sendLanes(server, `Reparto: cargar el vehículo, ${CLIENTS} escáneres sin pausa, ${size}`, {
      lanes: rest,
      tokens: [token],
      perSecond: 0,
      expect: ACCEPTED,
    }),
  ];
  // Every scan must have loaded its unit: an anomaly is answered 200 too.
  const { rows: loaded } = (await db.execute(sql`select count(*)::int as n from unidad
    where nidra = any(${`{${nidras.join(',')}}`}::int[]) and sestado = 'EN_REPARTO'`)) as unknown as Rows<{
    n: number;
  }>;
  if (Number(loaded[0]?.n) !== scanned)
    throw new Error(`Reparto: ${loaded[0]?.n} de ${scanned} bultos escaneados quedaron en los vehículos`);
  const departures = await sendLanes(server, `Reparto: salida del vehículo, ${CLIENTS} a la vez, ${size}`, {
    lanes: vans.map((van): Lane => [[api(`/Reparto/HojaRuta/${van}/Salida`), '{}']]),
    tokens: [token],
    perSecond: 0,
  });
  return [...loads, departures, ...(await settleDoors(server, token, vans, drivers))];
}

/**
 * The 16 vans at their doors: each driver settles its route's stops in order, one call after the other's
 * answer — 'Entregado' (name, RUT, signature; the cash due of a POR PAGAR RA collected in the same
 * transaction) for three stops in four, 'No entregado' (nobody home) for the fourth.
 */
async function settleDoors(
  server: Server,
  plannerToken: string,
  vans: number[],
  drivers: string[],
): Promise<BenchResult[]> {
  const { api, size } = server;
  // Each van's own driver.
  const laneTokens: string[] = [];
  for (const name of drivers) laneTokens.push(await server.token(name));
  const at = new Date().toISOString();
  const lanes: Array<Array<[string, string]>> = [];
  for (const van of vans) {
    // The stops and what each collects, as the driver's phone reads them (not timed).
    const read = await fetch(api(`/Reparto/HojaRuta/${van}`), {
      headers: { authorization: `Bearer ${plannerToken}` },
    });
    const route = (await read.json()) as { paradas: Array<{ nidparada: number; nacobrar: number }> };
    lanes.push(
      route.paradas.map((stop, i): [string, string] =>
        i % 4 === 3
          ? [
              api(`/Reparto/Parada/${stop.nidparada}/NoEntregado`),
              JSON.stringify({ smotivo: 'NADIE', dfhovisita: at }),
            ]
          : [
              api(`/Reparto/Parada/${stop.nidparada}/Entregado`),
              JSON.stringify({
                snombreretira: 'Recibe del bench',
                srutretira: '11111111-1',
                dfhoentrega: at,
                ...SIGNED,
                ...(stop.nacobrar > 0 && {
                  cobro: { scodmediopago: 'EFECTIVO', nmonto: stop.nacobrar, nmontorecibido: stop.nacobrar },
                }),
              }),
            ],
      ),
    );
  }
  const [paced, rest] = splitLanes(lanes, PACED_DOORS);
  const what = `Reparto: entregado o visita fallida en la puerta, ${CLIENTS} conductores`;
  return [
    await sendLanes(server, `${what} a ${DOORS_PER_S} parada por segundo cada uno, ${size}`, {
      lanes: paced,
      tokens: laneTokens,
      perSecond: DOORS_PER_S,
    }),
    await sendLanes(server, `${what} sin pausa, ${size}`, { lanes: rest, tokens: laneTokens, perSecond: 0 }),
  ];
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Reparto: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL.',
    );
    return [];
  }
  const { db, api, size } = server;
  // The bench's previous routes, its planner's menu and its driver (a database seeded before issue 35).
  // A previous run's loaded units go back to the warehouse (RECIBIDA), as a closed route leaves them.
  await db.execute(sql`update unidad set sestado = 'RECIBIDA' where sestado = 'EN_REPARTO' and nidra in
    (select p.nidra from hoja_ruta_parada p join hoja_ruta h using (nidhojaruta) where h.spatente = ${PLATE})`);
  await db.execute(sql`delete from hoja_ruta_parada where nidhojaruta in
    (select nidhojaruta from hoja_ruta where spatente = ${PLATE})`);
  await db.execute(sql`delete from hoja_ruta where spatente = ${PLATE}`);
  await db.execute(sql`update usuario set menus = array_append(menus, 'DEST-REPARTO')
    where susuario = 'bodega.puq' and not 'DEST-REPARTO' = any(menus)`);
  // One driver a van (a driver's collections go into the driver's own caja), signing in as the demo users.
  await db.execute(sql`insert into usuario (susuario, snombre, spasswordhash, bodegas, menus)
    select 'conductor.bench.' || n, 'Conductor del bench ' || n, 'x', '{BDPUQ}', '{CONDUCTOR}'
      from generate_series(1, ${CLIENTS}) n
     where not exists (select 1 from usuario where susuario = 'conductor.bench.' || n)`);
  await db.execute(sql`update usuario set spasswordhash =
    (select spasswordhash from usuario where susuario = 'bodega.puq') where susuario like 'conductor.bench.%'`);
  const { rows: drivers } = (await db.execute(
    sql`select nidusuario, susuario from usuario where susuario like 'conductor.bench.%' order by nidusuario`,
  )) as unknown as Rows<{ nidusuario: number; susuario: string }>;
  const driverIds = drivers.map((d) => Number(d.nidusuario));
  // BDEST RAs of BDPUQ on no pending stop, marked for the door: one route's worth for each request.
  const { rows: free } = (await db.execute(sql`
    update recepcion r set sindentregalocal = 'S' where r.nidra in (
      select nidra from recepcion where scodbodegadestino = 'BDPUQ' and scodestado = 'BDEST'
        and not exists (select 1 from hoja_ruta_parada p where p.nidra = recepcion.nidra and p.sindvigente = 'S')
      order by nidra desc limit ${(ROUTES + 1) * STOPS})
    returning r.nidra`)) as unknown as Rows<{ nidra: number }>;
  await db.execute(sql`analyze recepcion, hoja_ruta, hoja_ruta_parada`);
  const ras = free.map((r) => Number(r.nidra));
  if (ras.length < (ROUTES + 1) * STOPS) {
    console.log(`Reparto: omitido, sólo ${ras.length} RA en BDPUQ para planificar.`);
    await server.app.close();
    return [];
  }
  const token = await server.token('bodega.puq');
  const body = (stops: number[], i: number) =>
    JSON.stringify({
      scodbodega: 'BDPUQ',
      dfecha: chileToday(),
      nidconductor: driverIds[i % driverIds.length],
      spatente: PLATE,
      ncapacidadkg: 3500,
      ncapacidadm3: 18,
      nidras: stops,
    });
  const bodies = Array.from({ length: ROUTES + 1 }, (_, i) => body(ras.slice(i * STOPS, (i + 1) * STOPS), i));
  // One route planned alone first: the warm-up, and the route the reads below ask for.
  const first = await fetch(api('/Reparto/HojaRuta'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bodies.shift(),
  });
  if (first.status !== 200) throw new Error(`Reparto: ${first.status} ${await first.text()}`);
  const route = ((await first.json()) as { nidhojaruta: number }).nidhojaruta;

  // 16 planners (lane i saves bodies i, i + 16, …): the first half at a planner's pace, the rest flat out.
  const planning: Lane[] = Array.from({ length: CLIENTS }, (_, i) =>
    bodies.filter((_, k) => k % CLIENTS === i).map((b): [string, string] => [api('/Reparto/HojaRuta'), b]),
  );
  const [paced, rest] = splitLanes(planning, Math.ceil(ROUTES / CLIENTS / 2));
  const plans = `Reparto: planificar una hoja de ruta de ${STOPS} paradas, ${CLIENTS} planificadores`;
  const results: BenchResult[] = [
    await sendLanes(server, `${plans}, una cada ${1 / PLANS_PER_S} s cada uno, ${size}`, {
      lanes: paced,
      tokens: [token],
      perSecond: PLANS_PER_S,
    }),
    await sendLanes(server, `${plans} sin pausa, ${size}`, { lanes: rest, tokens: [token], perSecond: 0 }),
  ];
  // As autovacuum would (this machine's PostgreSQL runs without it): the thousands of stops just written are
  // counted and their pages marked visible, so the stops' indexes are read without their rows. Not
  // `recepcion`: a million rows are not vacuumed for a few thousand changed, in production either.
  await db.execute(sql`vacuum analyze hoja_ruta, hoja_ruta_parada`);
  results.push(...(await loadVans(server, token, route)));
  for (const [name, path] of [
    [`Reparto: leer una hoja de ruta de ${STOPS} paradas`, `/Reparto/HojaRuta/${route}`],
    [`Reparto: imprimir una hoja de ruta de ${STOPS} paradas (PDF)`, `/Reparto/HojaRuta/${route}/Pdf`],
    ['Reparto: RA por planificar en BDPUQ', '/Reparto/Candidatas?codigoBodega=BDPUQ'],
    ['Reparto: hojas de ruta del día en BDPUQ', `/Reparto/HojaRuta?codigoBodega=BDPUQ&fecha=${chileToday()}`],
  ] as const) {
    const loop = await clientsOnThread({ url: api(path), token, clients: CLIENTS, seconds: SECONDS });
    const result = underLoad(`${name}, ${CLIENTS} clientes, ${size}`, loop.times);
    result.perSecond = loop.perSecond;
    results.push(result);
  }
  // The target is a person's: met or not at a person's pace; flat out is the capacity (its rate).
  for (const result of results)
    if (!result.name.includes('sin pausa'))
      result.note = [`p99 ≤ 50 ms: ${(result.p99Ms ?? Number.NaN) <= 50 ? 'met' : 'NOT met'}`, result.note]
        .filter(Boolean)
        .join('; ');
  await server.app.close();
  return results;
}
