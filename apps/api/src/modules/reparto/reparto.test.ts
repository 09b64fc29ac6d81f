import { repartoMessages as m, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut, insertRa, userIdOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { deliveryRoutes, receptions } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';

// Issue 35, 'Destino / Reparto': hojas de ruta planned at the destination warehouse (DEST-REPARTO).

const COMERCIAL_AUSTRAL = '76086428-5'; // Av. España 1450 Local 3, Punta Arenas
const MAGALLANES = '96512340-7'; // José Menéndez 820, Punta Arenas
const PEREZ = '12345678-5'; // Los Aromos 55 Depto. 41, Las Condes

describe.each(drivers)('reparto: hojas de ruta on %s', (driver) => {
  const ctx = useTestApp(driver, {
    puq: 'bodega.puq',
    scl: 'bodega.scl',
    office: 'oficina.scl',
    customer: 'cliente',
    driver: 'conductor.puq',
  });
  const ids = { driver: 0, puq: 0, client: {} as Record<string, number> };
  beforeAll(async () => {
    ids.driver = await userIdOf(ctx.db, 'conductor.puq');
    ids.puq = await userIdOf(ctx.db, 'bodega.puq');
    ids.client = await clientIdsByRut(ctx.db);
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token = ctx.tokens.puq) =>
    ctx.call(method, `/api/Reparto${url}`, { token, body });

  /** An RA waiting at BDPUQ for a delivery at its recipient's door. */
  const doorRa = (recipient = COMERCIAL_AUSTRAL, overrides: Parameters<typeof insertRa>[1] = {}) =>
    insertRa(ctx.db, {
      scodestado: 'BDEST',
      sindentregalocal: 'S',
      niddestinatario: ids.client[recipient],
      srutdestinatario: recipient,
      ...overrides,
    });
  const plan = (nidras: number[], overrides: object = {}, token = ctx.tokens.puq) =>
    call(
      'POST',
      '/HojaRuta',
      {
        scodbodega: 'BDPUQ',
        dfecha: '2026-12-01',
        nidconductor: ids.driver,
        spatente: 'gh-kl-23',
        ncapacidadkg: 100,
        ncapacidadm3: 2,
        nidras,
        ...overrides,
      },
      token,
    );

  it('lists the RAs waiting for the door, with address and comuna, and the drivers', async () => {
    const ra = await doorRa(MAGALLANES);
    const counter = await doorRa(MAGALLANES, { sindentregalocal: 'N' });
    const travelling = await doorRa(MAGALLANES, { scodestado: 'BDTRAN' });
    const response = await call('GET', '/Candidatas?codigoBodega=BDPUQ');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().list as Array<{ nidra: number }>;
    expect(list.map((c) => c.nidra)).toContain(ra);
    expect(list.map((c) => c.nidra)).not.toContain(counter);
    expect(list.map((c) => c.nidra)).not.toContain(travelling);
    expect(list.find((c) => c.nidra === ra)).toMatchObject({
      sdireccion: 'José Menéndez 820',
      scodcomuna: '12101',
      snomcomuna: expect.stringMatching(/punta arenas/i),
      ncantidadbultos: 2,
      npesobrutokg: 40,
    });
    const drivers = (await call('GET', '/Conductores?codigoBodega=BDPUQ')).json().list;
    expect(drivers).toEqual([{ nidusuario: ids.driver, snombre: 'Juan Soto (conductor)' }]);
  });

  it('plans a route in the order given, totals it against the vehicle and prints it', async () => {
    const first = await doorRa(PEREZ);
    const second = await doorRa(COMERCIAL_AUSTRAL);
    const third = await doorRa(MAGALLANES);
    const created = await plan([first, second, third]);

    expect(created.statusCode, created.body).toBe(200);
    const route = created.json();
    expect(route).toMatchObject({
      scodbodega: 'BDPUQ',
      dfecha: '2026-12-01',
      spatente: 'GHKL23',
      sestado: 'PLANIFICADA',
      sdesestado: 'Planificada',
      snombreconductor: 'Juan Soto (conductor)',
      nparadas: 3,
      nbultos: 6,
      npesokg: 120,
      nvolumenm3: 1.5,
      // 120 kg on a van of 100 kg; 1.5 m³ of 2.
      sindsobrepeso: 'S',
      sindsobrevolumen: 'N',
    });
    expect(route.paradas.map((s: { nidra: number; norden: number }) => [s.norden, s.nidra])).toEqual([
      [1, first],
      [2, second],
      [3, third],
    ]);
    // Planned RAs are no longer candidates.
    const waiting = (await call('GET', '/Candidatas?codigoBodega=BDPUQ')).json().list;
    expect(waiting.map((c: { nidra: number }) => c.nidra)).not.toContain(first);
    // 'Ordenar por comuna y dirección': Las Condes, then Punta Arenas by address.
    const sorted = (await call('POST', `/HojaRuta/${route.nidhojaruta}/OrdenarPorComuna`)).json();
    expect(sorted.paradas.map((s: { nidra: number }) => s.nidra)).toEqual([first, second, third]);
    const moved = await call('PUT', `/HojaRuta/${route.nidhojaruta}/Paradas`, { nidras: [third, first] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().paradas.map((s: { nidra: number }) => s.nidra)).toEqual([third, first]);
    // The RA taken out is a candidate again.
    const again = (await call('GET', '/Candidatas?codigoBodega=BDPUQ')).json().list;
    expect(again.map((c: { nidra: number }) => c.nidra)).toContain(second);
    const listed = (await call('GET', '/HojaRuta?codigoBodega=BDPUQ&fecha=2026-12-01')).json().list;
    expect(listed.find((r: { nidhojaruta: number }) => r.nidhojaruta === route.nidhojaruta)).toMatchObject({
      nparadas: 2,
      nbultos: 4,
    });
    const pdf = await call('GET', `/HojaRuta/${route.nidhojaruta}/Pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses bad input with a Spanish 400 and writes nothing', async () => {
    const ra = await doorRa();
    const cases: Array<[object, string]> = [
      [{ spatente: 'XX' }, m.plateFormat],
      [{ dfecha: '2026-02-30' }, m.dayInvalid],
      [{ nidras: 'x' }, m.stopsRequired],
      [{ nidras: [ra, ra] }, m.stopsRepeated],
      [{ ncapacidadkg: -1 }, m.capacityInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await plan([ra], overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // A driver without the Conductor profile (the planner himself).
    const notDriver = await plan([ra], { nidconductor: ids.puq });
    expect(notDriver.statusCode).toBe(400);
    expect(notDriver.json().message).toBe(m.driverInvalid);
    const waiting = (await call('GET', '/Candidatas?codigoBodega=BDPUQ')).json().list;
    expect(waiting.map((c: { nidra: number }) => c.nidra)).toContain(ra);
  });

  it('refuses RAs that are not waiting for the door, or already on a route (409 naming the RA)', async () => {
    const counter = await doorRa(MAGALLANES, { sindentregalocal: 'N' });
    expect((await plan([counter])).json().message).toBe(m.raNotForDoor(counter));
    const delivered = await doorRa(MAGALLANES, { scodestado: 'ENTRE' });
    expect((await plan([delivered])).json().message).toBe(m.raNotWaiting(delivered));
    const elsewhere = await doorRa(MAGALLANES, { scodbodegadestino: 'BDSCL' });
    expect((await plan([elsewhere])).statusCode).toBe(409);
    const missing = await plan([2_000_000_000]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain(messages.raNotFound);

    const ra = await doorRa();
    const fresh = await doorRa();
    const route = (await plan([ra])).json().nidhojaruta as number;
    const twice = await plan([fresh, ra]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.raOnAnotherRoute(ra, route));
    // Nothing written: the fresh RA is still a candidate.
    const waiting = (await call('GET', '/Candidatas?codigoBodega=BDPUQ')).json().list;
    expect(waiting.map((c: { nidra: number }) => c.nidra)).toContain(fresh);
  });

  it('keeps an RA on a route from being handed over at the counter', async () => {
    const ra = await doorRa();
    const route = (await plan([ra])).json().nidhojaruta as number;
    const counter = await ctx.call('POST', `/api/Delivery/${ra}`, {
      token: ctx.tokens.puq,
      body: {
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
        ...SIGNED,
      },
    });
    expect(counter.statusCode).toBe(409);
    expect(counter.json().message).toBe(m.raOnRouteNoCounter(ra, route));
    const scan = await ctx.call('POST', `/api/Scan/Delivery/${ra}`, {
      token: ctx.tokens.puq,
      body: { scodigo: `${ra}-1`, sclave: 'reparto-test-1' },
    });
    expect(scan.statusCode).toBe(409);
    expect(scan.json().message).toBe(m.raOnRouteNoCounter(ra, route));
    const [row] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, ra));
    expect(row?.scodestado).toBe('BDEST');
    // Taken off the route, it goes out at the counter.
    const other = await doorRa();
    expect((await call('PUT', `/HojaRuta/${route}/Paradas`, { nidras: [other] })).statusCode).toBe(200);
    const delivered = await ctx.call('POST', `/api/Delivery/${ra}`, {
      token: ctx.tokens.puq,
      body: {
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
        ...SIGNED,
      },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
  });

  it('changes the stops of planned routes only', async () => {
    const ra = await doorRa();
    const route = (await plan([ra])).json().nidhojaruta as number;
    await ctx.db
      .update(deliveryRoutes)
      .set({ sestado: 'EN_RUTA' })
      .where(eq(deliveryRoutes.nidhojaruta, route));
    const moved = await call('PUT', `/HojaRuta/${route}/Paradas`, { nidras: [ra] });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(m.routeNotPlanned);
    expect((await call('GET', '/HojaRuta/999999')).statusCode).toBe(404);
  });

  it('is for DEST-REPARTO staff of the warehouse only', async () => {
    const ra = await doorRa();
    for (const token of [ctx.tokens.customer, ctx.tokens.office, ctx.tokens.driver]) {
      expect((await call('GET', '/Candidatas?codigoBodega=BDPUQ', undefined, token)).statusCode).toBe(403);
      expect((await plan([ra], {}, token)).statusCode).toBe(403);
    }
    // bodega.scl plans at BDSCL, not at BDPUQ.
    const foreign = await plan([ra], {}, ctx.tokens.scl);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(m.warehouseForbidden);
    const route = (await plan([ra])).json().nidhojaruta as number;
    expect((await call('GET', `/HojaRuta/${route}`, undefined, ctx.tokens.scl)).statusCode).toBe(403);
    expect((await call('GET', `/HojaRuta/${route}/Pdf`, undefined, ctx.tokens.scl)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, ra));
    expect(row?.scodestado).toBe('BDEST');
  });
});
