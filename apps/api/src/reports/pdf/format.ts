/** How the printed reports write numbers and dates (spec §9: CLP without decimals, up to 5 decimals). */

const TIME_ZONE = 'America/Santiago';

const integerFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0, useGrouping: true });
const decimalFormats = new Map<number, Intl.NumberFormat>();
// es-CL writes dates as dd-MM-yyyy; the spec wants slashes, so the parts are assembled by hand.
const dateTimeFormat = new Intl.DateTimeFormat('es-CL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

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

/** A calendar date 'yyyy-MM-dd' as 'dd/MM/yyyy'; anything else is printed as it came. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

function santiagoParts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string> {
  const parts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of dateTimeFormat.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** An instant as 'dd/MM/yyyy HH:mm:ss' on Chile's clock (America/Santiago, with its DST). */
export function formatDateTime(date: Date): string {
  const p = santiagoParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** An instant's calendar day in Chile as 'dd/MM/yyyy'. */
export function formatDate(date: Date): string {
  const p = santiagoParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}
