import { describe, expect, it } from 'vitest';
import { formatClp, formatDecimal } from './numbers.ts';

describe('numbers as the product writes them (spec 1 section 9)', () => {
  it('writes CLP with the symbol before the digits, dots and no decimals', () => {
    expect(formatClp(1_250_000)).toBe('$1.250.000');
    expect(formatClp(999)).toBe('$999');
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(12.5)).toBe('$13');
    expect(formatClp(1999.5)).toBe('$2.000');
  });

  it('puts the minus before the symbol and never prints a negative zero', () => {
    expect(formatClp(-500)).toBe('-$500');
    expect(formatClp(-1500)).toBe('-$1.500');
    expect(formatClp(-1.5)).toBe('-$2');
    expect(formatClp(-0.4)).toBe('$0');
  });

  it('writes quantities with up to the given decimals, Chilean separators', () => {
    expect(formatDecimal(0.123456)).toBe('0,12346');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(3)).toBe('3');
    expect(formatDecimal(-0.000001)).toBe('0');
    expect(formatDecimal(2.345, 2)).toBe('2,35');
  });
});
