import { messages } from './messages.ts';

/** 1 to 10 digits, a hyphen, then a digit or K/k: the spec's format (no dots). */
export const RUT_PATTERN = /^\d{1,10}-[\dkK]$/;

/** The módulo 11 check digit of a RUT body ('K' for 10, '0' for 11). */
export function computeRutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

export function isRutFormat(value: string): boolean {
  return RUT_PATTERN.test(value);
}

export function isValidRut(value: string): boolean {
  if (!isRutFormat(value)) return false;
  const [body = '', dv = ''] = value.split('-');
  return computeRutCheckDigit(body) === dv.toUpperCase();
}

/** Canonical storage form: no leading zeros, upper-case K. */
export function normalizeRut(value: string): string {
  const [body, dv = ''] = value.trim().split('-');
  return `${String(Number(body))}-${dv.toUpperCase()}`;
}

/** The first message that applies to a RUT, or null when it is valid. */
export function rutError(value: string): string | null {
  if (!isRutFormat(value)) return messages.rutFormat;
  if (!isValidRut(value)) return messages.rutCheckDigit;
  return null;
}

/** A RUT as people type it ('76.086.428-5') in the spec's format ('76086428-5'): dots and spaces go. */
export function rutFromTyped(value: string): string {
  return value.replace(/[.\s]/g, '');
}
