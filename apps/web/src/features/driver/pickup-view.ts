import type { RepartoPickupStop } from '@carga/domain';
import { type PendingOutcome, pickupKey } from './outbox-db.ts';
import { pickupOutcomeLabel } from './pickup-forms.ts';
import type { StopView } from './stop-view.ts';

// What a pickup's card shows: the server's outcome, the one waiting on the phone, or the driver's buttons.

export type PickupStop = RepartoPickupStop;

/** The outcome waiting on the phone for this pickup, if any. */
export const pendingPickup = (pending: ReadonlyMap<number, PendingOutcome>, stop: PickupStop) =>
  pending.get(pickupKey(stop.nidparadaretiro));

export function pickupView(stop: PickupStop, pending: PendingOutcome | undefined): StopView {
  if (stop.sestado !== 'PENDIENTE')
    return {
      kind: 'settled',
      tone: stop.sestado === 'RETIRADO' ? 'ok' : 'failed',
      label: pickupOutcomeLabel(stop.sestado, stop.smotivo, stop.nbultosretirados),
    };
  if (!pending || (pending.kind !== 'RETIRADO' && pending.kind !== 'NO_RETIRADO')) return { kind: 'open' };
  const label =
    pending.kind === 'RETIRADO'
      ? pickupOutcomeLabel(
          'RETIRADO',
          null,
          typeof pending.body.nbultos === 'number' ? pending.body.nbultos : null,
        )
      : pickupOutcomeLabel('NO_RETIRADO', pending.body.smotivo, null);
  return pending.state === 'rechazado'
    ? { kind: 'refused', label, message: pending.message ?? '' }
    : { kind: 'queued', label };
}

/** 'Retiro 1 de 2 realizados' counts: the pickups settled by the server or waiting on the phone. */
export function pickupProgress(retiros: PickupStop[], pending: ReadonlyMap<number, PendingOutcome>) {
  const done = retiros.filter(
    (s) => s.sestado !== 'PENDIENTE' || pendingPickup(pending, s)?.state === 'pendiente',
  ).length;
  return { done, total: retiros.length };
}
