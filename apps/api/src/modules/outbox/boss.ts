import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db, Tx } from '../../db/client.ts';
import { wakeReceiverJobs } from './receiver-gate.repo.ts';
import { type OutboxJob, type OutboxOptions, type OutboxWorker, outboxRows } from './worker.ts';

// The outbox on PostgreSQL: pg-boss (10.4) does the queueing, the waiting and the crash recovery of the
// outbox rows' deliveries; the rows (notificacion, webhook_entrega) stay what the admin screens read.
//
// - In the state change's transaction, one job per new outbox row ({ id }, singletonKey = the row's id)
//   is inserted with pg-boss's own `insert(jobs, { db })` on the transaction's client: a rolled-back
//   change leaves no job, a committed one always has its job. The queues are `stately`: at most one
//   waiting job per row, so a 'Reintentar' / 'Reenviar' adds one and repeating it adds none.
// - A job's handler claims its row (ENVIANDO, the attempt counted on the row), sends it with the job's
//   `process`, and marks it sent (`onSent`) or failed in one transaction. A failure that has attempts
//   left puts the row back to PENDIENTE and, in that same transaction, inserts the next attempt's job
//   with `startAfter` from the outbox schedule: pg-boss waits for it and delivers it. The schedule is
//   the app's (not pg-boss's retryDelay) because `work` with a batch fails every job of the batch when
//   the handler throws, pg-boss's backoff has a random part and no cap (the webhooks wait at most 6 h,
//   24 h in all), and tests move the app's clock. pg-boss's own retries (retryLimit) take over a job
//   whose worker died: past `expireInSeconds` (the outbox lease) the maintenance fails it and retries it.
// - A job whose row is already sent, or waits for a later attempt, finds nothing to claim and completes.

export type OutboxQueue = 'aviso' | 'webhook';

/** pg-boss's retry policy of each queue: it applies to jobs whose worker died (expired), see above. */
const QUEUE_RETRY: Record<OutboxQueue, PgBoss.RetryOptions> = {
  aviso: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  webhook: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
};

/** The pg client under a Drizzle node-postgres db (its Pool) or transaction (its PoolClient); null on PGlite. */
export function pgClientOf(db: Db | Tx): pg.Pool | pg.ClientBase | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

/** pg-boss's `db` option on a pg client: its statements run on that client (in its transaction). */
const bossDb = (client: pg.Pool | pg.ClientBase): PgBoss.Db => ({
  executeSql: (text, values) => client.query(text, values),
});

/** Writes jobs only (never started): every call passes the transaction's `db`. */
const jobWriter = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('pg-boss job writer without a transaction')) },
  schedule: false,
  supervise: false,
  migrate: false,
});

/**
 * One pg-boss job per outbox row `ids` of `queue`, in the caller's transaction; nothing on PGlite (its
 * in-process drainer reads the rows themselves). `startAfter`: the attempt's due time (default now).
 */
export async function queueOutboxJobs(tx: Db | Tx, queue: OutboxQueue, ids: number[], startAfter?: Date) {
  const client = pgClientOf(tx);
  if (!client || ids.length === 0) return;
  await jobWriter.insert(
    ids.map((id) => ({
      name: queue,
      data: { id },
      singletonKey: String(id),
      ...(startAfter ? { startAfter: startAfter.toISOString() } : {}),
    })),
    { db: bossDb(client) },
  );
}

/**
 * 'Reintentar' / 'Reenviar': the row is due now, so a job of it still waiting for a later attempt (the
 * queue keeps one waiting job per row) is cancelled and a job due now takes its place; same transaction.
 */
export async function requeueOutboxJob(tx: Db | Tx, queue: OutboxQueue, id: number) {
  const client = pgClientOf(tx);
  if (!client) return;
  const { rows } = await client.query<{ id: string }>(
    `select id from pgboss.job where name = $1 and singleton_key = $2 and state < 'active'`,
    [queue, String(id)],
  );
  if (rows.length > 0)
    await jobWriter.cancel(
      queue,
      rows.map((row) => row.id),
      { db: bossDb(client) },
    );
  await queueOutboxJobs(tx, queue, [id]);
}

