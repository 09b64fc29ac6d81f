import { pickupRouteMessages as m, messages } from '@carga/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, login, useTestApp } from '../../../test/test-app.ts';
import { sweepUnreferencedFiles } from '../../files/sweep.ts';
import { pngDataUrl, SIGNATURE_PNG, SIGNED } from '../delivery/signature.test-support.ts';
import { puqRouteSetup, type RouteSetup } from './reparto.test-support.ts';
import {
  insertPickupRequest,
  pickupStateOf,
  pickupStopsOf,
  routeWithPickups,
} from './route-pickups.test-support.ts';

// Issue 35, the driver's pickup at the door: 'Retirado' (packages, who handed them over, signature, photo)
// makes the request RETIRADO; 'No retirado' asks for it again, its failed visit counted; only the route's
// own driver, on the road; one outcome a stop; the route's close sends pending pickups back.

const DAY = '2026-12-09';

describe.each(drivers)('retiro: the driver picks up at the door on %s', (driver) => {
  const ctx = useTestApp(driver, {
    puq: 'bodega.puq',
    driver: 'conductor.puq',
    customer: 'cliente',
  });
  let setup: RouteSetup;
  let otherDriver = '';
  beforeAll(async () => {
    setup = await puqRouteSetup(ctx, DAY);
    await ctx.db.execute(sql`insert into usuario (susuario, snombre, spasswordhash, bodegas, menus)
      select 'conductor.tres', 'Otro conductor', spasswordhash, bodegas, menus from usuario where susuario = 'conductor.puq'`);
    otherDriver = (await login(ctx.app, 'conductor.tres')).accessToken;
  });
  const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();
  const pickedUp = (overrides: object = {}) => ({
    nbultos: 4,
    snombre: 'Pedro Rojas',
    srut: '12345678-5',
    dfhoretiro: minuteAgo(),
    ...SIGNED,
    ...overrides,
  });
  const done = (stop: number, body: object = pickedUp(), token = ctx.tokens.driver) =>
    ctx.call('POST', `/api/Reparto/Retiro/${stop}/Retirado`, { token, body });
  const failed = (stop: number, body: object, token = ctx.tokens.driver) =>
    ctx.call('POST', `/api/Reparto/Retiro/${stop}/NoRetirado`, { token, body });

  it('records a pickup once, and a visit without the packages asks for the request again', async () => {
    const [a, b] = [await insertPickupRequest(ctx.db, DAY), await insertPickupRequest(ctx.db, DAY)];
    const { id, retiros } = await routeWithPickups(setup, [a, b]);
    const mine = await ctx.call('GET', `/api/Reparto/MisRutas?fecha=${DAY}`, { token: ctx.tokens.driver });
    const route = mine.json().list.find((r: { nidhojaruta: number }) => r.nidhojaruta === id);
    expect(route).toMatchObject({ sestado: 'EN_RUTA', nretiros: 2 });
    expect(route.retiros.map((p: { nidretiro: number }) => p.nidretiro)).toEqual([a, b]);
    const [first, second] = retiros as [(typeof retiros)[number], (typeof retiros)[number]];

    const body = pickedUp({ b64foto: pngDataUrl(SIGNATURE_PNG) });
    const ok = await done(first.nidparadaretiro, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      nidparadaretiro: first.nidparadaretiro,
      nidretiro: a,
      sestado: 'RETIRADO',
      sestadoretiro: 'RETIRADO',
    });
    expect(await pickupStateOf(ctx.db, a)).toBe('RETIRADO');
    const [stop] = await pickupStopsOf(ctx.db, a);
    expect(stop).toMatchObject({
      sestado: 'RETIRADO',
      nbultosretirados: 4,
      snombreentrega: 'Pedro Rojas',
      srutentrega: '12345678-5',
      sindvigente: 'N',
      nidusuario: setup.nidconductor,
      stipofoto: 'image/png',
    });
    expect((await ctx.files.get(stop?.shashfirma as string)).equals(SIGNATURE_PNG)).toBe(true);
    // The file sweep keeps the evidence of a pickup (named by the stop, not by an RA's file).
    const swept = await sweepUnreferencedFiles(ctx.db, ctx.files, { graceMs: -60_000 });
    expect(swept).not.toContain(stop?.shashfirma);
    expect(await ctx.files.modifiedAt(stop?.shashfirma as string)).not.toBeNull();
    // The phone retrying: the first answer; another outcome: 409.
    const again = await done(first.nidparadaretiro, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(ok.json());
    const different = await done(first.nidparadaretiro, { ...body, nbultos: 5 });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(m.stopAlreadyDone(m.pickedUp));
    const visit = { smotivo: 'SIN_CARGA', sobservacion: 'Vuelva mañana', dfhovisita: minuteAgo() };
    const contrary = await failed(first.nidparadaretiro, visit);
    expect(contrary.statusCode).toBe(409);

    const no = await failed(second.nidparadaretiro, visit);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toMatchObject({ sestado: 'NO_RETIRADO', sestadoretiro: 'SOLICITADO' });
    expect((await failed(second.nidparadaretiro, visit)).statusCode).toBe(200);
    expect((await failed(second.nidparadaretiro, { ...visit, smotivo: 'NADIE' })).statusCode).toBe(409);
    expect(await pickupStateOf(ctx.db, b)).toBe('SOLICITADO');
    const listed = await ctx.call('GET', `/api/Reparto/Retiros?codigoBodega=BDPUQ&fecha=${DAY}`, {
      token: ctx.tokens.puq,
    });
    expect(listed.json().list.find((p: { nidretiro: number }) => p.nidretiro === b)).toMatchObject({
      nvisitasfallidas: 1,
    });
    const read = await ctx.call('GET', `/api/Reparto/HojaRuta/${id}`, { token: ctx.tokens.puq });
    expect(read.json().retiros).toMatchObject([
      { nidretiro: a, sestado: 'RETIRADO', nbultosretirados: 4, smotivo: null },
      { nidretiro: b, sestado: 'NO_RETIRADO', smotivo: 'SIN_CARGA', nbultosretirados: null },
    ]);
    // Asked for again, it goes on another route of the day.
    const next = await routeWithPickups(setup, [b], false);
    expect(next.retiros).toHaveLength(1);
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const nidretiro = await insertPickupRequest(ctx.db, DAY);
    const { retiros } = await routeWithPickups(setup, [nidretiro]);
    const stop = (retiros[0] as { nidparadaretiro: number }).nidparadaretiro;
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    const doneCases: Array<[object, string]> = [
      [{ nbultos: 0 }, m.packagesInvalid],
      [{ nbultos: 1000 }, m.packagesInvalid],
      [{ nbultos: 'x' }, messages.onlyNumbers],
      [{ snombre: ' ' }, m.nameRequired],
      [{ snombre: 'x'.repeat(101) }, m.nameTooLong],
      [{ srut: '12345678-9' }, messages.rutCheckDigit],
      [{ srut: '12.345.678-5' }, messages.rutFormat],
      [{ b64firma: '' }, m.signatureRequired],
      [{ b64firma: pngDataUrl(Buffer.from('no soy una firma')) }, messages.deliverySignatureNotPng],
      [{ dfhoretiro: '2026-12-09 10:00' }, m.pickupDateRequired],
      [{ dfhoretiro: future }, messages.deliveryDateFuture],
      [{ b64foto: pngDataUrl(Buffer.from('no soy una imagen')) }, messages.deliveryPhotoNotImage],
    ];
    for (const [overrides, message] of doneCases) {
      const refused = await done(stop, pickedUp(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const visit = { smotivo: 'NADIE', dfhovisita: minuteAgo() };
    const failCases: Array<[object, string]> = [
      [{ smotivo: 'RECHAZADO' }, m.reasonRequired],
      [{ sobservacion: 'x'.repeat(201) }, m.noteTooLong],
      [{ dfhovisita: undefined }, m.visitDateRequired],
      [{ b64foto: pngDataUrl(Buffer.from('no soy una imagen')) }, messages.deliveryPhotoNotImage],
    ];
    for (const [overrides, message] of failCases) {
      const refused = await failed(stop, { ...visit, ...overrides });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const { nbultos: _, ...noPackages } = pickedUp();
    expect((await done(stop, noPackages)).statusCode).toBe(400);
    expect(await pickupStateOf(ctx.db, nidretiro)).toBe('PLANIFICADO');
    expect(await pickupStopsOf(ctx.db, nidretiro)).toMatchObject([
      { sestado: 'PENDIENTE', sindvigente: 'S' },
    ]);
  });

  it("lets only the route's own driver in, and only on the road", async () => {
    const nidretiro = await insertPickupRequest(ctx.db, DAY);
    const planned = await routeWithPickups(setup, [nidretiro], false);
    const stop = (planned.retiros[0] as { nidparadaretiro: number }).nidparadaretiro;
    const notYet = await done(stop);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(m.routeNotOnTheRoad);
    await ctx.call('POST', `/api/Reparto/HojaRuta/${planned.id}/Salida`, {
      token: ctx.tokens.puq,
      body: { sconfirmafaltantes: 'S' },
    });
    const other = await done(stop, pickedUp(), otherDriver);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(m.notYourRoute);
    expect((await done(stop, pickedUp(), ctx.tokens.puq)).statusCode).toBe(403);
    expect((await done(stop, pickedUp(), ctx.tokens.customer)).statusCode).toBe(403);
    expect((await failed(stop, { smotivo: 'NADIE', dfhovisita: minuteAgo() }, otherDriver)).statusCode).toBe(
      403,
    );
    const missing = await done(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.stopNotFound);
    expect(await pickupStateOf(ctx.db, nidretiro)).toBe('PLANIFICADO');
  });

  it('names the pending pickups at the close and sends them back when confirmed', async () => {
    const nidretiro = await insertPickupRequest(ctx.db, DAY);
    const { id } = await routeWithPickups(setup, [nidretiro]);
    const close = (body: object) =>
      ctx.call('POST', `/api/Reparto/HojaRuta/${id}/Cierre`, { token: ctx.tokens.puq, body });
    const refused = await close({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(m.pickupsPending(1, `N° ${nidretiro}`));
    expect(await pickupStateOf(ctx.db, nidretiro)).toBe('PLANIFICADO');
    const closed = await close({ sconfirmacierre: 'S' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().retiros).toMatchObject([{ nidretiro, sestado: 'NO_RETIRADO', smotivo: 'OTRO' }]);
    expect(await pickupStateOf(ctx.db, nidretiro)).toBe('SOLICITADO');
    expect(await pickupStopsOf(ctx.db, nidretiro)).toMatchObject([{ sindvigente: 'N' }]);
  });
});
