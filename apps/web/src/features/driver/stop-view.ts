import type { RepartoRoute } from '@carga/domain';
import { outcomeLabel } from './driver-forms.ts';
import { isPickup, type PendingOutcome } from './outbox-db.ts';

// What a stop's card shows: the server's outcome, the one waiting on the phone, or the driver's buttons.

export type Stop = RepartoRoute['paradas'][number];

export type StopView =
  | { kind: 'settled'; tone: 'ok' | 'failed'; label: string }
  /** Recorded on the phone, not yet taken by the server. */
  | { kind: 'queued'; label: string }
  /** The server refused what the phone sent: its message. */
  | { kind: 'refused'; label: string; message: string }
  | { kind: 'open' };

export function stopView(stop: Stop, pending: PendingOutcome | undefined): StopView {
  if (stop.sestado !== 'PENDIENTE')
    return {
      kind: 'settled',
      tone: stop.sestado === 'ENTREGADO' ? 'ok' : 'failed',
      label: outcomeLabel(stop.sestado, stop.smotivo),
    };
  // A pickup's outcome is kept under another key (outbox-db.ts): never this stop's.
  if (!pending || isPickup(pending)) return { kind: 'open' };
  const label = outcomeLabel(pending.kind, pending.kind === 'NO_ENTREGADO' ? pending.body.smotivo : null);
  return pending.state === 'rechazado'
    ? { kind: 'refused', label, message: pending.message ?? '' }
    : { kind: 'queued', label };
}

/** The money of a door: what to collect before handing over, or what was collected there. */
export type DoorMoney = { kind: 'cobrar' | 'cobrado'; amount: number } | null;

/**
 * 'Cobrar' while the stop is open and its RA owes (a POR PAGAR RA); 'Cobrado' once delivered with a payment
 * at the door, by the server or in a delivery waiting on the phone (the money is in the driver's hand). A
 * refused delivery collected nothing: the stop owes again.
 */
export function doorMoney(stop: Stop, pending: PendingOutcome | undefined): DoorMoney {
  if (stop.sestado === 'ENTREGADO')
    return stop.ncobrado > 0 ? { kind: 'cobrado', amount: stop.ncobrado } : null;
  if (stop.sestado !== 'PENDIENTE') return null;
  if (pending?.kind === 'ENTREGADO' && pending.state === 'pendiente' && pending.body.cobro)
    return { kind: 'cobrado', amount: Number(pending.body.cobro.nmonto) };
  return stop.nacobrar > 0 ? { kind: 'cobrar', amount: stop.nacobrar } : null;
}

/** Google Maps' search of the address, as any phone opens it (the app, or the browser). */
export const mapsUrl = (stop: Pick<Stop, 'sdireccion' | 'snomcomuna'>) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [stop.sdireccion, stop.snomcomuna, 'Chile'].filter(Boolean).join(', '),
  )}`;

/**
 * A `tel:` link of the recipient's phone, or null without one. The client's phone is kept as its country
 * prefix and number ('56 912345678'): dialled as '+56912345678'; a bare Chilean number (9 digits) gets +56.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (!/\d{6,}/.test(digits)) return null;
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.length === 9) return `tel:+56${digits}`;
  return `tel:${digits.length > 9 ? '+' : ''}${digits}`;
}

/** The RA's visits without success before this stop's (its own, once recorded, is counted by the server). */
export const earlierFailedVisits = (stop: Pick<Stop, 'sestado' | 'nvisitasfallidas'>) =>
  Math.max(0, stop.nvisitasfallidas - (stop.sestado === 'NO_ENTREGADO' ? 1 : 0));

/** 'Parada 3 de 12 realizadas' counts: the stops settled by the server or waiting on the phone. */
export function progress(route: RepartoRoute, pending: ReadonlyMap<number, PendingOutcome>) {
  const done = route.paradas.filter(
    (s) => s.sestado !== 'PENDIENTE' || pending.get(s.nidparada)?.state === 'pendiente',
  ).length;
  return { done, total: route.paradas.length };
}
