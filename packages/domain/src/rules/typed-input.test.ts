import { describe, expect, it } from 'vitest';
import { clpFromTyped, phonePrefixFromTyped } from './typed-input.ts';

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
