import { messages, splitPrice } from '@carga/domain';
import { storedTotals, unitsByList } from '../../core/reference/prices.repo.ts';
import type { Db, Tx } from '../../db/client.ts';

// What each load list sells of the RAs it carries: the RA's stored price split by units across its
// lists (the domain's splitPrice), so that the lists of one RA add up to its price exactly, never more.

export interface RaSale {
  /** TARIFA, SINTARIFA or NOTARIFA (an RA without a stored price counts as NOTARIFA). */
  scodmotivo: string;
  sdesmotivo: string;
  /** The RA's stored price. */
  ntotal: number;
  /** The share of each list that carries some of it. */
  byList: Map<number, number>;
}

export async function raSales(db: Db | Tx, nidras: number[]): Promise<Map<number, RaSale>> {
  const unique = [...new Set(nidras)];
  const [prices, units] = await Promise.all([storedTotals(db, unique), unitsByList(db, unique)]);
  // Each RA's lists in the order `unitsByList` answers them (the order the price is split in).
  const partsOf = new Map<number, Array<{ key: number; units: number }>>();
  for (const u of units) {
    const parts = partsOf.get(u.nidra);
    const part = { key: u.nidlistacarga, units: u.units };
    if (parts) parts.push(part);
    else partsOf.set(u.nidra, [part]);
  }
  const sales = new Map<number, RaSale>();
  for (const nidra of unique) {
    const price = prices.get(nidra);
    const parts = partsOf.get(nidra) ?? [];
    const ntotal = price?.scodmotivo === 'TARIFA' ? price.ntotal : 0;
    sales.set(nidra, {
      scodmotivo: price?.scodmotivo ?? 'NOTARIFA',
      sdesmotivo: price ? price.sdesmotivo : messages.priceNotStored,
      ntotal,
      byList: splitPrice(ntotal, price?.ncantidadbultos ?? 0, parts),
    });
  }
  return sales;
}

/** The sale of an RA on some lists (those of one operation, or one list). */
export const saleOnLists = (sale: RaSale | undefined, lists: ReadonlySet<number>) =>
  sale ? [...sale.byList].reduce((sum, [list, share]) => sum + (lists.has(list) ? share : 0), 0) : 0;
