import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';

// The shapes an outbox is made of, shared by the drainer (worker.ts), its PGlite pump (pump.ts), the
// receivers' gate (receiver-gate.repo.ts), pg-boss (boss.ts) and the jobs (e-mail notices, webhooks).

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
  /** Rows of one receiver: at most `limit` under way at once, none while it is paused (receiver-gate.repo.ts). */
  receivers?: OutboxReceivers;
}

export interface OutboxReceivers {
  /** The outbox table's column naming the receiver (webhook_entrega.nidwebhook, an integer). */
  column: string;
  /** Rows of one receiver under way at once, at most. */
  limit: number;
  /** Until when the receiver of outbox row `o` is paused (null or past: it is not), an SQL expression. */
  pausedUntil: SQL;
}

export interface OutboxWorker {
  /** Sends every row due now, batch after batch; answers how many rows it handled. */
  drain(): Promise<number>;
  /** Drains every `intervalMs` until the answered function is called (which waits for a turn under way). */
  start(log: FastifyBaseLogger, intervalMs: number): () => Promise<void>;
}
