import type { CostItem, OperationSummary, SaleLine } from '@carga/domain';
import { NO_TARIFF_FOR_SINTARIFA, round5 } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { priceReception } from '../customer/pricing.service.ts';
import { findReception } from '../shipment/ra.repo.ts';
import { listCosts, loadedRas } from './costs.repo.ts';

/**
 * The sale of an operation: one line per RA on its load lists, priced by the RA's tariff on what is
 * loaded, plus the sales of the costs that 'involucran venta' (assigned to an RA: on its line; to the
 * whole operation: on the total only). An RA without tariff is listed at 0 with the reason.
 */
export async function computeSales(db: Db | Tx, nidoperacion: number, costs?: CostItem[]) {
  const costList = costs ?? (await listCosts(db, nidoperacion));
  const ras = await loadedRas(db, nidoperacion);
  const saleOfCost = (cost: CostItem) => (cost.sindinvolucraventa === 'S' ? (cost.nmontoventa ?? 0) : 0);

  const ventaList: SaleLine[] = [];
  for (const loaded of ras) {
    const ra = await findReception(db, loaded.nidra);
    if (!ra) continue;
    const price = await priceReception(db, ra, loaded);
    const nventacostos = costList
      .filter((cost) => cost.scodtipoasignacion === 'RA' && cost.nidra === loaded.nidra)
      .reduce((sum, cost) => sum + saleOfCost(cost), 0);
    const nvalortarifa = price.priced ? price.price.total : 0;
    ventaList.push({
      nidra: ra.nidra,
      scodmotivo: price.priced
        ? 'TARIFA'
        : price.reason === NO_TARIFF_FOR_SINTARIFA
          ? 'SINTARIFA'
          : 'NOTARIFA',
      sdesmotivo: price.priced ? '' : price.reason,
      ncantidadingresada: loaded.packages,
      npesoingresado: round5(loaded.weightKg),
      nvolumeningresado: round5(loaded.volumeM3),
      snomdestinatario: ra.snomdestinatario,
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
