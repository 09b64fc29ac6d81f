// Display formats of spec 1 section 9, in Chile's time: dd/MM/yyyy, 'dd/MM/yyyy, HH:mm:ss', CLP
// without decimals and measures with up to 5 decimals.

const CHILE = 'America/Santiago';
const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const measure = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 5 });
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHILE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

function partsOf(date: Date): Record<Part, string> {
  return Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value])) as Record<Part, string>;
}

/** The wall clock in Chile at that instant, as numbers (year, month 1–12, day, hour 0–23, minute, second). */
export function chileWallClock(date: Date): Record<Part, number> {
  const p = partsOf(date);
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** '$1.234.567'. */
export const formatClp = (value: number) => clp.format(value);
/** '0,12345': up to 5 decimals, Chilean separators. */
export const formatMeasure = (value: number) => measure.format(value);

/** dd/MM/yyyy; a plain 'yyyy-MM-dd' is not moved by time zones. */
export function formatDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/MM/yyyy, HH:mm:ss' (the detail's reception date and the history). */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year}, ${p.hour}:${p.minute}:${p.second}`;
}

/** Today in Chile as dd-MM-yyyy, for downloaded file names. */
export function fileDate(now = new Date()): string {
  const p = partsOf(now);
  return `${p.day}-${p.month}-${p.year}`;
}

/** Today in Chile as yyyy-MM-dd (the documents' date limit). */
export function todayIso(now = new Date()): string {
  const p = partsOf(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A date typed as dd/MM/yyyy (or with dashes) to yyyy-MM-dd; null when it is not a real date. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}
