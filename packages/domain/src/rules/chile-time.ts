// Chile's wall clock: every date the product shows, prints, names a file with or compares with "today" is
// read in America/Santiago (with its daylight saving time), whatever the zone of the server or the device.

export const CHILE_TIME_ZONE = 'America/Santiago';

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHILE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Chile at that instant. */
export function chileWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of clockFormat.formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The wall clock a value stands for: a plain calendar date 'yyyy-MM-dd' is that day (no zone moves it),
 * any other text or Date is an instant read on Chile's clock; null when it is no date.
 */
function clockOf(value: string | Date): WallClock | null {
  if (typeof value === 'string') {
    const plain = PLAIN_DATE.exec(value);
    if (plain) return { year: +plain[1]!, month: +plain[2]!, day: +plain[3]!, hour: 0, minute: 0, second: 0 };
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : chileWallClock(instant);
}

/**
 * A date written with a pattern of yyyy, MM, dd, HH, mm and ss (24-hour clock), on Chile's clock.
 * Text that is no date is returned as it came.
 */
export function formatInChile(value: string | Date, pattern: string): string {
  const c = clockOf(value);
  if (!c) return String(value);
  const tokens: Record<string, string> = {
    yyyy: String(c.year),
    MM: two(c.month),
    dd: two(c.day),
    HH: two(c.hour),
    mm: two(c.minute),
    ss: two(c.second),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** 'dd/MM/yyyy' (spec §9), a plain 'yyyy-MM-dd' unmoved by time zones. */
export const formatDate = (value: string | Date) => formatInChile(value, 'dd/MM/yyyy');
/** 'dd/MM/yyyy, HH:mm:ss': the screens' date and time (spec §9). */
export const formatDateTime = (value: string | Date) => formatInChile(value, 'dd/MM/yyyy, HH:mm:ss');
/** 'dd/MM/yyyy HH:mm:ss': the printed documents' date and time. */
export const formatPrintedDateTime = (value: string | Date) => formatInChile(value, 'dd/MM/yyyy HH:mm:ss');
/** 'dd/MM/yyyy HH:mm': a hand-over, to the minute. */
export const formatDayTime = (value: string | Date) => formatInChile(value, 'dd/MM/yyyy HH:mm');
/** 'dd-MM-yyyy': the date in the names of downloaded files. */
export const fileDate = (value: string | Date = new Date()) => formatInChile(value, 'dd-MM-yyyy');
/** Today in Chile as 'yyyy-MM-dd': the limit of document and invoice dates. */
export const chileToday = (now: Date = new Date()) => formatInChile(now, 'yyyy-MM-dd');

/**
 * The instant's calendar day in Chile as midnight UTC of that day: spreadsheets write dates as UTC,
 * so a cell with it shows the Chilean day everywhere.
 */
export function chileCalendarDay(instant: Date): Date {
  const c = chileWallClock(instant);
  return new Date(Date.UTC(c.year, c.month - 1, c.day));
}

/** A date typed as dd/MM/yyyy (or with dashes) to 'yyyy-MM-dd'; null when it is not a real date. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** Minutes Chile's clock is ahead of UTC at that instant (negative: -180 in summer, -240 in winter). */
export function chileOffsetMinutes(instant: Date): number {
  const c = chileWallClock(instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** 'yyyy-MM-ddTHH:mm' on Chile's clock: the value a date-time input edits. */
export const toChileInput = (instant: Date) => formatInChile(instant, 'yyyy-MM-ddTHH:mm');

/** An ISO date and time with Chile's offset of that instant ('2026-11-01T12:30:05.120-03:00'). */
export function toIsoWithChileOffset(instant: Date): string {
  const offset = chileOffsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const millis = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return (
    `${formatInChile(instant, 'yyyy-MM-ddTHH:mm:ss')}.${millis}` +
    `${sign}${two(Math.abs(Math.trunc(offset / 60)))}:${two(Math.abs(offset % 60))}`
  );
}

/** A Chilean date and time typed as 'yyyy-MM-ddTHH:mm[:ss]' to the instant; null when incomplete. */
export function parseChileInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? '0'));
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(naive)) return null;
  // The offset of the instant itself: asked twice so that a time next to a change of clock is right.
  const guess = chileOffsetMinutes(new Date(naive));
  return new Date(naive - chileOffsetMinutes(new Date(naive - guess * 60_000)) * 60_000);
}
