import { hasDecimalsAtMost, messages, numberFromTyped } from '@carga/domain';

// Numbers typed as text (spec 1 section 5: 'Sólo se admiten números').

const DIGITS = /^\d+$/;
const SIGNED = /^-?\d+$/;

/** The message for digits typed as text (an identifier, a document number), or null when they are. */
export function digitsError(value: string, { negative = false } = {}): string | null {
  const text = value.trim();
  if (!text) return null;
  return (negative ? SIGNED : DIGITS).test(text) ? null : messages.onlyNumbers;
}

/**
 * The message for a whole quantity (kg, cm, bultos, °C), read as people type numbers (issue 29): '12,5'
 * is a number but not a whole one, '12.500' is ambiguous, '12a' is no number; null when it is whole.
 */
export function wholeNumberError(value: string, { negative = false } = {}): string | null {
  const text = value.trim();
  if (!text) return null;
  const typed = numberFromTyped(text);
  if (typed.kind === 'ambiguous') return messages.ambiguousNumber(typed.thousands, typed.decimal);
  if (typed.kind === 'none' || (!negative && typed.value < 0)) return messages.onlyNumbers;
  return Number.isInteger(typed.value) ? null : messages.wholeNumbersOnly;
}

/**
 * The message for a package's kg or cm, read as people type numbers (issue 29): '12,5' and '12.5' are
 * taken, '12.500' is ambiguous, more than `decimals` decimals are refused (stored as typed, never
 * rounded); null when it is a number the column keeps.
 */
export function decimalNumberError(value: string, decimals: number): string | null {
  const text = value.trim();
  if (!text) return null;
  const typed = numberFromTyped(text);
  if (typed.kind === 'ambiguous') return messages.ambiguousNumber(typed.thousands, typed.decimal);
  if (typed.kind === 'none' || typed.value < 0) return messages.onlyNumbers;
  return hasDecimalsAtMost(typed.value, decimals) ? null : messages.decimalsAtMost(decimals);
}

/** A number as a form shows it to be typed again: the decimal comma, no thousands ('1250,5'). */
export const typedFromNumber = (value: number): string => String(value).replace('.', ',');

/** A number typed as people type it; anything else is passed on for the shared schema to refuse. */
export const toNumber = (value: string): number | string => {
  const typed = numberFromTyped(value.trim());
  return typed.kind === 'number' ? typed.value : value.trim();
};

/** The temperature keeps its sign and loses a leading zero: '05' → '5', '-007' → '-7'. */
export const stripLeadingZeros = (value: string) => value.replace(/^(-?)0+(?=\d)/, '$1');
