import { idbStore } from '../../api/idb-store.ts';
import type { RepartoDeliveryBody, RepartoFailedBody } from './driver-forms.ts';
import type { PickupDoneBody, PickupFailedBody } from './pickup-forms.ts';

// The outcomes the driver recorded and the server has not yet taken, kept on the phone (IndexedDB: a
// signature and a photo are too big for localStorage's few MB) so that a route worked without a connection
// survives a reload, a closed tab or a phone turned off. One per stop: a stop has one outcome. The pickups
// (retiros) of the route go the same way: a pickup's outcome is kept under the negative of its stop's id
// (pickupKey), since the store is keyed by the delivery stop's id and both ids are positive: the two never
// meet, and the phones' store keeps its shape (the outcomes waiting on them are still read).

/** A delivery stop's outcome: the RA handed over, or a visit without success. */
export type DeliveryOutcome = { nidra: number } & (
  | { kind: 'ENTREGADO'; body: RepartoDeliveryBody }
  | { kind: 'NO_ENTREGADO'; body: RepartoFailedBody }
);

/** A pickup's outcome: the packages taken, or a visit without them. */
export type PickupOutcome = { nidretiro: number; nidparadaretiro: number } & (
  | { kind: 'RETIRADO'; body: PickupDoneBody }
  | { kind: 'NO_RETIRADO'; body: PickupFailedBody }
);

export type Outcome = DeliveryOutcome | PickupOutcome;

/** The key a pickup stop's outcome is kept under: never a delivery stop's id. */
export const pickupKey = (nidparadaretiro: number) => -nidparadaretiro;

export const isPickup = (outcome: Outcome): outcome is PickupOutcome =>
  outcome.kind === 'RETIRADO' || outcome.kind === 'NO_RETIRADO';

export type PendingOutcome = Outcome & {
  /** The store's key: the delivery stop's id, or pickupKey of the pickup stop's. */
  nidparada: number;
  /** Order of recording on this phone: sent in this order. */
  seq: number;
  /** 'rechazado': the server refused it (its message); the driver discards it or tries again. */
  state: 'pendiente' | 'rechazado';
  message?: string;
};

export interface OutboxStorage {
  all(): Promise<PendingOutcome[]>;
  put(item: PendingOutcome): Promise<void>;
  remove(nidparada: number): Promise<void>;
}

/** The device's store of them (api/idb-store.ts). */
const run = idbStore('carga-reparto', 'resultados', 'nidparada');

/** The phone's store, or one in memory where there is no IndexedDB (the unit tests' jsdom). */
export function deviceStorage(): OutboxStorage {
  if (typeof indexedDB === 'undefined') return memoryStorage();
  return {
    all: async () => ((await run('readonly', (store) => store.getAll())) ?? []) as PendingOutcome[],
    put: async (item) => void (await run('readwrite', (store) => store.put(item))),
    remove: async (nidparada) => void (await run('readwrite', (store) => store.delete(nidparada))),
  };
}

export function memoryStorage(): OutboxStorage {
  const items = new Map<number, PendingOutcome>();
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.nidparada, item),
    remove: async (nidparada) => void items.delete(nidparada),
  };
}
