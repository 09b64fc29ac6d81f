import { repartoMessages as m } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf, userIdOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cargoEvents, receptions } from '../../db/schema.ts';
import { scanKey, unitsOf } from '../custody/custody.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// Issue 35, loading the van: the units of a hoja de ruta scanned into it, then its departure, as the truck
// check does (the missing named, leaving without them only when confirmed).

describe.each(drivers)('reparto: loading the van on %s', (driver) => {
  const ctx = useTestApp(driver, { puq: 'bodega.puq', scl: 'bodega.scl', customer: 'cliente' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  let conductor = 0;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    conductor = await userIdOf(ctx.db, 'conductor.puq');
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token = ctx.tokens.puq) =>
    ctx.call(method, url, { token, body });

  /** RAs received at BDPUQ (5 units each), for delivery at the door. */
  const arrivedForDoor = async (count: number) => {
    const ras: number[] = [];
    for (let i = 0; i < count; i++) ras.push((await insertWarehouseRa(ctx.db)).nidra);
    await flow.receivedList(ras);
    for (const nidra of ras)
      await ctx.db.update(receptions).set({ sindentregalocal: 'S' }).where(eq(receptions.nidra, nidra));
    return ras;
  };
  const plan = async (nidras: number[]) => {
    const response = await call('POST', '/api/Reparto/HojaRuta', {
      scodbodega: 'BDPUQ',
      dfecha: '2026-12-03',
      nidconductor: conductor,
      spatente: 'GHKL23',
      nidras,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().nidhojaruta as number;
  };
  const scan = (route: number, scodigo: string, sclave = scanKey(), token = ctx.tokens.puq) =>
    call('POST', `/api/Scan/Reparto/${route}`, { scodigo, sclave }, token);
  const codes = async (nidra: number) => (await unitsOf(ctx.db, nidra)).map((u) => u.scodigo);

  it('loads the route units, refuses the others, and leaves when all are in', async () => {
    const [a, b, other] = (await arrivedForDoor(3)) as [number, number, number];
    const route = await plan([a, b]);
    const first = (await codes(a))[0]!;
    const loaded = await scan(route, first);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({
      sresultado: 'ACEPTADO',
      stipoevento: 'REPARTO',
      nbultoslista: 10,
      nbultosescaneados: 1,
    });
    // The route is loading: its stops no longer change.
    const read = (await call('GET', `/api/Reparto/HojaRuta/${route}`)).json();
    expect(read.sestado).toBe('CARGANDO');
    expect(read.paradas.map((s: { ncargados: number }) => s.ncargados)).toEqual([1, 0]);
    expect((await call('PUT', `/api/Reparto/HojaRuta/${route}/Paradas`, { nidras: [a] })).statusCode).toBe(
      409,
    );
    // Again (another key): already in; the same key again: the first answer.
    const again = (await scan(route, first)).json();
    expect(again).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'YA_ESCANEADA' });
    const key = scanKey();
    const second = (await codes(a))[1]!;
    expect((await scan(route, second, key)).json().sduplicado).toBe('N');
    expect((await scan(route, second, key)).json()).toMatchObject({ sduplicado: 'S', nbultosescaneados: 2 });
    // A unit of an RA not on the route.
    const stranger = (await scan(route, (await codes(other))[0]!)).json();
    expect(stranger).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'NO_ESPERADA' });
    expect(stranger.smensaje).toContain(`no va en la hoja de ruta N° ${route}`);

    // Leaving with 8 units still at the warehouse: named, refused unless confirmed.
    const early = await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Faltan cargar 8 bultos: /);
    for (const code of [...(await codes(a)).slice(2), ...(await codes(b))])
      expect((await scan(route, code)).json().sresultado).toBe('ACEPTADO');
    const left = await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, {});
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ sestado: 'EN_RUTA', sdesestado: 'En ruta' });
    expect(left.json().paradas.map((s: { ncargados: number }) => s.ncargados)).toEqual([5, 5]);
    // Each RA heard it (notices, webhooks, tracking), once.
    for (const nidra of [a, b]) {
      const events = await ctx.db
        .select()
        .from(cargoEvents)
        .where(and(eq(cargoEvents.nidra, nidra), eq(cargoEvents.sevento, 'EN_REPARTO')));
      expect(events).toHaveLength(1);
    }
    // Nothing more goes in, and it does not leave twice.
    expect((await scan(route, (await codes(other))[1]!)).statusCode).toBe(409);
    const twice = await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.routeNotDepartable);
  });

  it('leaves without the units the planner confirms missing', async () => {
    const [a] = (await arrivedForDoor(1)) as [number];
    const route = await plan([a]);
    expect((await scan(route, (await codes(a))[0]!)).json().sresultado).toBe('ACEPTADO');
    const refused = await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, {});
    expect(refused.json().message).toMatch(/^Faltan cargar 4 bultos: /);
    const left = await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, { sconfirmafaltantes: 'S' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().sestado).toBe('EN_RUTA');
    const history = await raHistoryOf(ctx.db, a);
    expect(history.map((h) => h.sdetalle)).toContain(
      `Salió a reparto en la hoja de ruta N° ${route} (vehículo GHKL23, conductor Juan Soto (conductor))`,
    );
  });

  it('is for DEST-REPARTO staff of the route warehouse only', async () => {
    const [a] = (await arrivedForDoor(1)) as [number];
    const route = await plan([a]);
    const code = (await codes(a))[0]!;
    for (const token of [ctx.tokens.customer, ctx.tokens.scl]) {
      expect((await scan(route, code, scanKey(), token)).statusCode).toBe(403);
      expect((await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, {}, token)).statusCode).toBe(403);
    }
    expect((await scan(999_999, code)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/Reparto/HojaRuta/${route}/Salida`, { sconfirmafaltantes: 'X' })).statusCode,
    ).toBe(400);
    const [unit] = await unitsOf(ctx.db, a);
    expect(unit?.sestado).toBe('RECIBIDA');
  });
});
