import type { LoadingListSummary } from '@carga/domain';
import { formatMeasures, round5, VOLUMETRIC_FACTOR_KG_PER_M3 } from '@carga/domain';
import { findReception, type ReceptionRow } from '../../core/ra/ra.repo.ts';
import type { Db } from '../../db/client.ts';
import type { LoadingListReportData } from '../../reports/xlsx/loading-list.xlsx.ts';
import { raSales, saleOnLists } from '../pricing/price-shares.ts';
import { type LineAvailability, packageLines } from './list-packages.repo.ts';
import { findListHeader } from './list-query.repo.ts';
import * as repo from './loading-list.repo.ts';

// The figures of a load list: its units, weight and volume, its sale and cost (the 'resumen'), and the
// data of its spreadsheets. Shared by the load-list, dispatch and reception screens.

/** Units, weight kg and volume m³ of some package lines, counting `units(line)` of each. */
export const sumLines = (lines: LineAvailability[], units: (l: LineAvailability) => number) => {
  let count = 0;
  let weight = 0;
  let volume = 0;
  for (const line of lines) {
    const n = units(line);
    count += n;
    weight += n * line.npesobultokg;
    volume += n * line.nvolumenbultom3;
  }
  return { count, weight: round5(weight), volume: round5(volume) };
};

export function createListFigures(db: Db) {
  /**
   * The sale of each RA on the list: its stored price's share for the units this list carries (issue 12),
   * so that a tariff changed later moves nothing; an RA without tariff sells 0 here and is marked.
   */
  async function salesOf(nidlistacarga: number, lines: LineAvailability[]) {
    const all = await raSales(
      db,
      lines.map((line) => line.nidra),
    );
    const thisList = new Set([nidlistacarga]);
    const sales = new Map<number, number>();
    for (const [nidra, sale] of all) sales.set(nidra, saleOnLists(sale, thisList));
    return sales;
  }

  async function summaryOf(found: repo.LoadingListRow) {
    const nidras = await repo.listRaIds(db, found.list.nidlistacarga);
    const lines = (await packageLines(db, nidras, found.list.nidlistacarga)).filter((l) => l.onThisList > 0);
    const totals = sumLines(lines, (l) => l.onThisList);
    const sales = await salesOf(found.list.nidlistacarga, lines);
    const totalVenta = [...sales.values()].reduce((a, b) => a + b, 0);
    const totalCosto = await repo.listCost(db, found.list.nidoperacion, nidras);
    const resumen: LoadingListSummary = {
      totalBultos: totals.count,
      totalVolumenM3: totals.volume,
      totalPesoKg: totals.weight,
      totalPesoVolumetrico: round5(totals.volume * VOLUMETRIC_FACTOR_KG_PER_M3),
      totalVenta,
      totalCosto,
      profit: totalVenta - totalCosto,
    };
    return { resumen, lines, sales };
  }

  /** The spreadsheets' data of a list the caller was allowed to read (dispatch, reception). */
  async function reportFor(found: repo.LoadingListRow, now = new Date()): Promise<LoadingListReportData> {
    const header = await findListHeader(db, found.list.nidlistacarga);
    const { resumen, lines, sales } = await summaryOf(found);
    const nidras = [...new Set(lines.map((l) => l.nidra))];
    const ras = new Map<number, ReceptionRow>();
    for (const nidra of nidras) {
      const ra = await findReception(db, nidra);
      if (ra) ras.set(nidra, ra);
    }
    const ra = (nidra: number) => ras.get(nidra)!;
    return {
      scodlistacarga: header.scodlistacarga,
      nidoperacion: header.nidoperacion,
      scodbodegaorigen: header.scodbodegaorigen,
      sdesbodegaorigen: header.sdesbodegaorigen,
      scodbodegadestino: header.scodbodegadestino,
      sdesbodegadestino: header.sdesbodegadestino,
      sdesviadespacho: header.sdesviadespacho,
      sdesestadolista: header.sdesestadolista,
      fecha: now,
      lines: lines.map((line) => ({
        nidra: line.nidra,
        snomremitente: ra(line.nidra).snomremitente,
        snomdestinatario: ra(line.nidra).snomdestinatario,
        sdescripcioncarga: ra(line.nidra).sdescripcioncarga,
        sdestipobulto: line.sdestipobulto,
        ncantidad: line.onThisList,
        npesokg: round5(line.onThisList * line.npesobultokg),
        nvolumenm3: round5(line.onThisList * line.nvolumenbultom3),
        smedidas: formatMeasures(line.nlargocm, line.nanchocm, line.naltocm),
      })),
      ras: nidras.map((nidra) => {
        const own = sumLines(
          lines.filter((l) => l.nidra === nidra),
          (l) => l.onThisList,
        );
        return {
          nidra,
          snomremitente: ra(nidra).snomremitente,
          snomdestinatario: ra(nidra).snomdestinatario,
          ncantidad: own.count,
          npesokg: own.weight,
          nvolumenm3: own.volume,
          nventa: sales.get(nidra) ?? 0,
        };
      }),
      totalVenta: resumen.totalVenta,
      totalCosto: resumen.totalCosto,
      profit: resumen.profit,
    };
  }

  return { summaryOf, reportFor };
}
