import type { OutboxWorker } from './outbox-types.ts';

/** What the pump needs of an outbox's rows (worker.ts `outboxRows`). */
export interface PumpRows {
  batchSize: number;
  claim(ids: undefined, limit: number): Promise<Array<{ id: number; attempt: number }>>;
  attempt(id: number, attempt: number): Promise<void>;
}

// The PGlite drainer of rows sent in parallel (webhooks, issue 30): up to `concurrency` rows under way at
// once, each claimed when a place is free (the claim itself keeps each receiver within its limit and
// skips the paused ones), so a row that takes its whole deadline holds one place, not the queue. The
// server's loop claims every interval and again whenever a row is done; `drain` (tests) claims until
// nothing more is due and waits for what it started.

export function createPump(rows: PumpRows, concurrency: number): OutboxWorker {
  const running = new Set<Promise<void>>();
  let claiming: Promise<number> = Promise.resolve(0);
  let onError: (error: unknown) => void = () => {};
  let afterEach: () => void = () => {};

  /** Claims for the free places and starts them; one claim at a time. Answers how many were started. */
  function fill(): Promise<number> {
    claiming = claiming
      .catch(() => 0)
      .then(async () => {
        const free = concurrency - running.size;
        if (free <= 0) return 0;
        const claimed = await rows.claim(undefined, Math.min(free, rows.batchSize));
        for (const { id, attempt } of claimed) {
          const sending: Promise<void> = rows
            .attempt(id, attempt)
            .catch((error: unknown) => onError(error))
            .finally(() => {
              running.delete(sending);
              afterEach();
            });
          running.add(sending);
        }
        return claimed.length;
      });
    return claiming;
  }

  async function drain() {
    const errors: unknown[] = [];
    const previous = onError;
    onError = (error) => errors.push(error);
    try {
      let handled = 0;
      for (;;) {
        const started = await fill();
        handled += started;
        if (started > 0 && running.size < concurrency) continue;
        if (running.size === 0) break;
        await Promise.race(running);
      }
      if (errors.length > 0) throw errors[0];
      return handled;
    } finally {
      onError = previous;
    }
  }

  return {
    drain,
    start(log, intervalMs) {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      onError = (error) => log.error({ err: error }, 'outbox worker failed');
      const turn = () => {
        if (stopped) return;
        fill()
          .catch((error: unknown) => onError(error))
          .finally(() => {
            if (stopped) return;
            clearTimeout(timer);
            timer = setTimeout(turn, intervalMs);
            timer.unref();
          });
      };
      // A place freed: the next row (of this receiver or another) goes now, not at the next interval.
      afterEach = () => {
        if (!stopped) fill().catch((error: unknown) => onError(error));
      };
      timer = setTimeout(turn, intervalMs);
      timer.unref();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await claiming.catch(() => 0);
        await Promise.allSettled([...running]);
      };
    },
  };
}
