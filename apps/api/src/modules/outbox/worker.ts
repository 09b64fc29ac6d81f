/**
 * The outbox worker (issue 16): sends the rows that state changes wrote in their own transactions
 * (notificacion, webhook_entrega), on PostgreSQL and on PGlite alike. The outbox table is the queue:
 *
 * - claim: one statement takes up to `batchSize` due rows (`PENDIENTE`, or `ENVIANDO` whose lease ran out
 *   because the process that held it died) with `for update skip locked`, so several servers never take
 *   the same row, marks them `ENVIANDO`, counts the attempt and sets `dfecproximo` to the lease's end;
 * - the job's `process(id, attempt)` delivers the row (throws to fail the attempt);
 * - success: the row turns to the job's sent state in one transaction with the job's `onSent`;
 *   failure: back to `PENDIENTE` with `dfecproximo` = now + backoff(attempt), or the failed state after
 *   `maxAttempts` with the job's `onFailed` in the same transaction.
 *
 * A crash between delivery and marking leaves the row `ENVIANDO`; when the lease ends it is sent again
 * (at least once, never lost). The e-mail job keeps one Message-ID per notice so a repeat is recognisable.
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
 *   createOutboxWorker(db, [emailJob, webhookJob], options)
 *
 * The table needs the columns sestado, nintentos, serror (varchar 500) and dfecproximo.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';

export interface OutboxTable {
  name: string;
  /** The primary key column. */
  id: string;
  /** The state of a delivered row ('ENVIADA', 'ENTREGADO'). */
  sent: string;
  /** The state of a row that failed `maxAttempts` times ('FALLIDA', 'FALLIDO'). */
  failed: string;
}

export interface OutboxJob {
  /** For the logs. */
  name: string;
  table: OutboxTable;
  /** Delivers one claimed row; `attempt` counts from 1. Throws to fail this attempt. */
  process(id: number, attempt: number): Promise<void>;
  /** In the transaction that marks the row sent. */
  onSent?(tx: Tx, id: number): Promise<void>;
  /** In the transaction that marks the row failed for good. */
  onFailed?(tx: Tx, id: number, error: string): Promise<void>;
}

export interface OutboxOptions {
  /** Attempts before the failed state (default 6). */
  maxAttempts?: number;
  /** The wait after a failed attempt (default 30 s × 2^(attempt−1): 30 s, 1 min, 2 min, 4 min, 8 min). */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed row belongs to this process (default 2 min): longer than one delivery may take. */
  leaseMs?: number;
  /** Rows claimed at a time (default 10). */
  batchSize?: number;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker of this app: tests drain it themselves. */
    outbox: OutboxWorker;
  }
}

export const defaultBackoffMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);

export interface OutboxWorker {
  /** Sends every row due now, batch after batch; answers how many rows it handled. */
  drain(): Promise<number>;
  /** Drains every `intervalMs` until the answered function is called (which waits for a turn under way). */
  start(log: FastifyBaseLogger, intervalMs: number): () => Promise<void>;
}

const MAX_ERROR = 500;

export function createOutboxWorker(db: Db, jobs: OutboxJob[], options: OutboxOptions = {}): OutboxWorker {
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const now = options.now ?? (() => new Date());

  async function claim(job: OutboxJob) {
    const { name, id } = job.table;
    const at = now();
    const lease = new Date(at.getTime() + leaseMs);
    const { rows } = (await db.execute(sql`
      update ${sql.identifier(name)} set sestado = 'ENVIANDO', nintentos = nintentos + 1,
             dfecproximo = ${lease.toISOString()}::timestamptz
       where ${sql.identifier(id)} in (
             select ${sql.identifier(id)} from ${sql.identifier(name)}
              where sestado in ('PENDIENTE', 'ENVIANDO') and dfecproximo <= ${at.toISOString()}::timestamptz
              order by dfecproximo limit ${batchSize}
              for update skip locked)
      returning ${sql.identifier(id)} as id, nintentos`)) as unknown as {
      rows: { id: number | string; nintentos: number }[];
    };
    return rows.map((row) => ({ id: Number(row.id), attempt: Number(row.nintentos) }));
  }

  /**
   * A batch is sent one row after another: each row's lease starts again when its turn comes, so a slow
   * batch never lets another server take a row this one is about to send. False when the row is no longer
   * this worker's (a 'Reintentar', or another server that took it after the lease ran out).
   */
  async function renewLease(job: OutboxJob, id: number, attempt: number) {
    const { name, id: key } = job.table;
    const lease = new Date(now().getTime() + leaseMs);
    const { rows } = (await db.execute(sql`
      update ${sql.identifier(name)} set dfecproximo = ${lease.toISOString()}::timestamptz
       where ${sql.identifier(key)} = ${id} and sestado = 'ENVIANDO' and nintentos = ${attempt}
      returning 1 as ok`)) as unknown as { rows: unknown[] };
    return rows.length > 0;
  }

  /**
   * Marks are conditional on the attempt this worker claimed: a row that a 'Reintentar' or another
   * server (after the lease ran out) took since is left to them.
   */
  async function markSent(job: OutboxJob, id: number, attempt: number) {
    const { name, id: key, sent } = job.table;
    await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`
        update ${sql.identifier(name)} set sestado = ${sent}, serror = null
         where ${sql.identifier(key)} = ${id} and sestado = 'ENVIANDO' and nintentos = ${attempt}
        returning 1 as ok`)) as unknown as {
        rows: unknown[];
      };
      if (rows.length > 0) await job.onSent?.(tx, id);
    });
  }

  async function markFailed(job: OutboxJob, id: number, attempt: number, error: unknown) {
    const { name, id: key, failed } = job.table;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR);
    const final = attempt >= maxAttempts;
    const next = new Date(now().getTime() + (final ? 0 : backoffMs(attempt)));
    await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`
        update ${sql.identifier(name)}
           set sestado = ${final ? failed : 'PENDIENTE'}, serror = ${message},
               dfecproximo = ${next.toISOString()}::timestamptz
         where ${sql.identifier(key)} = ${id} and sestado = 'ENVIANDO' and nintentos = ${attempt}
        returning 1 as ok`)) as unknown as {
        rows: unknown[];
      };
      if (final && rows.length > 0) await job.onFailed?.(tx, id, message);
    });
  }

  async function drain() {
    let handled = 0;
    for (const job of jobs) {
      for (;;) {
        const claimed = await claim(job);
        for (const { id, attempt } of claimed) {
          if (!(await renewLease(job, id, attempt))) continue;
          try {
            await job.process(id, attempt);
          } catch (error) {
            await markFailed(job, id, attempt, error);
            continue;
          }
          await markSent(job, id, attempt);
        }
        handled += claimed.length;
        if (claimed.length < batchSize) break;
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
