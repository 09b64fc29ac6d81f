import { describe, expect, it } from 'vitest';
import { formatUnitNumber, parseUnitCode, unitCodeText } from './unit-codes.ts';

describe('unit codes', () => {
  it('numbers a unit k of n with the width of n, at least two digits', () => {
    expect(formatUnitNumber(3, 5)).toBe('03/05');
    expect(formatUnitNumber(7, 200)).toBe('007/200');
    expect(unitCodeText(123, 3, 5)).toBe('RA-000123-03/05');
  });

  it('reads back only the labels it writes', () => {
    expect(parseUnitCode(' RA-000123-03/05 ')).toEqual({ nidra: 123, k: 3, n: 5 });
    for (const text of ['RA-123-3/5', 'RA-000123-003/05', 'RA-000123-06/05', 'ra-000123-03/05', 'RA-XYZ'])
      expect(parseUnitCode(text), text).toBeNull();
  });
});
