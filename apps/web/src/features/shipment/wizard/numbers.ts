import { messages } from '@carga/domain';

// Numbers typed as text (spec 1 section 5: 'Sólo se admiten números').

const DIGITS = /^\d+$/;
const SIGNED = /^-?\d+$/;

/** The message for a whole number typed as text, or null when it is one (empty is the caller's call). */
export function digitsError(value: string, { negative = false } = {}): string | null {
  const text = value.trim();
  if (!text) return null;
  return (negative ? SIGNED : DIGITS).test(text) ? null : messages.onlyNumbers;
}

/** Digits to a number; anything else is passed on for the shared schema to refuse. */
export const toNumber = (value: string): number | string => {
  const text = value.trim();
  return SIGNED.test(text) ? Number(text) : text;
};

/** The temperature keeps its sign and loses a leading zero: '05' → '5', '-007' → '-7'. */
export const stripLeadingZeros = (value: string) => value.replace(/^(-?)0+(?=\d)/, '$1');
