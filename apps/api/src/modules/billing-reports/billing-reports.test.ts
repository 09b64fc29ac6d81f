import { chileToday, STATEMENT_ABONO_RAS } from '@carga/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasLibreOffice, libreOfficeCsv } from '../../../test/libreoffice.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { readExport } from '../../reports/xlsx/export.test-support.ts';
import { reportMessages } from './billing-reports.service.ts';
import { LOS_ANDES, pdfText, seedLedger, seedSettledDays } from './billing-reports.test-support.ts';
import { receivableRows } from './receivables.repo.ts';

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
      expect.objectContaining({
        nidpago: seeded.abonos.second,
        nmonto: 20000,
        nidras: [seeded.ras.b],
        nras: 1,
      }),
    ]);
    expect(s.abonos[0].sdesmediopago).toBe('Transferencia');
    expect(s).toMatchObject({ ntotalcargos: 70000, ntotalabonos: 20000, nsaldo: 70000 });
  });

  it('gives the RAs a page at a time on screen, with the figures of the whole period, and all of them on paper', async () => {
    const ras = await seedSettledDays(ctx.db, seeded.ferreteria, 25);
    const year = { nidcliente: seeded.ferreteria, desde: '2023-01-01', hasta: '2023-12-31' };
    const first = (await get('EstadoCuenta', ctx.tokens.admin, year)).json();
    expect(first).toMatchObject({ nlineas: 25, totalPaginas: 2, nsaldoanterior: 0 });
    expect(first.lineas.map((l: { nidra: number }) => l.nidra)).toEqual(ras.slice(0, 20));
    // 1.000 + 2.000 + … + 25.000: the whole period's charges, not the page's.
    expect(first.ntotalcargos).toBe(325000);
    const second = await get('EstadoCuenta', ctx.tokens.admin, { ...year, Page: 2 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().lineas.map((l: { nidra: number }) => l.nidra)).toEqual(ras.slice(20));
    expect(second.json()).toMatchObject({ nlineas: 25, ntotalcargos: 325000 });
    const past = (await get('EstadoCuenta', ctx.tokens.admin, { ...year, Page: 3 })).json();
    expect(past).toMatchObject({ lineas: [], nlineas: 25, totalPaginas: 2 });
    expect((await get('EstadoCuenta', ctx.tokens.admin, { ...year, Page: 0 })).statusCode).toBe(400);
    const xlsx = await readExport((await get('EstadoCuenta/Exportar', ctx.tokens.admin, year)).rawPayload);
    expect(ras.every((ra) => xlsx.rows.some((r) => r[0] === ra))).toBe(true);
  });

  it('names an abono’s first RAs on screen and counts the rest; the xlsx names every one', async () => {
    const year = { nidcliente: seeded.ferreteria, desde: '2023-01-01', hasta: '2023-12-31' };
    const ras = (await get('EstadoCuenta', ctx.tokens.admin, { ...year, Page: 1 }))
      .json()
      .lineas.slice(0, 7)
      .map((l: { nidra: number }) => l.nidra);
    const inserted = (await ctx.db.execute(sql`insert into pago (nidcaja, stipo, nidcliente, nmonto,
        scodmediopago, sreferencia, dfecpago, nidusuario, nras)
      values (${seeded.caja}, 'ABONO', ${seeded.ferreteria}, 28000, 'TRANSFERENCIA', 'TR-SIETE',
        '2023-02-01T15:00:00Z', ${seeded.admin}, 7) returning nidpago`)) as unknown as {
      rows: Array<{ nidpago: number }>;
    };
    const nidpago = Number(inserted.rows[0]?.nidpago);
    for (const [i, nidra] of ras.entries())
      await ctx.db.execute(sql`insert into pago_aplicacion (nidpago, nidra, nmonto)
        values (${nidpago}, ${nidra}, ${1000 * (i + 1)})`);
    const shown = (await get('EstadoCuenta', ctx.tokens.admin, year)).json();
    expect(shown.abonos).toEqual([
      expect.objectContaining({ nidpago, nras: 7, nidras: ras.slice(0, STATEMENT_ABONO_RAS) }),
    ]);
    const file = (await get('EstadoCuenta/Exportar', ctx.tokens.admin, year)).rawPayload;
    const sheet = await readExport(file, 1);
    expect(sheet.column('RA pagados')).toEqual([ras.join(', ')]);
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

  it('ages today’s receivables from the kept sums exactly as from the debts themselves', async () => {
    const today = chileToday();
    const check = async () => {
      const kept = (await get('CuentasPorCobrar', ctx.tokens.admin)).json();
      const summed = await receivableRows(ctx.db, today);
      expect(kept.fecha).toBe(today);
      expect(kept.list).toEqual(summed.rows.slice(0, 10));
      expect(kept.totalPaginas).toBe(Math.ceil(summed.rows.length / 10));
      const byAge = (k: 'n0a30' | 'n31a60' | 'n61a90' | 'nmas90') =>
        summed.rows.reduce((sum, r) => sum + r[k], 0);
      expect(kept.totales.map((t: { nmonto: number }) => t.nmonto)).toEqual([
        byAge('n0a30'),
        byAge('n31a60'),
        byAge('n61a90'),
        byAge('nmas90'),
      ]);
      return kept;
    };
    const before = await check();
    const andes = before.list.find((r: { srut: string }) => r.srut === LOS_ANDES);
    // A 2024-02-20 (20.000 left), C 2024-03-20 and D 2024-05-10: more than 90 days old today.
    expect(andes).toMatchObject({ nmas90: 80000, ntotal: 80000 });
    // Any writer of deuda_ra moves the kept sums: part of C paid, D forgiven, A moved to another day.
    await ctx.db.execute(sql`update deuda_ra set nabonado = 30000 where nidra = ${seeded.ras.c}`);
    await ctx.db.execute(sql`delete from deuda_ra where nidra = ${seeded.ras.d}`);
    await ctx.db.execute(
      sql`update deuda_ra set dfecdeuda = now() - interval '40 days' where nidra = ${seeded.ras.a}`,
    );
    const after = await check();
    expect(after.list.find((r: { srut: string }) => r.srut === LOS_ANDES)).toMatchObject({
      n31a60: 20000,
      nmas90: 20000,
      ntotal: 40000,
    });
    // The credit screen's balance is the same kept sum.
    const credit = await get(`Cliente/${seeded.andes}/Credito`, ctx.tokens.admin);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ nsaldo: 40000, sindexcedido: 'N' });
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
