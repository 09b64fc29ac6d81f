import { repartoMessages as m } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raStateOf, userIdOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { deliveryStops } from '../../db/schema.ts';
import { scanKey, unitsOf } from '../custody/custody.test-support.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { routeOnTheRoad } from './reparto.test-support.ts';

// Issue 35, back at the warehouse: what was not delivered scanned back, the route closed, and the RAs not
// delivered free for a new route or the counter, with their failed visits counted.

describe.each(drivers)('reparto: closing the route on %s', (driver) => {
  const ctx = useTestApp(driver, {
    puq: 'bodega.puq',
    scl: 'bodega.scl',
    driver: 'conductor.puq',
    admin: 'admin',
    office: 'oficina.scl',
  });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  let conductor = 0;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    conductor = await userIdOf(ctx.db, 'conductor.puq');
  });
  const call = (method: 'GET' | 'POST', url: string, body?: object, token = ctx.tokens.puq) =>
    ctx.call(method, url, { token, body });
  const scanBack = (route: number, scodigo: string, token = ctx.tokens.puq) =>
    call('POST', `/api/Scan/Reparto/${route}/Regreso`, { scodigo, sclave: scanKey() }, token);
  const close = (route: number, body: object = {}, token = ctx.tokens.puq) =>
    call('POST', `/api/Reparto/HojaRuta/${route}/Cierre`, body, token);

  /** A route of `count` door RAs received at BDPUQ, loaded whole and on the road. */
  const onTheRoad = (count: number) =>
    routeOnTheRoad(
      {
        db: ctx.db,
        call: ctx.call,
        flow,
        planner: ctx.tokens.puq,
        nidconductor: conductor,
        day: '2026-12-05',
      },
      count,
    );
  const codes = async (nidra: number) => (await unitsOf(ctx.db, nidra)).map((u) => u.scodigo);

  it('takes back what was not delivered, closes, and frees the RA for another try', async () => {
    const { id, stops } = await onTheRoad(2);
    const [delivered, failed] = stops as [
      { nidparada: number; nidra: number },
      { nidparada: number; nidra: number },
    ];
    const now = new Date(Date.now() - 60_000).toISOString();
    const handed = await call(
      'POST',
      `/api/Reparto/Parada/${delivered.nidparada}/Entregado`,
      { snombreretira: 'Rosa Díaz', srutretira: '12345678-5', dfhoentrega: now, ...SIGNED },
      ctx.tokens.driver,
    );
    expect(handed.statusCode, handed.body).toBe(200);
    const visit = await call(
      'POST',
      `/api/Reparto/Parada/${failed.nidparada}/NoEntregado`,
      { smotivo: 'NADIE', dfhovisita: now },
      ctx.tokens.driver,
    );
    expect(visit.statusCode, visit.body).toBe(200);
    // The failed RA is still the route's until it closes.
    const before = (await call('GET', '/api/Reparto/Candidatas?codigoBodega=BDPUQ')).json().list;
    expect(before.map((c: { nidra: number }) => c.nidra)).not.toContain(failed.nidra);

    const handedBack = (await scanBack(id, (await codes(delivered.nidra))[0]!)).json();
    expect(handedBack).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'NO_DISPONIBLE' });
    const back = await codes(failed.nidra);
    const firstBack = await scanBack(id, back[0]!);
    expect(firstBack.statusCode, firstBack.body).toBe(200);
    expect(firstBack.json()).toMatchObject({
      sresultado: 'ACEPTADO',
      stipoevento: 'REGRESO',
      nbultoslista: 5,
      nbultosescaneados: 1,
    });
    expect((await scanBack(id, back[0]!)).json()).toMatchObject({
      sresultado: 'RECHAZADO',
      sanomalia: 'YA_ESCANEADA',
    });
    // Four units still in the van: named, closed over only when confirmed.
    const early = await close(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Faltan devolver 4 bultos: /);
    for (const code of back.slice(1)) expect((await scanBack(id, code)).json().sresultado).toBe('ACEPTADO');
    const closed = await close(id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ sestado: 'CERRADA', sdesestado: 'Cerrada' });
    expect((await unitsOf(ctx.db, failed.nidra)).every((u) => u.sestado === 'RECIBIDA')).toBe(true);
    // Free again, with its failed visit counted; the counter may hand it over now.
    const after = (await call('GET', '/api/Reparto/Candidatas?codigoBodega=BDPUQ')).json().list;
    expect(after.find((c: { nidra: number }) => c.nidra === failed.nidra)).toMatchObject({
      nvisitasfallidas: 1,
    });
    expect(await raStateOf(ctx.db, delivered.nidra)).toBe('ENTRE');
    expect((await close(id)).json().message).toBe(m.routeNotClosable);
    // The public page tells each outcome, never the address.
    const track = async (nidra: number) => {
      const code = (await call('GET', `/api/Shipment/Detail/${nidra}/Seguimiento`)).json().scodigo as string;
      const page = await ctx.call('GET', `/api/Public/Seguimiento/${code}`);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().estados as Array<{ scodestado: string; sdesestado: string; slugar: string }>;
    };
    const deliveredSteps = await track(delivered.nidra);
    expect(deliveredSteps.map((s) => s.scodestado).slice(-2)).toEqual(['REPAR', 'ENTRE']);
    expect(deliveredSteps.at(-1)).toMatchObject({
      sdesestado: 'Entregada',
      slugar: 'Domicilio del destinatario',
    });
    const failedSteps = await track(failed.nidra);
    expect(failedSteps.at(-1)).toMatchObject({
      scodestado: 'VISIT',
      sdesestado: 'Visita sin éxito: Nadie en casa',
      slugar: 'Domicilio del destinatario',
    });
    expect(JSON.stringify(failedSteps)).not.toMatch(/Menéndez|España|Aromos/);
    expect((await scanBack(id, back[0]!)).statusCode).toBe(409);
  });

  it('closes over stops not settled and units not back only when confirmed', async () => {
    const { id, stops } = await onTheRoad(1);
    const [stop] = stops as [{ nidparada: number; nidra: number }];
    const refused = await close(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Queda 1 parada sin registrar \(RA \d+\)/);
    const closed = await close(id, { sconfirmacierre: 'S' });
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(deliveryStops)
      .where(eq(deliveryStops.nidparada, stop.nidparada));
    expect(row).toMatchObject({ sestado: 'NO_ENTREGADO', smotivo: 'OTRO', sindvigente: 'N' });
    expect((await unitsOf(ctx.db, stop.nidra)).every((u) => u.sestado === 'FALTANTE')).toBe(true);
    const { rows } = (await ctx.db.execute(
      sql`select count(*)::int as n from hoja_ruta_parada where nidra = ${stop.nidra} and sindvigente = 'S'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('is for DEST-REPARTO staff of the route warehouse only', async () => {
    const { id, stops } = await onTheRoad(1);
    const code = (await codes(stops[0]!.nidra))[0]!;
    for (const token of [ctx.tokens.scl, ctx.tokens.driver]) {
      expect((await scanBack(id, code, token)).statusCode).toBe(403);
      expect((await close(id, {}, token)).statusCode).toBe(403);
    }
    expect((await close(id, { sconfirmacierre: 'Y' })).statusCode).toBe(400);
    expect((await close(999_999)).statusCode).toBe(404);
  });

  // Gestión › Reparto over the day of these tests: the first test's route (one delivered at the first
  // visit, one failed), the second's (closed as not visited) and the third's (on the road).
  it('counts deliveries per day and route, first visits and reasons in Gestión', async () => {
    const figures = await call(
      'GET',
      '/api/Gestion/Reparto?desde=2026-12-05&hasta=2026-12-05',
      undefined,
      ctx.tokens.admin,
    );
    expect(figures.statusCode, figures.body).toBe(200);
    const f = figures.json();
    expect(f.dias).toEqual([
      { dfecha: '2026-12-05', nrutas: 3, nparadas: 4, nentregadas: 1, nfallidas: 2, npendientes: 1 },
    ]);
    expect(f.rutas.map((r: { sdesestado: string }) => r.sdesestado).sort()).toEqual([
      'Cerrada',
      'Cerrada',
      'En ruta',
    ]);
    expect(f.motivos).toEqual([
      { smotivo: 'NADIE', sdesmotivo: 'Nadie en casa', ncantidad: 1 },
      { smotivo: 'OTRO', sdesmotivo: 'Otro', ncantidad: 1 },
    ]);
    expect(f).toMatchObject({ nras: 3, nprimerintento: 1 });
    // Another day: nothing; a bad range: 400; a warehouse not the caller's or no GEST-BODEGA: 403.
    const empty = (
      await call('GET', '/api/Gestion/Reparto?desde=2026-12-06&hasta=2026-12-07', undefined, ctx.tokens.admin)
    ).json();
    expect(empty).toEqual({ dias: [], rutas: [], motivos: [], nras: 0, nprimerintento: 0 });
    expect(
      (
        await call(
          'GET',
          '/api/Gestion/Reparto?desde=2026-12-07&hasta=2026-12-05',
          undefined,
          ctx.tokens.admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/Gestion/Reparto?desde=2026-12-05&hasta=2026-12-05', undefined, ctx.tokens.puq))
        .statusCode,
    ).toBe(403);
    const foreign = await call(
      'GET',
      '/api/Gestion/Reparto?desde=2026-12-05&hasta=2026-12-05&codigo=BDPUQ',
      undefined,
      ctx.tokens.office,
    );
    expect(foreign.statusCode).toBe(403);
  });
});
