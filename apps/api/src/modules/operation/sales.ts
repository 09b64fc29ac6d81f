import type { CostItem, OperationSummary, SaleLine } from '@carga/domain';
import { round5 } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { raSales, saleOnLists } from '../pricing/price-shares.ts';
import { listCosts, loadedRas, operationListIds } from './costs.repo.ts';

/**
 * The sale of an operation: one line per RA on its load lists, its stored price's share on those lists
 * (issue 12: prices never move when a tariff changes), plus the sales of the costs that 'involucran venta'
 * (assigned to an RA: on its line; to the whole operation: on the total only). An RA without tariff is
 * listed at 0 with the reason.
 */
export async function computeSales(db: Db | Tx, nidoperacion: number, costs?: CostItem[]) {
  const costList = costs ?? (await listCosts(db, nidoperacion));
  const ras = await loadedRas(db, nidoperacion);
  const saleOfCost = (cost: CostItem) => (cost.sindinvolucraventa === 'S' ? (cost.nmontoventa ?? 0) : 0);

  const lists = await operationListIds(db, nidoperacion);
  const sales = await raSales(
    db,
    ras.map((ra) => ra.nidra),
  );
  const ventaList: SaleLine[] = [];
  for (const loaded of ras) {
    const sale = sales.get(loaded.nidra);
    const nventacostos = costList
      .filter((cost) => cost.scodtipoasignacion === 'RA' && cost.nidra === loaded.nidra)
      .reduce((sum, cost) => sum + saleOfCost(cost), 0);
    const nvalortarifa = saleOnLists(sale, lists);
    ventaList.push({
      nidra: loaded.nidra,
      scodmotivo: (sale?.scodmotivo ?? 'NOTARIFA') as SaleLine['scodmotivo'],
      sdesmotivo: sale?.sdesmotivo ?? '',
      ncantidadingresada: loaded.packages,
      npesoingresado: round5(loaded.weightKg),
      nvolumeningresado: round5(loaded.volumeM3),
      snomdestinatario: loaded.snomdestinatario,
      nvalormovimiento: nvalortarifa + nventacostos,
      nvalortarifa,
      nventacostos,
    });
  }
  // Sales assigned to an RA that is not (or no longer) on the lists still count for the operation.
  const lineSales = ventaList.reduce((sum, line) => sum + line.nvalormovimiento, 0);
  const listedRas = new Set(ventaList.map((line) => line.nidra));
  const otherSales = costList
    .filter((cost) => cost.scodtipoasignacion !== 'RA' || cost.nidra === null || !listedRas.has(cost.nidra))
    .reduce((sum, cost) => sum + saleOfCost(cost), 0);
  const totalVenta = lineSales + otherSales;
  const totalCosto = costList.reduce((sum, cost) => sum + cost.nmontocosto, 0);
  const resumen: OperationSummary = {
    totalBultos: ras.reduce((sum, ra) => sum + ra.packages, 0),
    totalVolumenM3: round5(ras.reduce((sum, ra) => sum + ra.volumeM3, 0)),
    totalPesoKg: round5(ras.reduce((sum, ra) => sum + ra.weightKg, 0)),
    totalPesoVolumetrico: round5(ras.reduce((sum, ra) => sum + ra.volumetricKg, 0)),
    totalVenta,
    totalCosto,
    profit: totalVenta - totalCosto,
  };
  return { ventaList, resumen, costoList: costList };
}
