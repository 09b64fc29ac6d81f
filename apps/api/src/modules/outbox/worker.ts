/**
 * The outbox's rows and, on PGlite, its in-process drainer (issue 16). The state changes write the rows
 * (notificacion, webhook_entrega) in their own transactions; the admin screens read them on both engines.
 * On PostgreSQL pg-boss sends them (boss.ts: one job per row, inserted in the same transaction, and a
 * handler that uses `outboxRows` below). On PGlite, one connection and no pg pool for pg-boss, the drainer
 * below takes the rows from the table itself (the issue allows an in-process drainer of the same table):
 *
 * - claim: one statement takes up to `batchSize` due rows (`PENDIENTE`, or `ENVIANDO` whose lease ran out
 *   because the process that held it died) with `for update skip locked`, so several servers never take
 *   the same row, marks them `ENVIANDO`, counts the attempt and sets `dfecproximo` to the lease's end;
 * - the job's `process(id, attempt)` delivers the row (throws to fail the attempt);
 * - success: the row turns to the job's sent state in one transaction with the job's `onSent`;
 *   failure: back to `PENDIENTE` with `dfecproximo` = now + backoff(attempt), or the failed state after
 *   `maxAttempts` with the job's `onFailed` in the same transaction.
 *
 * Rows that go to outside receivers (webhooks) name their receiver (`OutboxJob.receivers`): a row is
 * claimed only while its receiver is not paused and has fewer than its limit under way (receiver-gate.repo.ts),
 * and `concurrency` sends that many at once (pump.ts on PGlite; on pg-boss, that many workers).
 *
 * A crash between delivery and marking leaves the row `ENVIANDO`; when the lease ends it is sent again
 * (at least once, never lost; on PostgreSQL pg-boss retries the expired job). The e-mail job keeps one
 * Message-ID per notice so a repeat is recognisable.
 *
 * A second kind of job (webhooks) plugs in with an `OutboxJob`:
 *
 *   const webhookJob: OutboxJob = {
 *     name: 'webhook',
 *     table: { name: 'webhook_entrega', id: 'nidentrega', sent: 'ENTREGADO', failed: 'FALLIDO' },
 *     process: async (id, attempt) => { ...POST it; throw new Error('HTTP 500') to retry },
 *     onSent: async (tx, id) => { ...dfecultimo, nultimoestado },
 *     onFailed: async (tx, id, error) => { ... },
 *   };
 *   createOutboxWorker(db, [emailJob, webhookJob], options)   // PGlite
 *   createBossOutbox(db, [{ queue: 'webhook', job: webhookJob, options }])   // PostgreSQL (boss.ts)
 *
 * The table needs the columns sestado, nintentos, serror (varchar 500) and dfecproximo.
 */
import type { Db, Tx } from '../../db/client.ts';
import { idArray } from '../../db/sql-helpers.ts';
import { claimRows, markRowFailed, markRowSent, renewRowLease } from './outbox-rows.repo.ts';
import type { OutboxJob, OutboxWorker } from './outbox-types.ts';
import { createPump } from './pump.ts';
import { nextChanceOf } from './receiver-gate.repo.ts';

export type { OutboxJob, OutboxTable, OutboxWorker } from './outbox-types.ts';

export interface OutboxOptions {
  /** Attempts before the failed state (default 6). */
  maxAttempts?: number;
  /** The wait after a failed attempt (default 30 s × 2^(attempt−1): 30 s, 1 min, 2 min, 4 min, 8 min). */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed row belongs to this process (default 2 min): longer than one delivery may take. */
  leaseMs?: number;
  /** Rows claimed at a time (default 10). */
  batchSize?: number;
  /**
   * Rows sent at once by this process (default: one after another). Above 1 the PGlite drainer runs a
   * pool of that many and pg-boss that many workers: a row that takes its whole deadline holds one.
   */
  concurrency?: number;
  /** A row whose receiver is at its limit is looked at again after this (default 5 s; pg-boss). */
  busyRetryMs?: number;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail notices' outbox of this app: tests drain it themselves. */
    outbox: OutboxWorker;
    /** The webhook deliveries' outbox of this app. */
    webhookOutbox: OutboxWorker;
  }
}

export const defaultBackoffMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);

const MAX_ERROR = 500;

/**
 * The statements on one job's outbox rows, shared by the in-process drainer below (PGlite) and the
 * pg-boss handler (boss.ts, PostgreSQL): claim, lease, and the marks of one attempt.
 */
