import { valuedListFileName, warehouseListFileName } from '@carga/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hasLibreOffice, libreOfficeCsv } from '../../../test/libreoffice.ts';
import {
  buildValuedListXlsx,
  buildWarehouseListXlsx,
  CLP_FORMAT,
  type LoadingListReportData,
  QUANTITY_FORMAT,
} from './loading-list.xlsx.ts';

const data: LoadingListReportData = {
  scodlistacarga: 'LC000042',
  nidoperacion: 7,
  scodbodegaorigen: 'BDSCL',
  sdesbodegaorigen: 'Bodega Santiago',
  scodbodegadestino: 'BDPUQ',
  sdesbodegadestino: 'Bodega Punta Arenas',
  sdesviadespacho: 'Terrestre',
  sdesestadolista: 'En creación',
  // 02:30 UTC on 1 March is still 28 February in Chile (UTC-3).
  fecha: new Date('2026-03-01T02:30:00Z'),
  lines: [
    {
      nidra: 101,
      snomremitente: 'Ferretería Magallanes',
      snomdestinatario: 'María Pérez',
      sdescripcioncarga: 'Repuestos',
      sdestipobulto: 'Caja',
      ncantidad: 3,
      npesokg: 36,
      nvolumenm3: 0.18,
      smedidas: '50 × 40 × 30 cm',
    },
    {
      nidra: 101,
      snomremitente: 'Ferretería Magallanes',
      snomdestinatario: 'María Pérez',
      sdescripcioncarga: 'Repuestos',
      sdestipobulto: 'Pallet',
      ncantidad: 1,
      npesokg: 100,
      nvolumenm3: 0.5,
      smedidas: '100 × 100 × 50 cm',
    },
    {
      nidra: 102,
      snomremitente: 'Comercial Austral',
      snomdestinatario: 'Los Andes',
      sdescripcioncarga: 'Ropa',
      sdestipobulto: 'Sobre',
      ncantidad: 2,
      npesokg: 1,
      nvolumenm3: 0.00123,
      smedidas: '35 × 25 × 0,5 cm',
    },
  ],
  ras: [
    {
      nidra: 101,
      snomremitente: 'Ferretería Magallanes',
      snomdestinatario: 'María Pérez',
      ncantidad: 4,
      npesokg: 136,
      nvolumenm3: 0.68,
      nventa: 94_576,
    },
    {
      nidra: 102,
      snomremitente: 'Comercial Austral',
      snomdestinatario: 'Los Andes',
      ncantidad: 2,
      npesokg: 1,
      nvolumenm3: 0.00123,
      nventa: 0,
    },
  ],
  totalVenta: 94_576,
  totalCosto: 120_000,
  profit: -25_424,
};

async function read(bytes: Buffer, sheetName: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  return sheet;
}

const rowWith = (sheet: ExcelJS.Worksheet, first: unknown) => {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).value === first) found = row;
  });
  if (!found) throw new Error(`no row starting with ${String(first)}`);
  return found;
};

describe('the load list spreadsheets', () => {
  it('Lista bodega: header, one typed row per package line, 5-decimal quantities and totals', async () => {
    const sheet = await read(await buildWarehouseListXlsx(data), 'Lista bodega');
    expect(rowWith(sheet, 'Lista de carga').getCell(2).value).toBe('LC000042');
    expect(rowWith(sheet, 'OP').getCell(2).value).toBe(7);
    expect(rowWith(sheet, 'Origen → destino').getCell(2).value).toBe(
      'Bodega Santiago (BDSCL) → Bodega Punta Arenas (BDPUQ)',
    );
    const date = rowWith(sheet, 'Fecha').getCell(2);
    expect(date.value).toBeInstanceOf(Date);
    expect((date.value as Date).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(date.numFmt).toBe('dd/mm/yyyy');

    const lines: ExcelJS.Row[] = [];
    sheet.eachRow((row) => {
      if (typeof row.getCell(1).value === 'number' && row.number > 8) lines.push(row);
    });
    expect(lines.map((row) => (row.values as unknown[]).slice(1))).toEqual([
      [101, 'Ferretería Magallanes', 'María Pérez', 'Repuestos', 'Caja', 3, 36, 0.18, '50 × 40 × 30 cm'],
      [101, 'Ferretería Magallanes', 'María Pérez', 'Repuestos', 'Pallet', 1, 100, 0.5, '100 × 100 × 50 cm'],
      [102, 'Comercial Austral', 'Los Andes', 'Ropa', 'Sobre', 2, 1, 0.00123, '35 × 25 × 0,5 cm'],
    ]);
    // Measures in the one order of every screen and report (issue 12).
    expect(rowWith(sheet, 'RA').getCell(9).value).toBe('Largo × ancho × alto (por bulto)');
    expect(lines[0]?.getCell(8).numFmt).toBe(QUANTITY_FORMAT);
    const totals = rowWith(sheet, 'Total');
    expect([6, 7, 8].map((c) => totals.getCell(c).value)).toEqual([6, 137, 0.68123]);
    expect(totals.getCell(7).numFmt).toBe(QUANTITY_FORMAT);
    expect(totals.font?.bold).toBe(true);
  });

  it('Lista valorizada: the sale per RA in CLP and the sale, cost and profit of the list', async () => {
    const sheet = await read(await buildValuedListXlsx(data), 'Lista valorizada');
    const first = rowWith(sheet, 101);
    expect((first.values as unknown[]).slice(1)).toEqual([
      101,
      'Ferretería Magallanes',
      'María Pérez',
      4,
      136,
      0.68,
      94_576,
    ]);
    expect(first.getCell(7).numFmt).toBe(CLP_FORMAT);
    expect(first.getCell(6).numFmt).toBe(QUANTITY_FORMAT);
    expect(rowWith(sheet, 'Total').getCell(7).value).toBe(94_576);
    const summary: Array<[unknown, unknown, string | undefined]> = [];
    sheet.eachRow((row) => {
      if (['Venta', 'Costo', 'Margen'].includes(String(row.getCell(6).value))) {
        summary.push([row.getCell(6).value, row.getCell(7).value, row.getCell(7).numFmt]);
      }
    });
    expect(summary).toEqual([
      ['Venta', 94_576, CLP_FORMAT],
      ['Costo', 120_000, CLP_FORMAT],
      ['Margen', -25_424, CLP_FORMAT],
    ]);
  });

  it("names the files with the list's day in Chile", () => {
    expect(warehouseListFileName(data.scodlistacarga, data.fecha)).toBe(
      'Reporte lista carga (LC000042) 28-02-2026.xlsx',
    );
    expect(valuedListFileName('LC000042', new Date('2026-03-01T12:00:00Z'))).toBe(
      'Reporte valorizado (LC000042) 01-03-2026.xlsx',
    );
  });

  it.skipIf(!hasLibreOffice)('opens in LibreOffice, which reads the numbers back as numbers', async () => {
    const csv = libreOfficeCsv(await buildWarehouseListXlsx(data), 'lista');
    expect(csv).toContain('Lista de carga,LC000042');
    expect(csv).toContain(
      '101,Ferretería Magallanes,María Pérez,Repuestos,Caja,3.00000,36.00000,0.18000,50 × 40 × 30 cm',
    );
    expect(csv).toMatch(/^Fecha,\d{2}\/\d{2}\/\d{4},/m);
    // Numbers, not text: unquoted, formatted by the cells' number format.
    expect(csv).toMatch(/^Total,+6\.00000,137\.00000,0\.68123,?$/m);
  });
});
