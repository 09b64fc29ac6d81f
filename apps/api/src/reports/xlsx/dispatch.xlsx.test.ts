import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hasLibreOffice, libreOfficeCsv } from '../../../test/libreoffice.ts';
import {
  buildCarrierListXlsx,
  buildReceptionListXlsx,
  type CarrierReportData,
  type ReceptionReportData,
} from './dispatch.xlsx.ts';

const base = {
  scodlistacarga: 'LC000042',
  nidoperacion: 7,
  scodbodegaorigen: 'BDSCL',
  sdesbodegaorigen: 'Bodega Santiago',
  scodbodegadestino: 'BDPUQ',
  sdesbodegadestino: 'Bodega Punta Arenas',
  sdesviadespacho: 'Terrestre',
  sdesestadolista: 'Despachada',
  fecha: new Date('2026-03-01T15:00:00Z'),
  ras: [],
  totalVenta: 0,
  totalCosto: 0,
  profit: 0,
};

const carrier: CarrierReportData = {
  ...base,
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
      nidra: 102,
      snomremitente: 'Comercial Austral',
      snomdestinatario: 'Juan Díaz',
      sdescripcioncarga: 'Cemento',
      sdestipobulto: 'Pallet',
      ncantidad: 2,
      npesokg: 200,
      nvolumenm3: 1,
      smedidas: '100 × 100 × 50 cm',
    },
  ],
  spatentecamion: 'BCDF12',
  spatenteacoplado: 'JK3456',
  snombreconductor: 'Juan Soto',
  stelefonoconductor: '56 912345678',
  sselloseguridad: 'SELLO-001',
  scomentariodespacho: 'Sale 22:00',
};

const reception: ReceptionReportData = {
  ...base,
  sdesestadolista: 'Recepcionada',
  lines: [
    {
      nidra: 101,
      snomremitente: 'Ferretería Magallanes',
      snomdestinatario: 'María Pérez',
      sdestipobulto: 'Caja',
      ncantidaddespachada: 3,
      ncantidadrecibida: 3,
      ncantidaddanada: 1,
      smotivodiferencia: 'Caja mojada',
    },
    {
      nidra: 102,
      snomremitente: 'Comercial Austral',
      snomdestinatario: 'Juan Díaz',
      sdestipobulto: 'Pallet',
      ncantidaddespachada: 2,
      ncantidadrecibida: 1,
      ncantidaddanada: 0,
      smotivodiferencia: 'No llegó',
    },
  ],
};

async function rowsOf(bytes: Buffer, sheetName: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book
    .getWorksheet(sheetName)!
    .getSheetValues()
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));
}

describe('dispatch and reception spreadsheets', () => {
  it('writes the carrier list with the truck, the seal, the lines and typed totals, without prices', async () => {
    const rows = await rowsOf(await buildCarrierListXlsx(carrier), 'Lista transportista');
    expect(rows).toContainEqual(['Sello de seguridad', 'SELLO-001']);
    expect(rows).toContainEqual(['Conductor', 'Juan Soto']);
    expect(rows).toContainEqual([
      102,
      'Comercial Austral',
      'Juan Díaz',
      'Cemento',
      'Pallet',
      2,
      200,
      1,
      '100 × 100 × 50 cm',
    ]);
    expect(rows).toContainEqual(['Total', '', '', '', '', 5, 236, 1.18]);
    expect(JSON.stringify(rows)).not.toContain('Venta');
  });

  it('writes the reception report with what left, arrived, is missing and damaged, and why', async () => {
    const rows = await rowsOf(await buildReceptionListXlsx(reception), 'Recepción');
    expect(rows).toContainEqual([102, 'Comercial Austral', 'Juan Díaz', 'Pallet', 2, 1, 1, 0, 'No llegó']);
    expect(rows).toContainEqual(['Total', '', '', '', 5, 4, 1, 1, '']);
  });

  it.skipIf(!hasLibreOffice)('opens both in LibreOffice with the expected rows', async () => {
    const carrierCsv = libreOfficeCsv(await buildCarrierListXlsx(carrier), 'transportista');
    expect(carrierCsv).toContain('Sello de seguridad,SELLO-001');
    expect(carrierCsv).toContain(
      '101,Ferretería Magallanes,María Pérez,Repuestos,Caja,3.00000,36.00000,0.18000,50 × 40 × 30 cm',
    );
    expect(carrierCsv).toMatch(/^Total,+5\.00000,236\.00000,1\.18000,?$/m);
    const receptionCsv = libreOfficeCsv(await buildReceptionListXlsx(reception), 'recepcion');
    expect(receptionCsv).toContain('101,Ferretería Magallanes,María Pérez,Caja,3,3,0,1,Caja mojada');
    expect(receptionCsv).toMatch(/^Total,,,,5,4,1,1,$/m);
  });
});
