import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  computeRutCheckDigit,
  isRutFormat,
  isValidRut,
  normalizeRut,
  rutError,
  rutFromTyped,
} from './rut.ts';

describe('rut', () => {
  it('computes the módulo 11 check digit, with K for 10 and 0 for 11', () => {
    expect(computeRutCheckDigit('76086428')).toBe('5');
    expect(computeRutCheckDigit('11111111')).toBe('1');
    expect(computeRutCheckDigit('12345678')).toBe('5');
    expect(computeRutCheckDigit('10000013')).toBe('K');
    expect(computeRutCheckDigit('10000004')).toBe('0');
  });

  it('accepts the spec format only: digits, hyphen, digit or K', () => {
    expect(isRutFormat('76086428-5')).toBe(true);
    expect(isRutFormat('10000013-k')).toBe(true);
    expect(isRutFormat('76.086.428-5')).toBe(false);
    expect(isRutFormat('760864285')).toBe(false);
    expect(isRutFormat('12345678901-1')).toBe(false);
    expect(isRutFormat('-5')).toBe(false);
  });

  it('validates the check digit', () => {
    expect(isValidRut('76086428-5')).toBe(true);
    expect(isValidRut('76086428-4')).toBe(false);
    expect(isValidRut('10000013-k')).toBe(true);
  });

  it('names the first problem in Spanish', () => {
    expect(rutError('76.086.428-5')).toBe(messages.rutFormat);
    expect(rutError('76086428-4')).toBe(messages.rutCheckDigit);
    expect(rutError('76086428-5')).toBeNull();
  });

  it('normalizes leading zeros and the K', () => {
    expect(normalizeRut('010000013-k')).toBe('10000013-K');
  });
});

describe('rutFromTyped', () => {
  it('drops the dots and spaces people type, keeping the spec format', () => {
    expect(rutFromTyped('76.086.428-5')).toBe('76086428-5');
    expect(rutFromTyped(' 12.345.678-k ')).toBe('12345678-k');
    expect(rutFromTyped('76086428-5')).toBe('76086428-5');
    expect(rutFromTyped('')).toBe('');
  });
});
