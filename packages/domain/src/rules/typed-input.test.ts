import { describe, expect, it } from 'vitest';
import { decimalNumber, wholeNumber } from '../contract/common.ts';
import { messages } from './messages.ts';
import { clpFromTyped, numberFromTyped, phonePrefixFromTyped } from './typed-input.ts';

describe('phonePrefixFromTyped', () => {
  it("keeps the prefix's digits: '+56' is stored as '56'", () => {
    expect(phonePrefixFromTyped('+56')).toBe('56');
    expect(phonePrefixFromTyped(' + 56 ')).toBe('56');
    expect(phonePrefixFromTyped('56')).toBe('56');
    expect(phonePrefixFromTyped('')).toBe('');
  });

  it('leaves other characters for the form to refuse', () => {
    expect(phonePrefixFromTyped('5a')).toBe('5a');
  });
});

describe('clpFromTyped', () => {
  it("drops Chilean thousands separators and the peso sign: '1.250.000' is '1250000'", () => {
    expect(clpFromTyped('1.250.000')).toBe('1250000');
    expect(clpFromTyped('$ 1.250.000')).toBe('1250000');
    expect(clpFromTyped('1250000')).toBe('1250000');
    expect(clpFromTyped('')).toBe('');
  });

  it('leaves dots that are not thousands separators for the form to refuse (CLP has no decimals)', () => {
    expect(clpFromTyped('1250.5')).toBe('1250.5');
    expect(clpFromTyped('1.250,5')).toBe('1.250,5');
    expect(clpFromTyped('12.50')).toBe('12.50');
  });
});

describe('numberFromTyped (issue 29)', () => {
  const value = (typed: string) => {
    const n = numberFromTyped(typed);
    return n.kind === 'number' ? n.value : n.kind;
  };

  it('takes the decimal comma and the decimal point as Chileans type them', () => {
    expect(value('12,5')).toBe(12.5);
    expect(value('12.5')).toBe(12.5);
    expect(value('12.50')).toBe(12.5);
    expect(value('0,288')).toBe(0.288);
    expect(value('0.288')).toBe(0.288);
    expect(value('1,25')).toBe(1.25);
    expect(value(' 42 ')).toBe(42);
    expect(value('-4,5')).toBe(-4.5);
  });

  it('reads Chilean thousands points where they cannot be decimals', () => {
    expect(value('1.250.000')).toBe(1_250_000);
    expect(value('1.250,5')).toBe(1250.5);
  });

  it("refuses one separator before three digits as ambiguous, saying both readings: '12.500', '1,500'", () => {
    expect(numberFromTyped('12.500')).toEqual({ kind: 'ambiguous', thousands: '12500', decimal: '12,5' });
    expect(numberFromTyped('1,500')).toEqual({ kind: 'ambiguous', thousands: '1500', decimal: '1,5' });
    expect(numberFromTyped('1.234')).toEqual({ kind: 'ambiguous', thousands: '1234', decimal: '1,234' });
    expect(numberFromTyped('2.000')).toEqual({ kind: 'ambiguous', thousands: '2000', decimal: '2' });
  });

  it('is no number otherwise', () => {
    for (const typed of ['', '1e3', '12,5,1', '1,250.5', '12a', '.5', '5.', '1.25.000']) {
      expect(value(typed)).toBe('none');
    }
  });
});

describe('wholeNumber reads what people type (issue 29)', () => {
  const weight = wholeNumber({ max: 99_999 });
  const message = (typed: unknown) => weight.safeParse(typed).error?.issues[0]?.message ?? null;

  it("says a decimal is a number, just not a whole one: '12,5' and '12.5'", () => {
    expect(message('12,5')).toBe(messages.wholeNumbersOnly);
    expect(message('12.5')).toBe(messages.wholeNumbersOnly);
    expect(message(12.5)).toBe(messages.wholeNumbersOnly);
  });

  it('takes digits and Chilean thousands, refuses the ambiguous and what is no number', () => {
    expect(weight.parse('12')).toBe(12);
    expect(wholeNumber({ max: 9_999_999 }).parse('1.250.000')).toBe(1_250_000);
    expect(message('12.500')).toBe(messages.ambiguousNumber('12500', '12,5'));
    expect(message('12a')).toBe(messages.onlyNumbers);
    expect(message('-4')).toBe(messages.onlyNumbers);
  });

  it("reads whole pesos the CLP way: '1.500' is 1500 and '1,5' has decimals pesos have not", () => {
    const pesos = wholeNumber({ max: 9_999_999, clp: true });
    expect(pesos.parse('1.500')).toBe(1500);
    expect(pesos.parse('$ 1.250.000')).toBe(1_250_000);
    expect(pesos.safeParse('1,5').error?.issues[0]?.message).toBe(messages.wholeNumbersOnly);
    expect(pesos.safeParse('1,000').error?.issues[0]?.message).toBe(messages.wholeNumbersOnly);
  });
});

describe('decimalNumber: a package kg or cm as typed (issue 29)', () => {
  const kilos = decimalNumber({ max: 99_999.99, decimals: 2 });
  const message = (typed: unknown) => kilos.safeParse(typed).error?.issues[0]?.message ?? null;

  it("reads '12,5' and '12.5' as 12.5 and keeps up to its decimals", () => {
    expect(kilos.parse('12,5')).toBe(12.5);
    expect(kilos.parse('12.5')).toBe(12.5);
    expect(kilos.parse('0,35')).toBe(0.35);
    expect(kilos.parse('1.250,75')).toBe(1250.75);
    expect(kilos.parse(12.35)).toBe(12.35);
  });

  it('refuses more decimals than kept, the ambiguous, negatives and past the bound', () => {
    expect(message('0,125')).toBe(messages.decimalsAtMost(2));
    expect(message('12.500')).toBe(messages.ambiguousNumber('12500', '12,5'));
    expect(message('-1')).toBe(messages.onlyNumbers);
    expect(message('100.000,5')).toBe(messages.onlyNumbers);
    expect(decimalNumber({ max: 9999.9, decimals: 1 }).safeParse('45,25').error?.issues[0]?.message).toBe(
      'Se admiten hasta 1 decimal',
    );
  });
});
