import { chileToday, formatClp } from '@carga/domain';

/** 'yyyy-MM-dd' as the product writes a day ('dd/MM/yyyy'), without a trip through a time zone. */
export const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** 'yyyy-MM' as 'MM/yyyy'. */
export const monthLabel = (month: string) => month.split('-').reverse().join('/');

/** A route between two places, each named by `name` (the code itself when not given). */
export const routeText = (from: string, to: string, name: (code: string) => string = (c) => c) =>
  `${name(from)} → ${to ? name(to) : 's/d'}`;

/** Gestión's one money format, for axes, tooltips and tables alike: '$1.250.000', '-$450.000'. */
export const formatMoney = formatClp;

/**
 * The width of a money axis: its longest tick, minus sign included, at the axis' 12 px. Recharts gives
 * a Y axis 60 px and cuts what does not fit from the left, so '-$450.000' lost its minus. A tick can be
 * a round figure past the data's extremes (-$500.000 for -$450.000), so each extreme counts one digit
 * more.
 */
export function moneyAxisWidth(values: readonly number[]) {
  const longest = Math.max(0, ...values.map((v) => formatMoney(v * 10).length));
  return Math.max(60, Math.ceil(longest * 7.5) + 8);
}

/** The day `days` before a 'yyyy-MM-dd' day. */
export function daysBefore(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The range presets: the last 30 days (today included) and this year so far, in Chile. */
export function presetRange(preset: 'last30' | 'year', today = chileToday()) {
  return preset === 'last30'
    ? { desde: daysBefore(today, 29), hasta: today }
    : { desde: `${today.slice(0, 4)}-01-01`, hasta: today };
}
