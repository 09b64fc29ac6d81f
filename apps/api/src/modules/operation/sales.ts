import type { CostItem, OperationSummary, SaleLine } from '@carga/domain';
import { round5 } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { raSales, saleOnLists } from '../pricing/price-shares.ts';
import { listCosts, listedRasOf, loadedRas, operationListIds, saleCostsOf } from './costs.repo.ts';

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

/**
 * The sales of several operations at once (issue 31), as `computeSales(…).resumen.totalVenta` computes each:
 * four statements for them all instead of four each. What Operaciones and Gestión's Ventas need of an
 * operation whose kept sale is pending; `sale-total.test.ts` holds it to `computeSales` on every kind of
 * operation its tests make.
 */
export async function computeSaleTotals(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (ids.length === 0) return totals;
  const [costs, memberships] = await Promise.all([saleCostsOf(db, ids), listedRasOf(db, ids)]);
  const listsOf = new Map<number, Set<number>>();
  const rasOf = new Map<number, Set<number>>();
  for (const { nidoperacion, nidlistacarga, nidra } of memberships) {
    // Every list of the operation counts, as `operationListIds` gives them (an RA's units may be on one).
    listsOf.set(nidoperacion, (listsOf.get(nidoperacion) ?? new Set()).add(nidlistacarga));
    if (nidra !== null) rasOf.set(nidoperacion, (rasOf.get(nidoperacion) ?? new Set()).add(nidra));
  }
  const sales = await raSales(db, [...new Set([...rasOf.values()].flatMap((ras) => [...ras]))]);
  for (const id of ids) {
    const lists = listsOf.get(id) ?? new Set<number>();
    const listed = rasOf.get(id) ?? new Set<number>();
    let total = 0;
    for (const nidra of listed) total += saleOnLists(sales.get(nidra), lists);
    // A cost's sale counts once: on its RA's line when the RA is listed, on the total otherwise.
    for (const cost of costs) if (cost.nidoperacion === id) total += cost.nmontoventa;
    totals.set(id, total);
  }
  return totals;
}