export interface BossOutboxQueue {
  queue: OutboxQueue;
  job: OutboxJob;
  options: OutboxOptions;
}

export interface BossOutboxSettings {
  /** The pg-boss maintenance (expired jobs are retried by it) and monitor interval (default 30 s). */
  maintenanceSeconds?: number;
}

/** The outbox's queues on pg-boss: `init` starts it (and its workers), `worker(queue).drain()` for tests. */
export interface BossOutbox {
  /** Starts pg-boss (creates its schema `pgboss` the first time) and the queues; queues the rows without a job. */
  init(work: { log: FastifyBaseLogger; intervalMs: number } | null): Promise<void>;
  worker(queue: OutboxQueue): OutboxWorker;
  stop(): Promise<void>;
}

/** The advisory lock key of pg-boss's setup at start ('CargaB' in ASCII). */
const BOSS_SETUP_LOCK_KEY = 0x436172676142;

export function createBossOutbox(
  db: Db,
  queues: BossOutboxQueue[],
  settings: BossOutboxSettings = {},
): BossOutbox {
  const pool = pgClientOf(db);
  if (!pool) throw new Error('pg-boss needs PostgreSQL');
  const maintenance = settings.maintenanceSeconds ?? 30;
  let boss: PgBoss | undefined;
  /** Workers' handlers under way, and whether the outbox is stopping (see `stop`). */
  const working = { handlers: 0, stopping: false };

  const handlers = new Map(
    queues.map(({ queue, job, options }) => {
      const rows = outboxRows(db, job, options);
      const nextAttempt = (tx: Tx, id: number, at: Date) => queueOutboxJobs(tx, queue, [id], at);
      const parallel = (options.concurrency ?? 1) > 1;
      /**
       * The jobs' rows, claimed at once and sent one after another (in parallel with `concurrency`);
       * a row its receiver may not take now (paused, or at its limit) gets a job at its next chance and
       * holds no worker meanwhile. Answers how many were claimed.
       */
      const handle = async (jobs: PgBoss.Job<{ id: number }>[]) => {
        const ids = jobs.map((j) => Number(j.data.id));
        const claimed = await rows.claim(ids);
        const taken = new Set(claimed.map((row) => row.id));
        for (const { id, at } of await rows.nextChance(ids.filter((id) => !taken.has(id))))
          await queueOutboxJobs(db, queue, [id], at);
        const send = async ({ id, attempt }: { id: number; attempt: number }) => {
          await rows.attempt(id, attempt, nextAttempt);
          if (job.receivers) await wakeReceiverJobs(pool, queue, job, id, rows.now());
        };
        if (parallel) await Promise.all(claimed.map(send));
        else for (const row of claimed) await send(row);
        return claimed.length;
      };
      return [queue, { rows, handle, job }] as const;
    }),
  );

  function started() {
    if (!boss) throw new Error('the pg-boss outbox is not started');
    return boss;
  }

  return {
    async init(work) {
      // Started again after a failed start (the tables were not migrated yet): the first one goes.
      await boss?.stop({ graceful: false, wait: true, close: false });
      boss = new PgBoss({
        db: bossDb(pool),
        schedule: false,
        // The maintenance (expired jobs retried) runs on the servers that work the queues.
        supervise: work !== null,
        maintenanceIntervalSeconds: maintenance,
        monitorStateIntervalSeconds: maintenance,
      });
      boss.on('error', (error) => work?.log.error({ err: error }, 'pg-boss failed'));
      // Servers starting at once on one database take turns here: two `createQueue` of the same queue at
      // the same moment deadlocked (found by two-servers.test.ts).
      const lock = pool instanceof pg.Pool ? await pool.connect() : null;
      await lock?.query('select pg_advisory_lock($1)', [BOSS_SETUP_LOCK_KEY]);
      try {
        await boss.start();
        for (const { queue, options } of queues) {
          const queueOptions = {
            name: queue,
            policy: 'stately' as const,
            ...QUEUE_RETRY[queue],
            expireInSeconds: Math.max(1, Math.ceil((options.leaseMs ?? 120_000) / 1000)),
          };
          await boss.createQueue(queue, queueOptions);
          await boss.updateQueue(queue, queueOptions); // a changed lease applies to an existing queue too
          // Rows left without a waiting job (written before pg-boss ran here, or by the PGlite drainer's
          // time): one job each, due when the row is.
          const { table } = handlers.get(queue)!.job;
          const { rows } = await pool.query(
            `insert into pgboss.job (name, data, singleton_key, start_after, expire_in, retry_limit, retry_delay,
                                   retry_backoff, policy)
           select $1, jsonb_build_object('id', o.${table.id}), o.${table.id}::text,
                  greatest(o.dfecproximo, now()), q.expire_seconds * interval '1s', q.retry_limit, q.retry_delay,
                  q.retry_backoff, q.policy
             from ${table.name} o cross join pgboss.queue q
            where q.name = $1 and o.sestado in ('PENDIENTE', 'ENVIANDO')
              and not exists (select 1 from pgboss.job j where j.name = $1 and j.state < 'completed'
                                 and j.singleton_key = o.${table.id}::text)
           on conflict do nothing
           returning 1`,
            [queue],
          );
          if (rows.length > 0) work?.log.info({ queue, jobs: rows.length }, 'outbox rows queued in pg-boss');
        }
      } finally {
        await lock?.query('select pg_advisory_unlock($1)', [BOSS_SETUP_LOCK_KEY]);
        lock?.release();
      }
      if (!work) return;
      const pollingIntervalSeconds = Math.max(0.5, work.intervalMs / 1000);
      for (const { queue, options } of queues) {
        const { handle } = handlers.get(queue)!;
        // `concurrency` workers of one job each (webhooks): a delivery that takes its whole deadline holds
        // one of them; otherwise one worker of a batch.
        const workers = options.concurrency ?? 1;
        const batchSize = workers > 1 ? 1 : (options.batchSize ?? 10);
        for (let worker = 0; worker < workers; worker++) {
          let id = '';
          const instance = boss;
          id = await instance.work<{ id: number }>(
            queue,
            { includeMetadata: true, batchSize, pollingIntervalSeconds },
            async (jobs) => {
              // A fetch under way when pg-boss stopped still hands its jobs over: they fail (pg-boss
              // retries them) rather than run on a database about to close.
              if (working.stopping) throw new Error('the outbox is stopping');
              working.handlers++;
              try {
                await handle(jobs);
              } finally {
                working.handlers--;
              }
              // More may be waiting (a job put off to its receiver's next chance took no time): the
              // worker looks again at once instead of after its polling interval.
              if (workers > 1 && jobs.length > 0) instance.notifyWorker(id);
            },
          );
        }
      }
    },

    worker(queue) {
      const { handle, rows } = handlers.get(queue)!;
      return {
        /**
         * Works every job of this queue that is due by the app's clock (tests move it forward: their
         * jobs' `startAfter` is brought to now first), batch after batch; answers the rows sent or failed.
         */
        async drain() {
          const instance = started();
          await pool.query(
            `update pgboss.job set start_after = now()
              where name = $1 and state < 'active' and start_after > now() and start_after <= $2::timestamptz`,
            [queue, rows.now().toISOString()],
          );
          let handled = 0;
          for (;;) {
            const jobs = await instance.fetch<{ id: number }>(queue, {
              batchSize: rows.batchSize,
              includeMetadata: true,
            });
            if (jobs.length === 0) return handled;
            try {
              handled += await handle(jobs);
            } finally {
              await instance.complete(
                queue,
                jobs.map((j) => j.id),
              );
            }
          }
        },
        start() {
          // The server's workers are pg-boss's own (`init` with `work`): nothing to start here.
          return async () => {};
        },
      };
    },

    async stop() {
      working.stopping = true;
      await boss?.stop({ graceful: true, timeout: 10_000, wait: true, close: false });
      // pg-boss's stop does not wait for a worker's fetch under way, nor for the completion it sends
      // after a handler without awaiting it: both need the database a little longer.
      if (!boss) return;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      for (let waited = 0; working.handlers > 0 && waited < 10_000; waited += 50) await pause(50);
      await pause(100);
    },
  };
}