export function outboxRows(db: Db, job: OutboxJob, options: OutboxOptions = {}) {
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const busyRetryMs = options.busyRetryMs ?? 5_000;
  const now = options.now ?? (() => new Date());

  /**
   * Takes rows for one attempt: marks them `ENVIANDO`, counts the attempt and sets `dfecproximo` to
   * the lease's end. Without `ids`, up to `batchSize` due rows (`PENDIENTE`, or `ENVIANDO` whose lease
   * ran out) with `for update skip locked`, so several servers never take the same row; with `ids` (the
   * rows of pg-boss jobs), those of them that are `ENVIANDO` (a job retried after its worker died) or
   * `PENDIENTE` and due (a job repeated after a crash finds its row waiting for a later job: skipped).
   */
  async function claim(ids?: number[], max = batchSize) {
    const at = now();
    return claimRows(db, job, at, new Date(at.getTime() + leaseMs), ids, max);
  }

  /**
   * Of rows `ids` left unclaimed, those still waiting (`PENDIENTE`) and when to look at them again: when
   * they are due, their receiver's pause ends, or (its limit reached) after `busyRetryMs`.
   */
  async function nextChance(ids: number[]) {
    if (!job.receivers || ids.length === 0) return [];
    const at = now();
    const soonest = new Date(at.getTime() + busyRetryMs);
    const chances = await nextChanceOf(db, job.table, job.receivers, idArray(ids), at, soonest);
    return chances.map(({ id, next }) => ({ id, at: next > at ? next : soonest }));
  }

  /**
   * A batch is sent one row after another: each row's lease starts again when its turn comes, so a slow
   * batch never lets another server take a row this one is about to send. False when the row is no longer
   * this worker's (a 'Reintentar', or another server that took it after the lease ran out).
   */
  async function renewLease(id: number, attempt: number) {
    return renewRowLease(db, job.table, id, attempt, new Date(now().getTime() + leaseMs));
  }

  /**
   * Marks are conditional on the attempt this worker claimed: a row that a 'Reintentar' or another
   * server (after the lease ran out) took since is left to them.
   */
  async function markSent(id: number, attempt: number) {
    await db.transaction(async (tx) => {
      if (await markRowSent(tx, job.table, id, attempt)) await job.onSent?.(tx, id);
    });
  }

  /**
   * Back to `PENDIENTE` until now + backoff(attempt), or the failed state after the last attempt. `onRetry`
   * runs in the same transaction when another attempt is due (pg-boss: the job of that attempt).
   */
  async function markFailed(
    id: number,
    attempt: number,
    error: unknown,
    onRetry?: (tx: Tx, id: number, at: Date) => Promise<void>,
  ) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR);
    const final = attempt >= maxAttempts;
    const next = new Date(now().getTime() + (final ? 0 : backoffMs(attempt)));
    await db.transaction(async (tx) => {
      if (!(await markRowFailed(tx, job.table, id, attempt, { final, message, next }))) return;
      if (final) await job.onFailed?.(tx, id, message);
      else await onRetry?.(tx, id, next);
    });
  }

  /** One claimed row's attempt: deliver, then the mark. */
  async function attempt(id: number, attemptNumber: number, onRetry?: Parameters<typeof markFailed>[3]) {
    if (!(await renewLease(id, attemptNumber))) return;
    try {
      await job.process(id, attemptNumber);
    } catch (error) {
      await markFailed(id, attemptNumber, error, onRetry);
      return;
    }
    await markSent(id, attemptNumber);
  }

  return { claim, nextChance, attempt, batchSize, now };
}

export type OutboxRows = ReturnType<typeof outboxRows>;

export function createOutboxWorker(db: Db, jobs: OutboxJob[], options: OutboxOptions = {}): OutboxWorker {
  const all = jobs.map((job) => outboxRows(db, job, options));
  // Rows sent in parallel: one job's pool (webhooks).
  const [only] = all;
  if ((options.concurrency ?? 1) > 1 && only && all.length === 1)
    return createPump(only, options.concurrency!);

  async function drain() {
    let handled = 0;
    for (const rows of all) {
      for (;;) {
        const claimed = await rows.claim();
        for (const { id, attempt } of claimed) await rows.attempt(id, attempt);
        handled += claimed.length;
        if (claimed.length < rows.batchSize) break;
      }
    }
    return handled;
  }

  return {
    drain,
    start(log, intervalMs) {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> | undefined;
      let stopped = false;
      const turn = () => {
        running = drain()
          .catch((error) => log.error({ err: error }, 'outbox worker failed'))
          .finally(() => {
            running = undefined;
            if (!stopped) later();
          });
      };
      const later = () => {
        timer = setTimeout(turn, intervalMs);
        timer.unref();
      };
      later();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      };
    },
  };
}
