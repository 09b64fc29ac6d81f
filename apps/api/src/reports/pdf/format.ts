import { formatDate as formatChileDate, formatPrintedDateTime } from '@carga/domain';

/** How the printed reports write numbers and dates (spec §9: CLP without decimals, up to 5 decimals). */

const integerFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0, useGrouping: true });
const decimalFormats = new Map<number, Intl.NumberFormat>();

/** The RA number as printed and encoded in barcodes: zero-padded to 6 digits (123 → '000123'). */
export function formatRaNumber(nidra: number): string {
  return String(nidra).padStart(6, '0');
}

/** Chilean pesos, symbol and no decimals: 1234567 → '$1.234.567', -500 → '-$500'. */
export function formatClp(value: number): string {
  const rounded = Math.round(value);
  const digits = integerFormat.format(Math.abs(rounded));
  return rounded < 0 ? `-$${digits}` : `$${digits}`;
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

// Dates are the domain's, on Chile's clock (America/Santiago, with its DST), as everywhere in the product.

/** A calendar date 'yyyy-MM-dd' as 'dd/MM/yyyy'; anything else is printed as it came. */
export const formatIsoDate = (isoDate: string) => formatChileDate(isoDate);

/** An instant as 'dd/MM/yyyy HH:mm:ss' on Chile's clock. */
export const formatDateTime = (date: Date) => formatPrintedDateTime(date);

/** An instant's calendar day in Chile as 'dd/MM/yyyy'. */
export const formatDate = (date: Date) => formatChileDate(date);
