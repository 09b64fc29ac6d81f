import { chileToday, DTE_TYPE_LABELS, type DteType, dteSendingMessages as m } from '@carga/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasLibreOffice, libreOfficeCsv } from '../../../../test/libreoffice.ts';
import { drivers, useTestApp } from '../../../../test/test-app.ts';
import { dteDocuments } from '../../../db/schema.ts';
import { createBillingUsers } from '../../billing/billing.test-support.ts';
import { type SalesBookRow, summarise } from './sales-book.ts';
import { configureTestCompany, documentIssuer } from './sending.test-support.ts';

// Issue 34: the libro de ventas of a month as xlsx — one row per document issued in it, and per type the
// count and the sums, notas de crédito subtracting; its figures are the documents' own.

type Cell = ExcelJS.CellValue;
async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as Cell[]).slice(1));
  });
  return rows;
}

describe('the libro de ventas summary', () => {
  it('counts each type and subtracts the notas de crédito', () => {
    const row = (ntipo: number, nneto: number, niva: number, nexento = 0) =>
      ({ ntipo, nneto, niva, nexento, ntotal: nneto + niva + nexento }) as SalesBookRow;
    expect(summarise([row(61, 100, 19), row(33, 1000, 190), row(33, 500, 95), row(34, 0, 0, 700)])).toEqual([
      { ntipo: 33, ndocumentos: 2, nexento: 0, nneto: 1500, niva: 285, ntotal: 1785 },
      { ntipo: 34, ndocumentos: 1, nexento: 700, nneto: 0, niva: 0, ntotal: 700 },
      { ntipo: 61, ndocumentos: 1, nexento: 0, nneto: -100, niva: -19, ntotal: -119 },
    ]);
  });
});

describe.each(drivers)('the libro de ventas on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', office: 'oficina.scl', customer: 'cliente' },
    createBillingUsers,
  );
  const { tokens } = ctx;
  const periodo = chileToday().slice(0, 7);
  beforeAll(async () => {
    const setup = { call: ctx.call, db: ctx.db, admin: tokens.admin, cashier: tokens.office };
    await configureTestCompany(setup);
    const issuer = documentIssuer(setup);
    const factura = await issuer.factura(23_800);
    await issuer.factura(11_900);
    await issuer.boleta(5_000);
    // A nota de crédito that annuls the first factura (written as the notas' service will).
    const [row] = await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.nid, factura.nid));
    const { nid: _nid, dfecemision: _d, ...values } = row!;
    await ctx.db.insert(dteDocuments).values({
      ...values,
      ntipo: 61,
      nfolio: 1,
      nidra: null,
      nidreferencia: factura.nid,
      ncodref: 1,
      srazonref: 'Anula factura',
    });
  });
  const get = (query: object, token = tokens.admin) =>
    ctx.call('GET', '/api/Dte/LibroVentas', { token, query: query as Record<string, string> });

  it('lists every document of the period and sums each type as the documents do', async () => {
    const response = await get({ periodo });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="libro-ventas-${periodo}.xlsx"`,
    );
    const rows = await readBook(response.rawPayload);
    expect(rows[0]).toEqual(['Libro de ventas', periodo]);
    const header = rows.findIndex((r) => r[0] === 'Tipo');
    expect(rows[header]).toEqual([
      'Tipo',
      'Folio',
      'Fecha',
      'RUT receptor',
      'Razón social',
      'Exento',
      'Neto',
      'IVA',
      'Total',
      'Referencia',
      'Estado SII',
    ]);
    const documents = await ctx.db.select().from(dteDocuments);
    const lines = rows.slice(header + 1, header + 1 + documents.length);
    expect(lines.map((r) => r[0])).toEqual([
      'Factura electrónica',
      'Factura electrónica',
      'Boleta electrónica',
      'Nota de crédito electrónica',
    ]);
    expect(lines[3]?.[9]).toBe('Factura electrónica N° 1');
    expect(lines[0]?.[10]).toBe('Sin enviar');
    for (const doc of documents) {
      const line = lines.find((r) => r[0] === DTE_TYPE_LABELS[doc.ntipo as DteType] && r[1] === doc.nfolio);
      expect(line?.slice(3, 9)).toEqual([
        doc.srutreceptor,
        doc.srazonsocialreceptor,
        doc.nexento,
        doc.nneto,
        doc.niva,
        doc.ntotal,
      ]);
    }
    const sum = (tipo: number, key: 'nneto' | 'niva' | 'ntotal') =>
      documents.filter((d) => d.ntipo === tipo).reduce((s, d) => s + d[key], 0);
    const byName = (name: string) =>
      rows.find((r) => r[0] === name && typeof r[1] === 'number' && r[2] == null);
    expect(byName('Factura electrónica')?.slice(5, 9)).toEqual([
      0,
      sum(33, 'nneto'),
      sum(33, 'niva'),
      sum(33, 'ntotal'),
    ]);
    expect(byName('Nota de crédito electrónica')?.slice(5, 9)).toEqual([
      0,
      -sum(61, 'nneto'),
      -sum(61, 'niva'),
      -sum(61, 'ntotal'),
    ]);
    const total = rows.find((r) => r[0] === 'Total del período');
    expect(total?.[1]).toBe(4);
    expect(total?.[8]).toBe(sum(33, 'ntotal') + sum(39, 'ntotal') - sum(61, 'ntotal'));
    expect(total?.[8]).toBe(11_900 + 5_000);
    if (hasLibreOffice) {
      const csv = libreOfficeCsv(response.rawPayload, 'libro');
      expect(csv).toContain('Nota de crédito electrónica');
      expect(csv).toMatch(/\$16[.,]900/);
    }
  });

  it('is empty for a period without documents, refuses a bad period (400) and callers without Cobranza (403)', async () => {
    const empty = await readBook((await get({ periodo: '2001-01' })).rawPayload);
    expect(empty.find((r) => r[0] === 'Total del período')?.[1]).toBe(0);
    for (const bad of ['2026-13', '2026-1', 'noviembre', '']) {
      const response = await get({ periodo: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'periodo', message: m.periodInvalid });
    }
    expect((await get({})).statusCode).toBe(400);
    expect((await get({ periodo }, tokens.office)).statusCode).toBe(403);
    expect((await get({ periodo }, tokens.customer)).statusCode).toBe(403);
  });
});
