// How the product writes numbers (spec 1 section 9), the same on screens, in history details and in
// printed reports: CLP without decimals, measures with up to 5 decimals, Chilean separators.

const integerFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0, useGrouping: true });
const decimalFormats = new Map<number, Intl.NumberFormat>();

/** Chilean pesos, symbol and no decimals: 1250000 → '$1.250.000', -500 → '-$500', 12.5 → '$13'. */
export function formatClp(value: number): string {
  // Half away from zero, as Intl rounds; a value that rounds to zero has no sign.
  const rounded = Math.round(Math.abs(value));
  const digits = integerFormat.format(rounded);
  return value < 0 && rounded > 0 ? `-$${digits}` : `$${digits}`;
}

/** A quantity with es-CL separators and up to `maxDecimals` decimals: 1234.56789 → '1.234,56789'. */
export function formatDecimal(value: number, maxDecimals = 5): string {
  let format = decimalFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('es-CL', { maximumFractionDigits: maxDecimals, useGrouping: true });
    decimalFormats.set(maxDecimals, format);
  }
  const text = format.format(value);
  // Rounding a tiny negative to zero must not print '-0'.
  return text === '-0' ? '0' : text;
}
