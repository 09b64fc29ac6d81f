// Warehouse flow II for the benches, through the API over HTTP where practical: load lists, scans, closing,
// dispatch, reception and delivery. Only the RAs (the wizard's result) and the truck operation are written
// to the database directly, as the bench needs many of them quickly.
import { randomUUID } from 'node:crypto';
import { measurePackage, unitCodeText } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { rebuildUnits } from '../src/core/ra/units.repo.ts';
import { operations, packages, receptions, users } from '../src/db/schema.ts';
import { one } from '../src/db/sql-helpers.ts';
import { pngDataUrl, signaturePng } from '../src/modules/delivery/signature.test-support.ts';
import type { Planned } from './open-loop.ts';
import type { BenchServer } from './server.ts';

/** The tokens a bench's client threads use, by index in `Flow.tokens`. */
export const ORIGIN = 0;
export const DESTINATION = 1;
export const ACCEPTED = '"sresultado":"ACEPTADO"';

export async function benchFlow(server: BenchServer) {
  const { db, api, token } = server;
  const tokens = [await token('bodega.scl'), await token('bodega.puq')];
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
  const operationId = one(operation ? [operation] : [], 'bench operation').id;

  /** One call through the API; its time and its answer. Rejects on anything but a 2xx. */
  async function call(method: string, p: string, body?: unknown, as = ORIGIN) {
    const start = performance.now();
    const response = await fetch(api(p), {
      method,
      headers: {
        authorization: `Bearer ${tokens[as]}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - start;
    if (!response.ok) throw new Error(`${method} ${p}: ${response.status} ${text}`);
    return { ms, text };
  }

  /** An RA in the origin warehouse BDSCL → BDPUQ with one line of `units` boxes, its units made. */
  async function insertRa(units: number) {
    const line = { ncantidadbultos: units, npesobultokg: 10, nlargocm: 40, nanchocm: 30, naltocm: 20 };
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
    await db.insert(packages).values({ nidra, scodtipobulto: 'CAJA', ...line, ...measurePackage(line) });
    // As the wizard's finish makes them: the scans measure scanning, not the units' first use.
    await db.transaction((tx) => rebuildUnits(tx, [nidra]));
    return nidra;
  }

  const newList = async () => (await call('POST', '/LoadingList', { nidoperacion: operationId })).text;

  /** A device: its own list and an RA of `units` to scan onto it. */
  const device = async (units: number) => ({ list: await newList(), nidra: await insertRa(units), units });

  /** The scan of unit `k` of the device's RA, `at` ms after the start (open loop). */
  const scan = (
    d: { list: string; nidra: number; units: number },
    k: number,
    at = 0,
    key = randomUUID(),
  ): Planned => ({
    at,
    url: api(`/Scan/LoadingList/${d.list}`),
    token: ORIGIN,
    method: 'POST',
    body: JSON.stringify({ scodigo: unitCodeText(d.nidra, k, d.units), sclave: key, sdispositivo: 'bench' }),
    expect: ACCEPTED,
  });

  /** Closes the list with its truck and dispatches it: ready to be received at BDPUQ. */
  async function dispatchList(list: string) {
    await call('PUT', `/LoadingList/${list}/Close`, {
      spatentecamion: 'BCDF12',
      spatenteacoplado: 'JK3456',
      snombreconductor: 'Juan Soto',
      spreftelefonoconductor: '56',
      nnumtelefonoconductor: '912345678',
      sconfirmasintarifa: 'S',
    });
    await call('POST', '/Dispatch', {
      scodlistacarga: list,
      sselloseguridad: `SELLO-${list}`,
      scomentariodespacho: 'Banco de pruebas',
    });
  }

  /** A list holding the whole RA, added as the 'Agregar RA' screen does (no scans). */
  async function listWithRa(nidra: number) {
    const list = await newList();
    await call('POST', `/LoadingList/${list}/RA`, { operacionId: operationId, raList: [nidra] });
    return list;
  }

  const signature = pngDataUrl(signaturePng());
  /** 'Entregar': the RA handed over whole at BDPUQ, with its signature. */
  const deliver = (nidra: number) =>
    call(
      'POST',
      `/Delivery/${nidra}`,
      {
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
        b64firma: signature,
      },
      DESTINATION,
    );

  return { tokens, call, insertRa, newList, device, scan, dispatchList, listWithRa, deliver };
}

export type BenchFlow = Awaited<ReturnType<typeof benchFlow>>;
