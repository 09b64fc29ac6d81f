import { describe, expect, it } from 'vitest';
import { splitPrice } from './price-split.ts';

const sum = (shares: Map<number, number>) => [...shares.values()].reduce((a, b) => a + b, 0);

describe('splitPrice', () => {
  it('gives the whole price to the one list that carries every unit', () => {
    expect(splitPrice(709_750, 5, [{ key: 1, units: 5 }])).toEqual(new Map([[1, 709_750]]));
  });

  it('adds up to the price exactly when the parts do not divide it evenly', () => {
    const shares = splitPrice(100_000, 3, [
      { key: 7, units: 1 },
      { key: 8, units: 1 },
      { key: 9, units: 1 },
    ]);
    expect([...shares.values()]).toEqual([33_333, 33_334, 33_333]);
    expect(sum(shares)).toBe(100_000);
  });

  it('never gives more than the price, whatever the split', () => {
    for (let total = 0; total < 2_000; total += 37) {
      for (let units = 1; units < 12; units++) {
        const parts = Array.from({ length: units }, (_, i) => ({ key: i, units: 1 }));
        expect(sum(splitPrice(total, units, parts))).toBe(total);
        expect(sum(splitPrice(total, units + 3, parts))).toBeLessThanOrEqual(total);
      }
    }
  });

  it('charges the units still on no list to no list', () => {
    const shares = splitPrice(1_000, 4, [{ key: 1, units: 1 }]);
    expect(shares.get(1)).toBe(250);
  });

  it('spreads the price over the units loaded when there are more than were priced', () => {
    const shares = splitPrice(1_000, 2, [
      { key: 1, units: 2 },
      { key: 2, units: 2 },
    ]);
    expect([...shares.values()]).toEqual([500, 500]);
  });

  it('keeps the share of the lists first in the order whatever the later ones carry', () => {
    const before = splitPrice(999, 9, [{ key: 1, units: 4 }]);
    const after = splitPrice(999, 9, [
      { key: 1, units: 4 },
      { key: 2, units: 3 },
    ]);
    expect(after.get(1)).toBe(before.get(1));
  });
});
