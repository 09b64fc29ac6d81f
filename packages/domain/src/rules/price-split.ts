// How the price of an RA that travels in parts is split across its load lists (issue 12).
//
// By units: each list carries the share of the RA's price of the units it carries, counted cumulatively
// in a fixed order (the lists that left first, then the others by number) and rounded to whole pesos at
// each step, so that the shares of all lists add up to exactly the RA's price when every unit is loaded,
// and never to more. Units, not weight: they are what is counted at every hand-off, and each package line
// weighs the same per unit, so for one RA the two rarely differ by more than the rounding.

export interface PricePart {
  /** The load list's id. */
  key: number;
  /** Units of the RA this list carries. */
  units: number;
}

/**
 * The share of `total` pesos of each part, in the order given. `pricedUnits` is the number of units
 * priced; when the lists carry more (packages added after pricing), the price is spread over all of them.
 */
export function splitPrice(total: number, pricedUnits: number, parts: readonly PricePart[]) {
  const shares = new Map<number, number>();
  const loaded = parts.reduce((sum, part) => sum + Math.max(0, part.units), 0);
  const base = Math.max(pricedUnits, loaded);
  if (base <= 0) {
    for (const part of parts) shares.set(part.key, 0);
    return shares;
  }
  let cumulative = 0;
  let given = 0;
  for (const part of parts) {
    cumulative += Math.max(0, part.units);
    const upTo = Math.round((total * cumulative) / base);
    shares.set(part.key, (shares.get(part.key) ?? 0) + upTo - given);
    given = upTo;
  }
  return shares;
}
