import { repartoMessages as m, messages } from '@carga/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf, raStateOf, userIdOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, login, useTestApp } from '../../../test/test-app.ts';
import { cargoEvents, deliveries } from '../../db/schema.ts';
import { unitsOf } from '../custody/custody.test-support.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { routeOnTheRoad as onTheRoad } from './reparto.test-support.ts';

// Issue 35, the driver's phone: the day's routes, and each stop delivered at the door (the van's units,
// name, RUT, signature) or not (a reason); only the route's own driver, only on the road; one outcome a stop.

const DAY = '2026-12-04';

describe.each(drivers)('reparto: the driver at the door on %s', (driver) => {
  const ctx = useTestApp(driver, { puq: 'bodega.puq', driver: 'conductor.puq' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  let conductor = 0;
  let otherDriver = '';
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    conductor = await userIdOf(ctx.db, 'conductor.puq');
    // A second driver of the warehouse, with the demo's password.
    await ctx.db.execute(sql`insert into usuario (susuario, snombre, spasswordhash, bodegas, menus)
      select 'conductor.dos', 'Otro conductor', spasswordhash, bodegas, menus from usuario where susuario = 'conductor.puq'`);
    otherDriver = (await login(ctx.app, 'conductor.dos')).accessToken;
  });
  const call = (method: 'GET' | 'POST', url: string, body?: object, token = ctx.tokens.driver) =>
    ctx.call(method, url, { token, body });

  /** A route of `count` RAs received at BDPUQ for the door, planned, loaded whole and on the road. */
  const routeOnTheRoad = (count: number, leave = true) =>
    onTheRoad(
      { db: ctx.db, call: ctx.call, flow, planner: ctx.tokens.puq, nidconductor: conductor, day: DAY },
      count,
      { leave },
    );
  const handOver = (overrides: object = {}) => ({
    snombreretira: 'Rosa Díaz',
    srutretira: '12345678-5',
    dfhoentrega: new Date(Date.now() - 60_000).toISOString(),
    ...SIGNED,
    ...overrides,
  });
  const deliver = (stop: number, body: object = handOver(), token = ctx.tokens.driver) =>
    call('POST', `/api/Reparto/Parada/${stop}/Entregado`, body, token);
  const fail = (stop: number, body: object, token = ctx.tokens.driver) =>
    call('POST', `/api/Reparto/Parada/${stop}/NoEntregado`, body, token);

  it("shows the driver's routes and delivers a stop at the door, once", async () => {
    const { id, stops } = await routeOnTheRoad(2);
    const mine = await call('GET', `/api/Reparto/MisRutas?fecha=${DAY}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const route = mine.json().list.find((r: { nidhojaruta: number }) => r.nidhojaruta === id);
    expect(route).toMatchObject({ sestado: 'EN_RUTA', nparadas: 2 });
    expect(route.paradas.map((s: { ncargados: number }) => s.ncargados)).toEqual([5, 5]);

    const [first] = stops as [{ nidparada: number; nidra: number }];
    const body = handOver();
    const done = await deliver(first.nidparada, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      sestado: 'ENTREGADO',
      scodestado: 'ENTRE',
      ncantidadentregada: 5,
      ncantidadpendiente: 0,
    });
    const [record] = await ctx.db.select().from(deliveries).where(eq(deliveries.nidra, first.nidra));
    expect(record).toMatchObject({
      snombreretira: 'Rosa Díaz',
      srutretira: '12345678-5',
      scodbodega: 'BDPUQ',
    });
    expect(record?.nidadjuntofirma).not.toBeNull();
    const [event] = await ctx.db
      .select()
      .from(cargoEvents)
      .where(and(eq(cargoEvents.nidra, first.nidra), eq(cargoEvents.sevento, 'ENTREGADA')));
    expect((event?.jdatos as { nidhojaruta: number } | undefined)?.nidhojaruta).toBe(id);
    expect((await raHistoryOf(ctx.db, first.nidra)).at(-1)?.sdetalle).toMatch(
      new RegExp(
        `^Entregado en domicilio .* a Rosa Díaz \\(12345678-5\\) .*, con firma, hoja de ruta N° ${id}$`,
      ),
    );
    // The phone retrying the same hand-over gets the same answer; another outcome is refused.
    const again = await deliver(first.nidparada, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().sestado).toBe('ENTREGADO');
    const other = await fail(first.nidparada, { smotivo: 'NADIE', dfhovisita: new Date().toISOString() });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(m.stopAlreadyDone('entregada'));
  });

  it('records a visit without success with its reason; the RA stays and is named', async () => {
    const { id, stops } = await routeOnTheRoad(1);
    const [stop] = stops as [{ nidparada: number; nidra: number }];
    const visited = await fail(stop.nidparada, {
      smotivo: 'NADIE',
      sobservacion: 'Timbre sin respuesta',
      dfhovisita: new Date().toISOString(),
    });
    expect(visited.statusCode, visited.body).toBe(200);
    expect(visited.json()).toMatchObject({ sestado: 'NO_ENTREGADO', smotivo: 'NADIE', scodestado: 'BDEST' });
    const [event] = await ctx.db
      .select()
      .from(cargoEvents)
      .where(and(eq(cargoEvents.nidra, stop.nidra), eq(cargoEvents.sevento, 'VISITA_FALLIDA')));
    expect((event?.jdatos as { sdesmotivo: string } | undefined)?.sdesmotivo).toBe(
      'Nadie en casa: Timbre sin respuesta',
    );
    expect((await raHistoryOf(ctx.db, stop.nidra)).at(-1)?.sdetalle).toContain(`hoja de ruta N° ${id}`);
    // Its units are still in the van: the counter does not hand it over until the route is closed.
    expect((await unitsOf(ctx.db, stop.nidra)).every((u) => u.sestado === 'EN_REPARTO')).toBe(true);
    expect(await raStateOf(ctx.db, stop.nidra)).toBe('BDEST');
  });

  it('refuses bad input, other drivers, staff and routes not on the road', async () => {
    const { stops } = await routeOnTheRoad(1);
    const [stop] = stops as [{ nidparada: number; nidra: number }];
    const badReason = await fail(stop.nidparada, { smotivo: 'XX', dfhovisita: new Date().toISOString() });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(m.reasonRequired);
    const future = await deliver(
      stop.nidparada,
      handOver({ dfhoentrega: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(messages.deliveryDateFuture);
    const unsigned = await deliver(stop.nidparada, handOver({ b64firma: '' }));
    expect(unsigned.statusCode).toBe(400);
    const foreign = await deliver(stop.nidparada, handOver(), otherDriver);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(m.notYourRoute);
    expect((await deliver(stop.nidparada, handOver(), ctx.tokens.puq)).statusCode).toBe(403);
    expect((await call('GET', `/api/Reparto/MisRutas`, undefined, ctx.tokens.puq)).statusCode).toBe(403);
    expect((await deliver(999_999)).statusCode).toBe(404);
    const planned = await routeOnTheRoad(1, false);
    const early = await deliver(planned.stops[0]!.nidparada);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.routeNotOnTheRoad);
    expect(await raStateOf(ctx.db, stop.nidra)).toBe('BDEST');
  });

  it.runIf(driver === 'postgres')('lets one of two phones settle a stop', async () => {
    const { stops } = await routeOnTheRoad(1);
    const [stop] = stops as [{ nidparada: number; nidra: number }];
    const answers = await Promise.all([
      deliver(stop.nidparada, handOver({ dfhoentrega: new Date(Date.now() - 30_000).toISOString() })),
      fail(stop.nidparada, { smotivo: 'RECHAZADO', dfhovisita: new Date(Date.now() - 20_000).toISOString() }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const events = await ctx.db.select().from(cargoEvents).where(eq(cargoEvents.nidra, stop.nidra));
    const outcomes = events.filter((e) => e.sevento === 'ENTREGADA' || e.sevento === 'VISITA_FALLIDA');
    expect(outcomes).toHaveLength(1);
  });
});
