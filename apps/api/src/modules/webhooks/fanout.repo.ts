import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queueOutboxJobs } from '../outbox/boss.ts';

// The webhook side of the transactional outbox: in the transaction that records cargo events, one
// delivery per event and active endpoint of the RA's sender or recipient client. Set-based; an endpoint
// that already has the event keeps its one delivery (the unique key), so an event recorded twice is
// delivered once; an endpoint of a client that is both sender and recipient is one row, one delivery.
// On PostgreSQL each new delivery gets its pg-boss job in the same transaction (outbox/boss.ts).

/**
 * The deliveries of the events a statement has just inserted, as a data-modifying CTE over `events` (a CTE
 * of that statement with `nidevento` and `nidra`): the events and their deliveries are then one round trip
 * (notifications/events.repo.ts). The caller queues the jobs of the `nidentrega` it returns.
 */
export const webhookDeliveriesCte = (events: SQL) => sql`
    insert into webhook_entrega (nidwebhook, nidevento)
    select w.nidwebhook, e.nidevento
      from ${events} e
      join recepcion r on r.nidra = e.nidra
      join webhook w on w.nidcliente in (r.nidremitente, r.niddestinatario)
     where w.sindactivo = 'S'
    on conflict (nidwebhook, nidevento) do nothing
    returning nidentrega`;

/**
 * Issue 35: the deliveries of a pickup request's events (`events` with `nidevento` and `nidretiro`), one per
 * active endpoint of the request's client.
 */
export const pickupWebhookDeliveriesCte = (events: SQL) => sql`
    insert into webhook_entrega (nidwebhook, nidevento)
    select w.nidwebhook, e.nidevento
      from ${events} e
      join retiro t on t.nidretiro = e.nidretiro
      join webhook w on w.nidcliente = t.nidcliente
     where w.sindactivo = 'S'
    on conflict (nidwebhook, nidevento) do nothing
    returning nidentrega`;

/** One pg-boss job per delivery (PostgreSQL), in the caller's transaction. */
export const queueWebhookJobs = (tx: Db | Tx, nidentregas: number[]) =>
  queueOutboxJobs(tx, 'webhook', nidentregas);
