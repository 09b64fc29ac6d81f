import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  decimalNumberError,
  digitsError,
  stripLeadingZeros,
  toNumber,
  typedFromNumber,
  wholeNumberError,
} from './numbers.ts';

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

  it("tells a whole quantity typed with decimals that it is a number, just not a whole one: '12,5' (issue 29)", () => {
    expect(wholeNumberError('12,5')).toBe(messages.wholeNumbersOnly);
    expect(wholeNumberError('12.5')).toBe(messages.wholeNumbersOnly);
    expect(wholeNumberError('12.500')).toBe(messages.ambiguousNumber('12500', '12,5'));
    expect(wholeNumberError('1.250.000')).toBeNull();
    expect(wholeNumberError('12')).toBeNull();
    expect(wholeNumberError('12a')).toBe(messages.onlyNumbers);
    expect(wholeNumberError('-4')).toBe(messages.onlyNumbers);
    expect(wholeNumberError('-4', { negative: true })).toBeNull();
    expect(wholeNumberError('-4,5', { negative: true })).toBe(messages.wholeNumbersOnly);
    expect(toNumber('12,5')).toBe(12.5);
    expect(toNumber('1.250.000')).toBe(1_250_000);
  });

  it('strips the leading zero of a temperature, keeping its sign', () => {
    expect(stripLeadingZeros('05')).toBe('5');
    expect(stripLeadingZeros('-007')).toBe('-7');
    expect(stripLeadingZeros('0')).toBe('0');
    expect(stripLeadingZeros('-0')).toBe('-0');
    expect(stripLeadingZeros('10')).toBe('10');
  });
});

describe('decimalNumberError (a package kg or cm, issue 29)', () => {
  it('takes the decimal comma or point up to the decimals kept', () => {
    expect(decimalNumberError('12,5', 2)).toBeNull();
    expect(decimalNumberError('12.5', 1)).toBeNull();
    expect(decimalNumberError('0,35', 2)).toBeNull();
    expect(decimalNumberError('45,25', 1)).toBe(messages.decimalsAtMost(1));
    expect(decimalNumberError('12.500', 2)).toBe(messages.ambiguousNumber('12500', '12,5'));
    expect(decimalNumberError('-1', 2)).toBe(messages.onlyNumbers);
    expect(decimalNumberError('12a', 2)).toBe(messages.onlyNumbers);
  });

  it('gives a stored number back with the decimal comma', () => {
    expect(typedFromNumber(12.5)).toBe('12,5');
    expect(typedFromNumber(1250)).toBe('1250');
  });
});
