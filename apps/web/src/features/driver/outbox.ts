import {
  repartoMessages as m,
  pickupRouteMessages as pm,
  type RepartoPickupResult,
  type RepartoStopResult,
} from '@carga/domain';
import { ApiError } from '../../api/client.ts';
import type { OutboxStorage, Outcome, PendingOutcome } from './outbox-db.ts';

// The driver's outbox: each outcome is kept on the phone first, then sent, one at a time in the order
// recorded. No connection (or a server that cannot answer now): it stays, and the next try sends it again
// with the same body — the server answers the same outcome at the same moment as it did the first time, so
// a retry of one that did arrive is harmless. A stop already recorded (409 'ya fue registrada', a pickup's
// 'ya fue registrado') is done; any other refusal stays on the phone with the server's message until the
// driver discards it. Deliveries and pickups share the one outbox, in the order the driver recorded them.

export interface OutboxState {
  /** In the order recorded. */
  items: PendingOutcome[];
  loaded: boolean;
  /** The last try found no connection, or a server that could not take it. */
  unreachable: boolean;
}

/** An outcome as recorded, under its store key (outbox-db.ts): a delivery stop's id, or pickupKey. */
export type NewOutcome = Outcome & { nidparada: number };
/** The server's answer to a delivery stop's outcome or to a pickup's. */
export type OutcomeResult = RepartoStopResult | RepartoPickupResult;
export type Sender = (item: PendingOutcome) => Promise<OutcomeResult>;
/** Told when an outcome left the phone: the server's answer, or null when it had it already. */
export type SentListener = (item: PendingOutcome, result: OutcomeResult | null) => void;

const ALREADY = [
  m.stopAlreadyDone('entregada'),
  m.stopAlreadyDone('no entregada'),
  pm.stopAlreadyDone(pm.pickedUp),
  pm.stopAlreadyDone(pm.notPickedUp),
];

const alreadyRecorded = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && ALREADY.includes(error.message);

/** A refusal that asking again will not change (4xx), unlike a timeout or too many requests. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

export function createOutbox(storage: OutboxStorage, send: Sender) {
  let state: OutboxState = { items: [], loaded: false, unreachable: false };
  const listeners = new Set<() => void>();
  const sentListeners = new Set<SentListener>();
  let loading: Promise<void> | null = null;

  const set = (patch: Partial<OutboxState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const without = (nidparada: number) => state.items.filter((i) => i.nidparada !== nidparada);
  const put = async (item: PendingOutcome) => {
    await storage.put(item);
    set({ items: [...without(item.nidparada), item].sort((a, b) => a.seq - b.seq) });
  };
  const remove = async (nidparada: number) => {
    await storage.remove(nidparada);
    set({ items: without(nidparada) });
  };

  function load() {
    loading ??= storage
      .all()
      .then((items) => set({ items: items.sort((a, b) => a.seq - b.seq), loaded: true }));
    return loading;
  }

  /** Sends what waits, in order, until none is left or the server cannot be reached. */
  async function sendAll() {
    await load();
    for (;;) {
      const item = state.items.find((i) => i.state === 'pendiente');
      if (!item) return;
      let result: OutcomeResult | null = null;
      try {
        result = await send(item);
      } catch (error) {
        if (refused(error) && !alreadyRecorded(error)) {
          await put({ ...item, state: 'rechazado', message: error.message });
          continue;
        }
        if (!alreadyRecorded(error)) {
          set({ unreachable: true });
          return;
        }
      }
      for (const listener of sentListeners) listener(item, result);
      await remove(item.nidparada);
      set({ unreachable: false });
    }
  }

  let running: Promise<void> | null = null;
  let asked = false;
  /** One sending at a time; asked meanwhile, it goes over the outbox once more when it ends. */
  function drain(): Promise<void> {
    if (running) {
      asked = true;
      return running;
    }
    running = (async () => {
      do {
        asked = false;
        await sendAll();
      } while (asked);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onSent(listener: SentListener) {
      sentListeners.add(listener);
      return () => void sentListeners.delete(listener);
    },
    load,
    drain,
    /** Kept on the phone before anything is sent; then sent at once if there is a connection. */
    async add(outcome: NewOutcome) {
      await load();
      const last = state.items.at(-1)?.seq ?? 0;
      await put({ ...outcome, seq: Math.max(Date.now(), last + 1), state: 'pendiente' } as PendingOutcome);
      void drain();
    },
    /** A refused outcome sent once more (the office fixed what it said), as it was recorded. */
    async retry(nidparada: number) {
      const item = state.items.find((i) => i.nidparada === nidparada);
      if (!item) return;
      const { message: _, ...again } = item;
      await put({ ...again, state: 'pendiente' });
      void drain();
    },
    /** A refused outcome dropped: the stop is the driver's to record again. */
    discard: remove,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
