import { describe, expect, it } from 'vitest';
import { type PendingOutcome, pickupKey } from './outbox-db.ts';
import { type PickupStop, pendingPickup, pickupProgress, pickupView } from './pickup-view.ts';
import { stopView } from './stop-view.ts';

const pickup = (patch: Partial<PickupStop> = {}): PickupStop => ({
  nidretiro: 12,
  snomcliente: 'Comercial Austral SpA',
  scontacto: 'Rosa Díaz',
  stelefono: '+56 9 8765 4321',
  sdireccion: 'Av. España 1450',
  scodcomuna: '12101',
  snomcomuna: 'Punta Arenas',
  shoradesde: '09:00',
  shorahasta: '13:00',
  nbultos: 3,
  npesokg: 45.5,
  sdescripcion: '',
  scodoficina: 'OFIPUQ',
  nvisitasfallidas: 0,
  nidparadaretiro: 7,
  norden: 1,
  sestado: 'PENDIENTE',
  smotivo: null,
  nbultosretirados: null,
  ...patch,
});

const queued = (patch: Partial<PendingOutcome> = {}) =>
  ({
    nidparada: pickupKey(7),
    nidparadaretiro: 7,
    nidretiro: 12,
    seq: 1,
    state: 'pendiente',
    kind: 'RETIRADO',
    body: { nbultos: 2, snombre: 'Rosa', b64firma: 'x', dfhoretiro: '2026-11-03T15:42:30.250-03:00' },
    ...patch,
  }) as PendingOutcome;

describe("a pickup's card", () => {
  it("shows the server's outcome, the one waiting on the phone, or the driver's buttons", () => {
    expect(pickupView(pickup(), undefined)).toEqual({ kind: 'open' });
    expect(pickupView(pickup({ sestado: 'RETIRADO', nbultosretirados: 2 }), undefined)).toEqual({
      kind: 'settled',
      tone: 'ok',
      label: 'Retirado: 2 bultos',
    });
    expect(pickupView(pickup({ sestado: 'NO_RETIRADO', smotivo: 'DIRECCION' }), undefined)).toEqual({
      kind: 'settled',
      tone: 'failed',
      label: 'No retirado: Dirección incorrecta',
    });
    expect(pickupView(pickup(), queued())).toEqual({ kind: 'queued', label: 'Retirado: 2 bultos' });
    const missed = queued({
      kind: 'NO_RETIRADO',
      body: { smotivo: 'NADIE', dfhovisita: '2026-11-03T15:42:30.250-03:00' },
      state: 'rechazado',
      message: 'La hoja de ruta no está en ruta',
    } as Partial<PendingOutcome>);
    expect(pickupView(pickup(), missed)).toEqual({
      kind: 'refused',
      label: 'No retirado: Nadie en el lugar',
      message: 'La hoja de ruta no está en ruta',
    });
  });

  it('finds its outcome under its own key, never a delivery stop of the same id', () => {
    const pending = new Map([[pickupKey(7), queued()]]);
    expect(pendingPickup(pending, pickup())).toBe(pending.get(-7));
    expect(pendingPickup(new Map(), pickup())).toBeUndefined();
    // Were it ever found under a stop's key, a delivery stop's card would not take it for its own.
    const stop = { sestado: 'PENDIENTE', smotivo: null } as Parameters<typeof stopView>[0];
    expect(stopView(stop, queued())).toEqual({ kind: 'open' });
  });

  it('counts the pickups settled or waiting on the phone, not those refused', () => {
    const list = [
      pickup(),
      pickup({ nidparadaretiro: 8, sestado: 'NO_RETIRADO', smotivo: 'NADIE' }),
      pickup({ nidparadaretiro: 9 }),
    ];
    const pending = new Map([
      [pickupKey(7), queued()],
      [pickupKey(9), queued({ nidparada: pickupKey(9), nidparadaretiro: 9, state: 'rechazado' })],
    ]);
    expect(pickupProgress(list, pending)).toEqual({ done: 2, total: 3 });
    expect(pickupProgress([], pending)).toEqual({ done: 0, total: 0 });
  });
});
