// Time to build the 'Lista valorizada' spreadsheet of a 2,000-RA load list (issue 6).
import { buildValuedListXlsx, type LoadingListReportData } from '../src/reports/xlsx/loading-list.xlsx.ts';
import { type BenchResult, measure } from './measure.ts';

/** A list of `count` RAs of two package lines each, with realistic names and amounts. */
function sampleList(count: number): LoadingListReportData {
  const ras = Array.from({ length: count }, (_, i) => ({
    nidra: 100_000 + i,
    snomremitente: `Comercial Remitente ${i % 97}`,
    snomdestinatario: `Destinatario Punta Arenas ${i % 89}`,
    ncantidad: 1 + (i % 12),
    npesokg: 10 + (i % 400),
    nvolumenm3: 0.05 + (i % 50) / 10,
    nventa: 25_000 + (i % 300) * 1_000,
  }));
  return {
    scodlistacarga: 'LC000042',
    nidoperacion: 42,
    scodbodegaorigen: 'BDSCL',
    sdesbodegaorigen: 'Bodega Santiago',
    scodbodegadestino: 'BDPUQ',
    sdesbodegadestino: 'Bodega Punta Arenas',
    sdesviadespacho: 'Terrestre',
    sdesestadolista: 'Cerrada',
    fecha: new Date(),
    lines: ras.flatMap((ra) =>
      ['Caja', 'Pallet'].map((type, k) => ({
        nidra: ra.nidra,
        snomremitente: ra.snomremitente,
        snomdestinatario: ra.snomdestinatario,
        sdescripcioncarga: 'Repuestos y ferretería',
        sdestipobulto: type,
        smedidas: k === 0 ? '50 × 40 × 30 cm' : '100 × 100 × 50 cm',
        ncantidad: k + 1,
        npesokg: ra.npesokg / 2,
        nvolumenm3: ra.nvolumenm3 / 2,
      })),
    ),
    ras,
    totalVenta: ras.reduce((sum, ra) => sum + ra.nventa, 0),
    totalCosto: 12_500_000,
    profit: ras.reduce((sum, ra) => sum + ra.nventa, 0) - 12_500_000,
  };
}

export async function run(): Promise<BenchResult[]> {
  const data = sampleList(2_000);
  return [await measure('Lista valorizada XLSX, lista de 2.000 RA', () => buildValuedListXlsx(data))];
}
