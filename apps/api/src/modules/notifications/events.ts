import type { CargoEventKind } from '@carga/domain';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queueOutboxJobs } from '../outbox/boss.ts';
import { queueWebhookJobs } from '../webhooks/fanout.repo.ts';
import { insertEventsAndNotices } from './events.repo.ts';

// The cargo events of issue 16, written in the transaction of the state change that causes them (the
// transactional outbox): the event, one e-mail notice per recipient address and one webhook delivery per
// endpoint commit or roll back with the change itself, and on PostgreSQL the pg-boss job of each notice
// and delivery too (outbox/boss.ts). pg-boss (PostgreSQL) or the in-process drainer (PGlite,
// outbox/worker.ts) sends them afterwards.

export interface CargoEvent {
  nidra: number;
  sevento: CargoEventKind;
  /** Tells two events of one kind apart (the load list of a dispatch). */
  sreferencia?: string;
  jdatos?: Record<string, unknown>;
}

/**
 * One event of one RA: see recordCargoEvents. `along` is a data-modifying CTE (`name as (insert …)`) run in
 * the same statement: the change that causes the event written with it in one round trip.
 */
export async function recordCargoEvent(tx: Db | Tx, e: CargoEvent, along?: SQL): Promise<void> {
  await insertEvents(tx, e.sevento, e.sreferencia, [{ nidra: e.nidra, jdatos: e.jdatos }], along);
}

/**
 * The same event for many RAs (a load list of hundreds) in one statement whatever their number: the
 * events (`on conflict do nothing`: the same change recorded twice is one event) and, for the new ones
 * only, one notice per distinct address of the RA's sender and recipient clients that asked for notices
 * and the webhook deliveries; then, on PostgreSQL, the jobs of the notices and deliveries made (none
 * when there are none). Answers the ids of the new events.
 */
export async function recordCargoEvents(
  tx: Db | Tx,
  e: {
    sevento: CargoEventKind;
    sreferencia?: string;
    ras: { nidra: number; jdatos?: Record<string, unknown> }[];
  },
): Promise<number[]> {
  return insertEvents(tx, e.sevento, e.sreferencia, e.ras);
}

/**
 * The events, their notices and webhook deliveries in one statement, then their jobs; answers the ids of
 * the events that were new.
 */
async function insertEvents(
  tx: Db | Tx,
  sevento: CargoEventKind,
  sreferencia: string | undefined,
  ras: { nidra: number; jdatos?: Record<string, unknown> }[],
  along?: SQL,
): Promise<number[]> {
  if (ras.length === 0) return [];
  const { events, notices, deliveries } = await insertEventsAndNotices(tx, sevento, sreferencia, ras, along);
  await queueOutboxJobs(tx, 'aviso', notices);
  await queueWebhookJobs(tx, deliveries);
  return events;
}
