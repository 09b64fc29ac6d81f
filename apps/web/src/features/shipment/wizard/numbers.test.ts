import { describe, expect, it } from 'vitest';
import { digitsError, stripLeadingZeros, toNumber } from './numbers.ts';

describe('numbers typed as text', () => {
  it('admits digits only, with a sign where negatives are allowed', () => {
    expect(digitsError('120')).toBeNull();
    expect(digitsError('12.5')).toBe('Sólo se admiten números');
    expect(digitsError('-4')).toBe('Sólo se admiten números');
    expect(digitsError('-4', { negative: true })).toBeNull();
    expect(digitsError('')).toBeNull();
    expect(toNumber(' 42 ')).toBe(42);
    expect(toNumber('4a')).toBe('4a');
  });

  it('strips the leading zero of a temperature, keeping its sign', () => {
    expect(stripLeadingZeros('05')).toBe('5');
    expect(stripLeadingZeros('-007')).toBe('-7');
    expect(stripLeadingZeros('0')).toBe('0');
    expect(stripLeadingZeros('-0')).toBe('-0');
    expect(stripLeadingZeros('10')).toBe('10');
  });
});
