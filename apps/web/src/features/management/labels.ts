import { chileToday } from '@carga/domain';

/** 'yyyy-MM-dd' as the product writes a day ('dd/MM/yyyy'), without a trip through a time zone. */
export const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** 'yyyy-MM' as 'MM/yyyy'. */
export const monthLabel = (month: string) => month.split('-').reverse().join('/');

/** A route between two offices. */
export const routeText = (from: string, to: string) => `${from} → ${to || 's/d'}`;

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
