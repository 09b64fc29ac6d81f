import { beforeAll, describe, expect, it } from 'vitest';
import { hasLibreOffice, libreOfficeCsv } from '../../../test/libreoffice.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { readExport } from '../../reports/xlsx/export.test-support.ts';
import { reportMessages } from './billing-reports.service.ts';
import { LOS_ANDES, pdfText, seedLedger } from './billing-reports.test-support.ts';

// The money documents of issue 33 against the hand-worked ledger of billing-reports.test-support.ts.

describe.each(drivers)('Estado de cuenta, cuentas por cobrar y caja on %s', (driver) => {
  const ctx = useTestApp(driver, {
    admin: 'admin',
    office: 'oficina.scl',
    scl: 'bodega.scl',
    customer: 'cliente',
  });
  let seeded: Awaited<ReturnType<typeof seedLedger>>;
  beforeAll(async () => {
    seeded = await seedLedger(ctx.db);
  });
  const march = () => ({ nidcliente: seeded.andes, desde: '2024-03-01', hasta: '2024-03-31' });
  const get = (path: string, token: string, query?: Record<string, string | number>) =>
    ctx.call('GET', `/api/Billing/${path}`, { token, query });

  it('gives the period’s RAs, abonos, the balance before and after', async () => {
    const response = await get('EstadoCuenta', ctx.tokens.admin, march());
    expect(response.statusCode, response.body).toBe(200);
    const s = response.json();
    expect(s.cliente).toMatchObject({
      srutcliente: LOS_ANDES,
      nlimitecredito: 60000,
      nsaldo: 80000,
      sindexcedido: 'S',
    });
    expect(s.nsaldoanterior).toBe(20000);
    expect(s.lineas.map((l: { nidra: number }) => l.nidra)).toEqual([seeded.ras.b, seeded.ras.c]);
    expect(s.lineas[0]).toMatchObject({
      nmonto: 20000,
      nabonado: 20000,
      nsaldo: 0,
      scodoficinaorigen: 'OFISCL',
    });
    expect(s.lineas[1]).toMatchObject({ nmonto: 50000, nabonado: 0, nsaldo: 50000 });
    expect(s.abonos).toEqual([
      expect.objectContaining({ nidpago: seeded.abonos.second, nmonto: 20000, nidras: [seeded.ras.b] }),
    ]);
    expect(s.abonos[0].sdesmediopago).toBe('Transferencia');
    expect(s).toMatchObject({ ntotalcargos: 70000, ntotalabonos: 20000, nsaldo: 70000 });
  });

  it('refuses a period backwards or longer than two years, and staff naming no client', async () => {
    const backwards = await get('EstadoCuenta', ctx.tokens.admin, { ...march(), hasta: '2024-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(reportMessages.rangeOrder);
    const long = await get('EstadoCuenta', ctx.tokens.admin, { ...march(), desde: '2022-03-30' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(reportMessages.rangeTooLong);
    const twoYears = await get('EstadoCuenta', ctx.tokens.admin, { ...march(), desde: '2022-03-31' });
    expect(twoYears.statusCode).toBe(200);
    const bad = await get('EstadoCuenta', ctx.tokens.admin, { ...march(), desde: '2024-02-30' });
    expect(bad.statusCode).toBe(400);
    const { nidcliente: _, ...noClient } = march();
    const none = await get('EstadoCuenta', ctx.tokens.admin, noClient);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(reportMessages.clientRequired);
  });

  it('lets a customer read their own statement and no other, and staff without cobranza none', async () => {
    const { nidcliente: _, ...period } = march();
    const own = await get('EstadoCuenta', ctx.tokens.customer, period);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().cliente.srutcliente).toBe('76086428-5');
    const other = await get('EstadoCuenta', ctx.tokens.customer, march());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(reportMessages.otherClient);
    expect((await get('EstadoCuenta/Pdf', ctx.tokens.customer, march())).statusCode).toBe(403);
    expect((await get('EstadoCuenta', ctx.tokens.office, march())).statusCode).toBe(403);
  });

  it('prints the statement as a PDF and exports it as an xlsx that opens', async () => {
    const pdf = await get('EstadoCuenta/Pdf', ctx.tokens.admin, march());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('Distribuidora Los Andes Limitada');
    expect(text).toMatch(/SALDO ANTERIOR\s+CARGOS DEL PERÍODO\s+\$20\.000\s+\$70\.000/);
    expect(text).toContain('01/03/2024 al 31/03/2024');
    const xlsx = await get('EstadoCuenta/Exportar', ctx.tokens.admin, march());
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="estado-cuenta-${LOS_ANDES}-2024-03-01-2024-03-31.xlsx"`,
    );
    const { rows } = await readExport(xlsx.rawPayload);
    expect(rows.find((r) => r[0] === 'Saldo anterior')?.[1]).toBe(20000);
    expect(rows.find((r) => r[0] === seeded.ras.c)?.[7]).toBe(50000);
    if (hasLibreOffice) {
      const csv = libreOfficeCsv(xlsx.rawPayload, 'estado');
      expect(csv).toContain('Distribuidora Los Andes Limitada');
      expect(csv).toMatch(/\$50[.,]000/);
    }
  });

  it('ages what is still owed at the given date, largest total first, with the chart’s totals', async () => {
    const response = await get('CuentasPorCobrar', ctx.tokens.admin, { fecha: '2024-04-15' });
    expect(response.statusCode, response.body).toBe(200);
    const r = response.json();
    expect(r.list.map((row: { srut: string }) => row.srut)).toEqual([LOS_ANDES, '96512340-7']);
    // A (20 Feb, $20.000 left): 55 days; C (20 Mar): 26 days; D (10 May) is after the date.
    expect(r.list[0]).toMatchObject({ n0a30: 50000, n31a60: 20000, n61a90: 0, nmas90: 0, ntotal: 70000 });
    expect(r.list[1]).toMatchObject({ n0a30: 0, nmas90: 5000, ntotal: 5000, nlimitecredito: 60000 });
    expect(r.totales.map((t: { nmonto: number }) => t.nmonto)).toEqual([50000, 20000, 0, 5000]);
    expect(r.totales[3].sdesedad).toBe('Más de 90 días');
    expect(r).toMatchObject({ ntotal: 75000, totalPaginas: 1 });
    const later = (await get('CuentasPorCobrar', ctx.tokens.admin, { fecha: '2024-06-30' })).json();
    expect(later.list[0]).toMatchObject({ n31a60: 10000, nmas90: 70000, ntotal: 80000 });
    const xlsx = await get('CuentasPorCobrar/Exportar', ctx.tokens.admin, { fecha: '2024-04-15' });
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readExport(xlsx.rawPayload);
    expect(sheet.rows.find((row) => row[0] === LOS_ANDES)?.[6]).toBe(70000);
    expect((await get('CuentasPorCobrar', ctx.tokens.office)).statusCode).toBe(403);
    expect((await get('CuentasPorCobrar', ctx.tokens.customer)).statusCode).toBe(403);
    expect((await get('CuentasPorCobrar', ctx.tokens.admin, { fecha: '2024-13-01' })).statusCode).toBe(400);
  });

  it('prints a caja for its owner and cobranza, and for nobody else', async () => {
    const owner = await get(`Caja/${seeded.caja}/Pdf`, ctx.tokens.office);
    expect(owner.statusCode, owner.body).toBe(200);
    const text = pdfText(owner.rawPayload);
    expect(text).toContain(`Caja N° ${seeded.caja}`);
    expect(text).toContain('Faltan mil pesos del sencillo');
    expect(text).toMatch(/Efectivo\s+\$5\.000\s+\$4\.000\s+-\$1\.000/);
    expect(text).toContain('Distribuidora Los Andes');
    expect((await get(`Caja/${seeded.caja}/Pdf`, ctx.tokens.admin)).statusCode).toBe(200);
    const forbidden = await get(`Caja/${seeded.caja}/Pdf`, ctx.tokens.scl);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(reportMessages.cajaForbidden);
    expect((await get(`Caja/${seeded.caja}/Exportar`, ctx.tokens.customer)).statusCode).toBe(403);
    expect((await get('Caja/999999/Pdf', ctx.tokens.admin)).statusCode).toBe(404);
    const xlsx = await get(`Caja/${seeded.caja}/Exportar`, ctx.tokens.office);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readExport(xlsx.rawPayload);
    expect(sheet.rows.find((row) => row[0] === 'Efectivo')?.slice(0, 4)).toEqual([
      'Efectivo',
      5000,
      4000,
      -1000,
    ]);
  });
});
