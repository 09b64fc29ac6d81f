import { managementMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { raPrices, users } from '../../db/schema.ts';
import { createWarehouseManager, seedIntake, seedJourneys, seedSales } from './management.test-support.ts';

// Each 'Gestión' chart against figures computed by hand from the small data set of
// management.test-support.ts (the comments there give every date and measure).

const march = 'desde=2024-03-01&hasta=2024-03-31';

describe.each(drivers)('Gestión on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', scl: 'bodega.scl', manager: 'gestion.scl', customer: 'cliente' },
    createWarehouseManager,
  );
  const get = (path: string, token: string | null = ctx.tokens.admin) =>
    ctx.call('GET', `/api/Gestion/${path}`, { token });
  const json = async (path: string, token?: string) => {
    const response = await get(path, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  let seeded: Awaited<ReturnType<typeof seedJourneys>>;
  beforeAll(async () => {
    const { a } = await seedIntake(ctx.db);
    seeded = await seedJourneys(ctx.db);
    await seedSales(ctx.db, seeded.operation);
    const [admin] = await ctx.db.select().from(users).where(eq(users.susuario, 'admin'));
    await ctx.db.insert(raPrices).values({
      nidra: a,
      scodmotivo: 'TARIFA',
      ncantidadbultos: 2,
      npesokg: 40,
      nvolumenm3: 0.5,
      npesovolumetrico: 125,
      ntotal: 1000,
      nidusuario: admin!.nidusuario,
    });
  });

  const day = (periodo: string, scodoficina: string, ra: number, u: number, kg: number, m3: number) => ({
    periodo,
    scodoficina,
    ncantidadra: ra,
    ncantidadbultos: u,
    npesokg: kg,
    nvolumenm3: m3,
  });

  it('counts the intake per day and per week, by office, vía and range', async () => {
    expect((await json(`Ingresos?${march}`)).filas).toEqual([
      day('2024-03-01', 'OFISCL', 2, 10, 472, 2.36),
      day('2024-03-02', 'OFISCL', 1, 5, 236, 1.18),
      day('2024-03-03', 'OFISCL', 1, 5, 236, 1.18),
      day('2024-03-04', 'OFISCL', 2, 3, 41, 0.51),
      day('2024-03-05', 'OFIPUQ', 1, 1, 5.5, 0.1),
      day('2024-03-11', 'OFISCL', 1, 4, 8, 0.2),
    ]);
    expect((await json(`Ingresos?${march}&agrupar=semana`)).filas).toEqual([
      day('2024-02-26', 'OFISCL', 4, 20, 944, 4.72),
      day('2024-03-04', 'OFIPUQ', 1, 1, 5.5, 0.1),
      day('2024-03-04', 'OFISCL', 2, 3, 41, 0.51),
      day('2024-03-11', 'OFISCL', 1, 4, 8, 0.2),
    ]);
    // Whole weeks come from the weekly figures, the days of a partial first and last week from the daily ones.
    expect((await json('Ingresos?desde=2024-03-03&hasta=2024-03-12&agrupar=semana')).filas).toEqual([
      day('2024-02-26', 'OFISCL', 1, 5, 236, 1.18),
      day('2024-03-04', 'OFIPUQ', 1, 1, 5.5, 0.1),
      day('2024-03-04', 'OFISCL', 2, 3, 41, 0.51),
      day('2024-03-11', 'OFISCL', 1, 4, 8, 0.2),
    ]);
    expect((await json('Ingresos?desde=2024-03-05&hasta=2024-03-11&agrupar=semana')).filas).toEqual([
      day('2024-03-04', 'OFIPUQ', 1, 1, 5.5, 0.1),
      day('2024-03-11', 'OFISCL', 1, 4, 8, 0.2),
    ]);
    expect((await json('Ingresos?desde=2024-03-04&hasta=2024-03-05')).filas).toEqual([
      day('2024-03-04', 'OFISCL', 2, 3, 41, 0.51),
      day('2024-03-05', 'OFIPUQ', 1, 1, 5.5, 0.1),
    ]);
    expect((await json(`Ingresos?${march}&codigoVia=AER`)).filas).toEqual([
      day('2024-03-11', 'OFISCL', 1, 4, 8, 0.2),
    ]);
    expect((await json(`Ingresos?${march}&codigo=OFIPUQ`)).filas).toEqual([
      day('2024-03-05', 'OFIPUQ', 1, 1, 5.5, 0.1),
    ]);
    // The manager of BDSCL sees its warehouse's RAs only.
    const own = (await json(`Ingresos?${march}`, ctx.tokens.manager)).filas;
    expect(own.map((r: { scodoficina: string }) => r.scodoficina)).not.toContain('OFIPUQ');
    expect(own).toHaveLength(5);
  });

  it('sums sale, cost and margin per operation and per month', async () => {
    const body = await json(`Ventas?${march}`);
    expect(body.meses).toEqual([
      { mes: '2024-03', noperaciones: 4, nventa: 54_000, ncosto: 48_699, nmargen: 5_301 },
    ]);
    const journeys = body.operaciones.find(
      (o: { nidoperacion: number }) => o.nidoperacion === seeded.operation,
    );
    expect(journeys).toMatchObject({ nventa: 50_000, ncosto: 42_000, nmargen: 8_000, scodigovia: 'TER' });
    // Largest sale first (the screen lists the first SALES_LISTED_OPERATIONS, the export all).
    const sold = body.operaciones.map((o: { nventa: number }) => o.nventa);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(body.operaciones[0].nidoperacion).toBe(seeded.operation);
    expect((await json(`Ventas?${march}&codigoVia=TER`)).meses).toEqual([
      { mes: '2024-03', noperaciones: 3, nventa: 54_000, ncosto: 47_999, nmargen: 6_001 },
    ]);
    expect((await json('Ventas?desde=2024-03-01&hasta=2024-04-30&codigo=BDSCL')).meses).toEqual([
      { mes: '2024-03', noperaciones: 3, nventa: 54_000, ncosto: 47_700, nmargen: 6_300 },
      { mes: '2024-04', noperaciones: 1, nventa: 0, ncosto: 1_000, nmargen: -1_000 },
    ]);
  });

  it('gives median and 90th percentile of lead times per route, and the RAs over the threshold', async () => {
    const route = { scodoficinaorigen: 'OFISCL', scodoficinadestino: 'OFIPUQ' };
    const body = await json(`Plazos?${march}&etapa=ENTRE&umbralHoras=105`);
    expect(body.rutas).toEqual([
      { ...route, setapa: 'DESPA', ncantidad: 4, nmediana: 24, np90: 34 },
      { ...route, setapa: 'ENTRE', ncantidad: 3, nmediana: 108, np90: 168 },
      { ...route, setapa: 'RECEP', ncantidad: 4, nmediana: 72, np90: 96 },
    ]);
    expect(body.sobreUmbral.map((r: { nidra: number; nhoras: number }) => [r.nidra, r.nhoras])).toEqual([
      [seeded.p3, 168],
      [seeded.p4, 108],
    ]);
    // Over a long range the list walks the hours index instead of the dates: the same RAs.
    const year = await json('Plazos?desde=2024-01-01&hasta=2024-12-31&etapa=ENTRE&umbralHoras=105');
    expect(year.sobreUmbral.map((r: { nidra: number }) => r.nidra)).toEqual([seeded.p3, seeded.p4]);
    // The same percentiles from the year's histograms (2024), and from a quarter's between two months.
    expect(year.rutas).toEqual(body.rutas);
    expect((await json('Plazos?desde=2023-12-01&hasta=2024-04-30')).rutas).toEqual(body.rutas);
    const dispatch = await json(`Plazos?desde=2024-03-02&hasta=2024-03-31&etapa=DESPA&umbralHoras=20`);
    expect(dispatch.sobreUmbral.map((r: { nidra: number }) => r.nidra)).toEqual([seeded.p4]);
    expect((await json(`Plazos?${march}&codigo=OFIPUQ`)).rutas).toEqual([]);
    expect((await json('Plazos?desde=2024-04-01&hasta=2024-04-30')).rutas).toEqual([]);
  });

  it('rates missing and damaged units per route and month', async () => {
    const row = {
      mes: '2024-03',
      scodoficinaorigen: 'OFISCL',
      scodoficinadestino: 'OFIPUQ',
      nmovidas: 12,
      nfaltantes: 1,
      ndanadas: 1,
      ntasafaltantes: 8.33,
      ntasadanadas: 8.33,
    };
    expect((await json(`Diferencias?${march}`)).filas).toEqual([row]);
    expect((await json(`Diferencias?${march}&codigoVia=AER`)).filas).toEqual([]);
    // A count corrected after reception moves the figure at once.
    await ctx.db.execute(
      `update lista_carga_bulto set ncantidadrecibida = 2 where nidlistacarga = ${seeded.l1} and nidra = ${seeded.p2}`,
    );
    expect((await json(`Diferencias?${march}`)).filas).toEqual([
      { ...row, nfaltantes: 2, ntasafaltantes: 16.67 },
    ]);
  });

  it('lists the RAs waiting in each warehouse, without tariff and oldest first', async () => {
    const body = await json(`Pendientes?${march}`);
    expect(body.bodegas).toEqual([
      { scodbodega: 'BDPUQ', nesperando: 1, nsintarifa: 1 },
      { scodbodega: 'BDSCL', nesperando: 3, nsintarifa: 2 },
    ]);
    const scl = body.masAntiguos.filter((r: { scodbodega: string }) => r.scodbodega === 'BDSCL');
    expect(scl.map((r: { ssintarifa: string }) => r.ssintarifa)).toEqual(['N', 'S', 'S']);
    expect(scl[0].ndias).toBeGreaterThan(600);
    expect(scl.map((r: { sdesestado: string }) => r.sdesestado)).toContain('En bodega de origen');
  });

  it('exports each chart as .xlsx with typed cells', async () => {
    const response = await get(`Ingresos/Exportar?${march}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('gestion-ingresos-2024-03-01-2024-03-31.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Día',
      'Oficina',
      'RAs',
      'Bultos',
      'Peso (kg)',
      'Volumen (m³)',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(sheet.getRow(3).getCell(3).value).toBe(2);
    expect(sheet.rowCount).toBe(8);
    for (const path of ['Ventas', 'Plazos', 'Diferencias', 'Pendientes']) {
      const exported = await get(`${path}/Exportar?${march}`);
      expect(exported.statusCode, path).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
    }
  });

  it('refuses bad ranges in Spanish, strangers and customers', async () => {
    const bad = async (query: string, message: string) => {
      const response = await get(`Ingresos?${query}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    await bad('desde=2024-03-10&hasta=2024-03-01', managementMessages.rangeOrder);
    await bad('desde=2022-01-01&hasta=2024-03-01', managementMessages.rangeTooLong);
    await bad('desde=2024-02-30&hasta=2024-03-01', managementMessages.fromInvalid);
    await bad('hasta=2024-03-01', managementMessages.fromInvalid);
    // Per day up to 92 days (inclusive); beyond, per week unless 'dia' is asked, which is refused.
    await bad('desde=2024-01-01&hasta=2024-04-02&agrupar=dia', managementMessages.dailyTooLong);
    expect((await json('Ingresos?desde=2024-01-01&hasta=2024-04-01&agrupar=dia')).agrupar).toBe('dia');
    expect((await json('Ingresos?desde=2024-01-01&hasta=2024-04-01')).agrupar).toBe('dia');
    const long = await json('Ingresos?desde=2024-01-01&hasta=2024-04-02');
    expect(long.agrupar).toBe('semana');
    expect(
      long.filas.every((r: { periodo: string }) => new Date(`${r.periodo}T12:00:00Z`).getUTCDay() === 1),
    ).toBe(true);
    const threshold = await get(`Plazos?${march}&umbralHoras=0`);
    expect(threshold.statusCode).toBe(400);
    expect((await get(`Ingresos?${march}`, null)).statusCode).toBe(401);
    expect((await get(`Ingresos?${march}`, ctx.tokens.scl)).statusCode).toBe(403);
    expect((await get(`Ventas/Exportar?${march}`, ctx.tokens.customer)).statusCode).toBe(403);
    expect((await get(`Ingresos?${march}&codigo=OFIPUQ`, ctx.tokens.manager)).statusCode).toBe(403);
  });
});
