import { describe, expect, it } from 'vitest';
import { formatRepacks } from './repacks.ts';

describe('formatRepacks', () => {
  it('names each repack type with its quantity, in the order given', () => {
    expect(
      formatRepacks([
        { description: 'Pallet', quantity: 2 },
        { description: 'Film', quantity: 1 },
      ]),
    ).toBe('Pallet: 2 · Film: 1');
  });

  it("says 'No requiere' when the cargo needs no repacking", () => {
    expect(formatRepacks([])).toBe('No requiere');
  });
});
