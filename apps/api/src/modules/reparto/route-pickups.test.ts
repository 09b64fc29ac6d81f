import { pickupRouteMessages as m, ROUTE_MAX_PICKUPS, repartoMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { pickupStops, receptions } from '../../db/schema.ts';
import { puqRouteSetup, type RouteSetup } from './reparto.test-support.ts';
import { insertPickupRequest, pickupStateOf, routeWithPickups } from './route-pickups.test-support.ts';

// Issue 35, the first mile on the road: the planner (DEST-REPARTO) puts the day's pickup requests on a hoja
// de ruta that has not left; one request on one open route; a planned request is not annulled.

const DAY = '2026-12-07';
const OTHER_DAY = '2026-12-08';

describe.each(drivers)('retiro: pickups planned on routes on %s', (driver) => {
  const ctx = useTestApp(driver, {
    puq: 'bodega.puq',
    scl: 'bodega.scl',
    driver: 'conductor.puq',
    customer: 'cliente',
    office: 'oficina.scl',
  });
  let setup: RouteSetup;
  beforeAll(async () => {
    setup = await puqRouteSetup(ctx, DAY);
  });
  const candidates = (token = ctx.tokens.puq, query = `codigoBodega=BDPUQ&fecha=${DAY}`) =>
    ctx.call('GET', `/api/Reparto/Retiros?${query}`, { token });
  const setPickups = (id: number, body: object, token = ctx.tokens.puq) =>
    ctx.call('PUT', `/api/Reparto/HojaRuta/${id}/Retiros`, { token, body });
  const stopCount = async () => (await ctx.db.select().from(pickupStops)).length;
  const ids = (list: Array<{ nidretiro: number }>) => list.map((p) => p.nidretiro);

  it("lists the day's requests, plans them in order, replaces and empties the set", async () => {
    const [a, b, c] = [
      await insertPickupRequest(ctx.db, DAY, { scodoficina: 'OFIPUQ' }),
      await insertPickupRequest(ctx.db, DAY),
      await insertPickupRequest(ctx.db, DAY),
    ] as [number, number, number];
    const later = await insertPickupRequest(ctx.db, OTHER_DAY);
    const void_ = await insertPickupRequest(ctx.db, DAY, { sestado: 'ANULADO' });
    const listed = await candidates();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ids(listed.json().list)).toEqual(expect.arrayContaining([a, b, c]));
    expect(ids(listed.json().list)).not.toContain(later);
    expect(ids(listed.json().list)).not.toContain(void_);
    expect(listed.json().list.find((p: { nidretiro: number }) => p.nidretiro === a)).toMatchObject({
      snomcliente: expect.any(String),
      scontacto: 'Pedro Rojas',
      snomcomuna: expect.any(String),
      shoradesde: '09:00',
      nbultos: 3,
      npesokg: 45.5,
      scodoficina: 'OFIPUQ',
      nvisitasfallidas: 0,
    });

    const { id } = await routeWithPickups(setup, [c, a], false);
    expect(await pickupStateOf(ctx.db, a)).toBe('PLANIFICADO');
    const read = await ctx.call('GET', `/api/Reparto/HojaRuta/${id}`, { token: ctx.tokens.puq });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().nretiros).toBe(2);
    expect(read.json().retiros).toMatchObject([
      { nidretiro: c, norden: 1, sestado: 'PENDIENTE', smotivo: null, nbultosretirados: null },
      { nidretiro: a, norden: 2, sestado: 'PENDIENTE' },
    ]);
    const day = await ctx.call('GET', `/api/Reparto/HojaRuta?codigoBodega=BDPUQ&fecha=${DAY}`, {
      token: ctx.tokens.puq,
    });
    expect(day.json().list.find((r: { nidhojaruta: number }) => r.nidhojaruta === id)).toMatchObject({
      nretiros: 2,
    });
    const pdf = await ctx.call('GET', `/api/Reparto/HojaRuta/${id}/Pdf`, { token: ctx.tokens.puq });
    expect(pdf.statusCode).toBe(200);
    expect(ids((await candidates()).json().list)).not.toContain(a);

    // Replaced: a taken off (asked for again), b added, c kept first.
    const replaced = await setPickups(id, { nidretiros: [b, c] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(
      replaced.json().retiros.map((p: { nidretiro: number; norden: number }) => [p.nidretiro, p.norden]),
    ).toEqual([
      [b, 1],
      [c, 2],
    ]);
    expect(await pickupStateOf(ctx.db, a)).toBe('SOLICITADO');
    expect(await pickupStateOf(ctx.db, b)).toBe('PLANIFICADO');
    const emptied = await setPickups(id, { nidretiros: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({ nretiros: 0, retiros: [] });
    expect([await pickupStateOf(ctx.db, b), await pickupStateOf(ctx.db, c)]).toEqual([
      'SOLICITADO',
      'SOLICITADO',
    ]);
  });

  it('refuses what may not be planned, writing nothing', async () => {
    const free = await insertPickupRequest(ctx.db, DAY);
    const held = await insertPickupRequest(ctx.db, DAY);
    const other = await routeWithPickups(setup, [held], false);
    const { id } = await routeWithPickups(setup, [], false);
    const later = await insertPickupRequest(ctx.db, OTHER_DAY);
    const void_ = await insertPickupRequest(ctx.db, DAY, { sestado: 'ANULADO' });
    // Made into an RA at the counter (the customer brought the cargo) while still SOLICITADO.
    const [ra] = await ctx.db.select({ nidra: receptions.nidra }).from(receptions).limit(1);
    const linked = await insertPickupRequest(ctx.db, DAY, { nidra: ra?.nidra });
    const before = await stopCount();
    const cases: Array<[object, string, number]> = [
      [{ nidretiros: [free, later] }, m.pickupOtherDay(later), 409],
      [{ nidretiros: [free, held] }, m.pickupOnAnotherRoute(held, other.id), 409],
      [{ nidretiros: [void_] }, m.pickupNotRequested(void_, 'Anulado'), 409],
      [{ nidretiros: [linked] }, m.pickupHasRa(linked, ra?.nidra ?? 0), 409],
      [{ nidretiros: [free, 99_999_999] }, m.pickupNotFound(99_999_999), 404],
      [{ nidretiros: [free, free] }, m.pickupsRepeated, 400],
      [{ nidretiros: Array.from({ length: ROUTE_MAX_PICKUPS + 1 }, (_, i) => i + 1) }, m.pickupsTooMany, 400],
      [{ nidretiros: ['x'] }, m.pickupInvalid, 400],
      [{ nidretiros: [0] }, m.pickupInvalid, 400],
      [{}, m.pickupsRequired, 400],
    ];
    for (const [body, message, status] of cases) {
      const refused = await setPickups(id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json().message + JSON.stringify(refused.json().errors ?? [])).toContain(message);
    }
    expect(await stopCount()).toBe(before);
    expect(ids((await candidates()).json().list)).not.toContain(linked);
    expect(await pickupStateOf(ctx.db, free)).toBe('SOLICITADO');
    expect(await pickupStateOf(ctx.db, held)).toBe('PLANIFICADO');

    // A route that left: its pickups no longer change.
    const left = await ctx.call('POST', `/api/Reparto/HojaRuta/${id}/Salida`, {
      token: ctx.tokens.puq,
      body: { sconfirmafaltantes: 'S' },
    });
    expect(left.statusCode, left.body).toBe(200);
    const late = await setPickups(id, { nidretiros: [free] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.routeNotEditable);
    const unknown = await setPickups(99_999_999, { nidretiros: [free] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(repartoMessages.routeNotFound);
    expect(await pickupStateOf(ctx.db, free)).toBe('SOLICITADO');
  });

  it('lets only the planners of the warehouse in', async () => {
    const free = await insertPickupRequest(ctx.db, DAY);
    const { id } = await routeWithPickups(setup, [], false);
    const before = await stopCount();
    for (const [token, status] of [
      [ctx.tokens.scl, 403],
      [ctx.tokens.customer, 403],
      [ctx.tokens.driver, 403],
      [ctx.tokens.office, 403],
    ] as const) {
      expect((await setPickups(id, { nidretiros: [free] }, token)).statusCode).toBe(status);
      expect((await candidates(token)).statusCode).toBe(status);
    }
    const other = await setPickups(id, { nidretiros: [free] }, ctx.tokens.scl);
    expect(other.json().message).toBe(repartoMessages.warehouseForbidden);
    expect(await stopCount()).toBe(before);
    expect(await pickupStateOf(ctx.db, free)).toBe('SOLICITADO');
    const badDay = await candidates(ctx.tokens.puq, 'codigoBodega=BDPUQ&fecha=2026-13-01');
    expect(badDay.statusCode).toBe(400);
    expect(JSON.stringify(badDay.json())).toContain(repartoMessages.dayInvalid);
  });

  it('refuses to annul a planned request until it is taken off its route', async () => {
    const nidretiro = await insertPickupRequest(ctx.db, DAY);
    const { id } = await routeWithPickups(setup, [nidretiro], false);
    const annul = () =>
      ctx.call('POST', `/api/Retiro/${nidretiro}/Anular`, {
        token: ctx.tokens.office,
        body: { smotivo: 'El cliente ya no lo necesita' },
      });
    const refused = await annul();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(m.pickupOnRouteNoCancel(id));
    expect(await pickupStateOf(ctx.db, nidretiro)).toBe('PLANIFICADO');
    expect((await setPickups(id, { nidretiros: [] })).statusCode).toBe(200);
    const done = await annul();
    expect(done.statusCode, done.body).toBe(200);
    expect(await pickupStateOf(ctx.db, nidretiro)).toBe('ANULADO');
    const [stop] = await ctx.db.select().from(pickupStops).where(eq(pickupStops.nidretiro, nidretiro));
    expect(stop).toBeUndefined();
  });
});
