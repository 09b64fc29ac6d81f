import { repartoMessages as m } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { deliveryRoutes, deliveryStops, raHistory } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { puqRouteSetup, type RouteSetup, routeOnTheRoad } from './reparto.test-support.ts';
import { insertPickupRequest, pickupStateOf } from './route-pickups.test-support.ts';

// Issue 35, a van that only picks up: a route planned with no delivery stop, its pickups set (and their
// order), its departure with nothing to load (from PLANIFICADA), the driver's pickups and the close. A route
// with neither deliveries nor pickups does not leave.

const DAY = '2026-12-10';

describe.each(drivers)('reparto: a route of pickups only on %s', (driver) => {
  const ctx = useTestApp(driver, {
    puq: 'bodega.puq',
    scl: 'bodega.scl',
    driver: 'conductor.puq',
  });
  let setup: RouteSetup;
  beforeAll(async () => {
    setup = await puqRouteSetup(ctx, DAY);
  });
  const as = (token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    ctx.call(method, url, { token, ...(body && { body }) });
  const plan = (token = ctx.tokens.puq) =>
    as(token)('POST', '/api/Reparto/HojaRuta', {
      scodbodega: 'BDPUQ',
      dfecha: DAY,
      nidconductor: setup.nidconductor,
      spatente: 'GHKL23',
      nidras: [],
    });
  const routeRow = async (id: number) =>
    (await ctx.db.select().from(deliveryRoutes).where(eq(deliveryRoutes.nidhojaruta, id)))[0];

  it('is planned empty, takes pickups in order, leaves from PLANIFICADA, is picked up and closed', async () => {
    const planner = as(ctx.tokens.puq);
    const planned = await plan();
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json()).toMatchObject({ sestado: 'PLANIFICADA', nparadas: 0, paradas: [], nretiros: 0 });
    const id = planned.json().nidhojaruta as number;

    const [a, b] = [await insertPickupRequest(ctx.db, DAY), await insertPickupRequest(ctx.db, DAY)];
    const set = await planner('PUT', `/api/Reparto/HojaRuta/${id}/Retiros`, { nidretiros: [a, b] });
    expect(set.statusCode, set.body).toBe(200);
    // Reordered: the second first (the body is the visiting order).
    const moved = await planner('PUT', `/api/Reparto/HojaRuta/${id}/Retiros`, { nidretiros: [b, a] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().retiros).toMatchObject([
      { nidretiro: b, norden: 1 },
      { nidretiro: a, norden: 2 },
    ]);
    const pdf = await planner('GET', `/api/Reparto/HojaRuta/${id}/Pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The sheet counts the pickups and lists them alone, in the new order.
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/RETIROS\s+BULTOS\s+2\s+0/);
    expect(text).not.toMatch(/^\s*Paradas\s*$/m);
    const rows = [...text.matchAll(/^\s*(\d+) (\d+)\s+Distribuidora/gm)].map((r) => [
      Number(r[1]),
      Number(r[2]),
    ]);
    expect(rows).toEqual([
      [1, b],
      [2, a],
    ]);

    // Nothing to load: no confirmation asked, no RA told.
    const historyBefore = (await ctx.db.select().from(raHistory)).length;
    const left = await planner('POST', `/api/Reparto/HojaRuta/${id}/Salida`, {});
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ sestado: 'EN_RUTA', nparadas: 0, nretiros: 2 });
    expect((await routeRow(id))?.dfhosalida).not.toBeNull();
    expect((await ctx.db.select().from(raHistory)).length).toBe(historyBefore);

    const mine = await ctx.call('GET', `/api/Reparto/MisRutas?fecha=${DAY}`, { token: ctx.tokens.driver });
    expect(mine.statusCode, mine.body).toBe(200);
    const route = mine.json().list.find((r: { nidhojaruta: number }) => r.nidhojaruta === id);
    expect(route).toMatchObject({ sestado: 'EN_RUTA', paradas: [], nretiros: 2 });
    const [first, second] = route.retiros as Array<{ nidparadaretiro: number; nidretiro: number }>;
    expect(first?.nidretiro).toBe(b);

    const done = await ctx.call('POST', `/api/Reparto/Retiro/${first?.nidparadaretiro}/Retirado`, {
      token: ctx.tokens.driver,
      body: { nbultos: 2, snombre: 'Pedro Rojas', dfhoretiro: new Date().toISOString(), ...SIGNED },
    });
    expect(done.statusCode, done.body).toBe(200);
    const failed = await ctx.call('POST', `/api/Reparto/Retiro/${second?.nidparadaretiro}/NoRetirado`, {
      token: ctx.tokens.driver,
      body: { smotivo: 'NADIE', sobservacion: '', dfhovisita: new Date().toISOString() },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const closed = await planner('POST', `/api/Reparto/HojaRuta/${id}/Cierre`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ sestado: 'CERRADA', nparadas: 0 });
    expect(await pickupStateOf(ctx.db, b)).toBe('RETIRADO');
    expect(await pickupStateOf(ctx.db, a)).toBe('SOLICITADO');
  });

  it('refuses the departure of a route with neither deliveries nor pickups, writing nothing', async () => {
    const planned = await plan();
    expect(planned.statusCode, planned.body).toBe(200);
    const id = planned.json().nidhojaruta as number;
    const left = await as(ctx.tokens.puq)('POST', `/api/Reparto/HojaRuta/${id}/Salida`, {
      sconfirmafaltantes: 'S',
    });
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toBe(m.routeEmpty);
    expect(await routeRow(id)).toMatchObject({ sestado: 'PLANIFICADA', dfhosalida: null });

    // A route whose deliveries were all taken off is as empty.
    const withStop = await routeOnTheRoad(setup, 1, { leave: false });
    const emptied = await as(ctx.tokens.puq)('PUT', `/api/Reparto/HojaRuta/${withStop.id}/Paradas`, {
      nidras: [],
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({ nparadas: 0, paradas: [] });
    expect(
      await ctx.db.select().from(deliveryStops).where(eq(deliveryStops.nidhojaruta, withStop.id)),
    ).toEqual([]);
    const refused = await as(ctx.tokens.puq)('POST', `/api/Reparto/HojaRuta/${withStop.id}/Salida`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.routeEmpty);
  });

  it("answers 403 to another warehouse's staff, writing nothing", async () => {
    const foreign = await plan(ctx.tokens.scl);
    expect(foreign.statusCode).toBe(403);
    const planned = await plan();
    const id = planned.json().nidhojaruta as number;
    const pickup = await insertPickupRequest(ctx.db, DAY);
    const set = await as(ctx.tokens.puq)('PUT', `/api/Reparto/HojaRuta/${id}/Retiros`, {
      nidretiros: [pickup],
    });
    expect(set.statusCode, set.body).toBe(200);
    const left = await as(ctx.tokens.scl)('POST', `/api/Reparto/HojaRuta/${id}/Salida`, {});
    expect(left.statusCode).toBe(403);
    expect(left.json().message).toBe(m.warehouseForbidden);
    expect(await routeRow(id)).toMatchObject({ sestado: 'PLANIFICADA', dfhosalida: null });
  });
});
