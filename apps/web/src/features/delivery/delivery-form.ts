import { type DeliveryRequest, deliveryRequest, messages } from '@carga/domain';
import { chileWallClock, formatDateTime } from '../../ui/format.ts';
import { zodResolver } from '../../ui/zod-resolver.ts';

// The 'Entregar RA {id}' form: what is typed, and the body of POST /Delivery/{nidra} built from it.

export interface DeliveryValues {
  snombreretira: string;
  srutretira: string;
  /** The date-time picker's value as 'yyyy-MM-ddTHH:mm', in Chile's time. */
  dfhoentrega: string;
}

export interface DeliveryPhoto {
  dataUrl: string;
  name: string;
}

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

// The app shows every date in Chile's time (ui/format.ts): the hand-over is typed in it too, whatever
// the device's own zone, and sent with Chile's offset of that day (-03:00 in summer, -04:00 in winter).
const wallClock = chileWallClock;

/** Minutes Chile's clock is ahead of UTC at that instant (negative). */
function chileOffset(date: Date): number {
  const c = wallClock(date);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** 'yyyy-MM-ddTHH:mm' in Chile: the value the date-time picker edits. */
export function toLocalInput(date: Date): string {
  const c = wallClock(date);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** An ISO date and time with Chile's offset ('2026-11-01T12:30:05.120-03:00'). */
export function toIsoWithOffset(date: Date): string {
  const c = wallClock(date);
  const offset = chileOffset(date);
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${toLocalInput(date)}:${pad(c.second)}.${pad(date.getUTCMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The typed Chilean date and time as an instant, or null when the input holds no complete one. */
export function parseLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? '0'));
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(naive)) return null;
  // The offset of the instant itself: asked twice so that a date next to a change of time is right.
  const guess = chileOffset(new Date(naive));
  return new Date(naive - chileOffset(new Date(naive - guess * 60_000)) * 60_000);
}

export const initialDeliveryValues = (now = new Date()): DeliveryValues => ({
  snombreretira: '',
  srutretira: '',
  dfhoentrega: toLocalInput(now),
});

/**
 * The request body. A date left as the form proposed it ('now' when the modal opened, to the minute)
 * is sent as the moment of confirming, so that it is never a few seconds before the cargo's arrival.
 */
export function toDeliveryBody(
  values: DeliveryValues,
  photo: DeliveryPhoto | null,
  options: { proposed?: string; now?: Date } = {},
): DeliveryRequest {
  const now = options.now ?? new Date();
  const typed = values.dfhoentrega === options.proposed ? now : parseLocalInput(values.dfhoentrega);
  return {
    snombreretira: values.snombreretira.trim(),
    srutretira: values.srutretira.trim(),
    dfhoentrega: typed ? toIsoWithOffset(typed) : '',
    ...(photo ? { b64foto: photo.dataUrl, snombrefoto: photo.name } : {}),
  };
}

const validateBody = zodResolver(deliveryRequest);

/** The contract's messages per field, and a hand-over that cannot be in the future. */
export function validateDelivery(
  values: DeliveryValues,
  options: { proposed?: string; now?: Date } = {},
): Record<string, string> {
  const now = options.now ?? new Date();
  const errors = validateBody(toDeliveryBody(values, null, { ...options, now }));
  const typed = parseLocalInput(values.dfhoentrega);
  if (!errors.dfhoentrega && typed && typed.getTime() > now.getTime())
    errors.dfhoentrega = messages.deliveryDateFuture;
  return errors;
}

/** 'dd/MM/yyyy HH:mm' in Chile's time. */
export const formatDayTime = (value: string) =>
  formatDateTime(value).replace(/, (\d{2}:\d{2}):\d{2}$/, ' $1');
