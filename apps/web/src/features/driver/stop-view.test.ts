import { describe, expect, it } from 'vitest';
import type { PendingOutcome } from './outbox-db.ts';
import {
  doorMoney,
  earlierFailedVisits,
  mapsUrl,
  progress,
  type Stop,
  stopView,
  telHref,
} from './stop-view.ts';

const stop = (patch: Partial<Stop> = {}): Stop => ({
  nidra: 42,
  snomdestinatario: 'Ferretería Magallanes',
  stelefono: '+56 9 1234 5678',
  sdireccion: 'José Menéndez 820',
  scodcomuna: 'PUQ',
  snomcomuna: 'Punta Arenas',
  ncantidadbultos: 2,
  npesobrutokg: 24,
  nvolumenm3: 0.12,
  nacobrar: 0,
  nvisitasfallidas: 0,
  nidparada: 7,
  norden: 1,
  sestado: 'PENDIENTE',
  smotivo: null,
  ncargados: 2,
  ncobrado: 0,
  ...patch,
});

const queued = (patch: Partial<PendingOutcome> = {}) =>
  ({
    nidparada: 7,
    nidra: 42,
    seq: 1,
    state: 'pendiente',
    kind: 'NO_ENTREGADO',
    body: { smotivo: 'NADIE', dfhovisita: '2026-11-03T15:42:30.250-03:00' },
    ...patch,
  }) as PendingOutcome;

describe("a stop on the driver's phone", () => {
  it("shows the server's outcome over anything on the phone", () => {
    expect(stopView(stop({ sestado: 'ENTREGADO' }), queued())).toEqual({
      kind: 'settled',
      tone: 'ok',
      label: 'Entregado',
    });
    expect(stopView(stop({ sestado: 'NO_ENTREGADO', smotivo: 'RECHAZADO' }), undefined)).toEqual({
      kind: 'settled',
      tone: 'failed',
      label: 'No entregado: Rechazado por el destinatario',
    });
  });

  it('shows what waits on the phone, or what the server refused, else the buttons', () => {
    expect(stopView(stop(), queued())).toEqual({ kind: 'queued', label: 'No entregado: Nadie en casa' });
    expect(stopView(stop(), queued({ state: 'rechazado', message: 'No' }))).toEqual({
      kind: 'refused',
      label: 'No entregado: Nadie en casa',
      message: 'No',
    });
    expect(stopView(stop(), undefined)).toEqual({ kind: 'open' });
  });

  it('asks to collect a POR PAGAR door, then shows what was collected, on the phone or by the server', () => {
    const owes = stop({ nacobrar: 12_500 });
    expect(doorMoney(owes, undefined)).toEqual({ kind: 'cobrar', amount: 12_500 });
    const cobro = { scodmediopago: 'EFECTIVO' as const, nmonto: 12_500, nmontorecibido: 20_000 };
    const delivery = queued({
      kind: 'ENTREGADO',
      body: { snombreretira: 'Ana', srutretira: '12345678-5', dfhoentrega: 'x', b64firma: 'y', cobro },
    });
    expect(stopView(owes, delivery)).toEqual({ kind: 'queued', label: 'Entregado' });
    expect(doorMoney(owes, delivery)).toEqual({ kind: 'cobrado', amount: 12_500 });
    // Refused (paid meanwhile, say): nothing was taken, the stop owes as the route says.
    expect(doorMoney(owes, { ...delivery, state: 'rechazado', message: 'El RA ya está pagado' })).toEqual({
      kind: 'cobrar',
      amount: 12_500,
    });
    expect(doorMoney(owes, queued())).toEqual({ kind: 'cobrar', amount: 12_500 });
    expect(doorMoney(stop({ sestado: 'ENTREGADO', ncobrado: 12_500 }), undefined)).toEqual({
      kind: 'cobrado',
      amount: 12_500,
    });
    expect(doorMoney(stop({ sestado: 'ENTREGADO' }), undefined)).toBeNull();
    expect(doorMoney(stop({ sestado: 'NO_ENTREGADO', nacobrar: 12_500 }), undefined)).toBeNull();
    expect(doorMoney(stop(), undefined)).toBeNull();
  });

  it('links the address to Google Maps and the phone to a call', () => {
    expect(mapsUrl(stop())).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jos%C3%A9%20Men%C3%A9ndez%20820%2C%20Punta%20Arenas%2C%20Chile',
    );
    expect(telHref('+56 9 1234 5678')).toBe('tel:+56912345678');
    expect(telHref('56 912345678')).toBe('tel:+56912345678');
    expect(telHref('912345678')).toBe('tel:+56912345678');
    expect(telHref('2 2345678')).toBe('tel:22345678');
    expect(telHref('')).toBeNull();
    expect(telHref('-')).toBeNull();
  });

  it('counts the stops done, those waiting on the phone too, and the visits before this one', () => {
    const route = {
      paradas: [stop({ sestado: 'ENTREGADO' }), stop({ nidparada: 8 }), stop({ nidparada: 9 })],
    } as Parameters<typeof progress>[0];
    const pending = new Map([[8, queued({ nidparada: 8 })]]);
    expect(progress(route, pending)).toEqual({ done: 2, total: 3 });
    expect(progress(route, new Map([[8, queued({ nidparada: 8, state: 'rechazado' })]]))).toEqual({
      done: 1,
      total: 3,
    });
    expect(earlierFailedVisits(stop({ nvisitasfallidas: 2 }))).toBe(2);
    expect(earlierFailedVisits(stop({ nvisitasfallidas: 2, sestado: 'NO_ENTREGADO' }))).toBe(1);
  });
});
