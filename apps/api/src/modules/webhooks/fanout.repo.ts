import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queueOutboxJobs } from '../outbox/boss.ts';

// The webhook side of the transactional outbox: in the transaction that records cargo events, one
// delivery per event and active endpoint of the RA's sender or recipient client. Set-based; an endpoint
// that already has the event keeps its one delivery (the unique key), so an event recorded twice is
// delivered once; an endpoint of a client that is both sender and recipient is one row, one delivery.
// On PostgreSQL each new delivery gets its pg-boss job in the same transaction (outbox/boss.ts).

type Inserted = { rows: { nidentrega: number | string }[] };
const ids = (result: unknown) => (result as Inserted).rows.map((row) => Number(row.nidentrega));

/** The deliveries of one event (`nidevento` of RA `nidra`), in the caller's transaction. */
export async function queueWebhookDeliveries(tx: Db | Tx, nidevento: number, nidra: number): Promise<void> {
  const inserted = await tx.execute(sql`
    insert into webhook_entrega (nidwebhook, nidevento)
    select w.nidwebhook, ${nidevento}::bigint
      from recepcion r
      join webhook w on w.nidcliente in (r.nidremitente, r.niddestinatario)
     where r.nidra = ${nidra} and w.sindactivo = 'S'
    on conflict (nidwebhook, nidevento) do nothing
    returning nidentrega`);
  await queueOutboxJobs(tx, 'webhook', ids(inserted));
}

/** The deliveries of many events at once (a dispatched load list), in one statement. */
export async function queueWebhookDeliveriesForEvents(tx: Db | Tx, nideventos: number[]): Promise<void> {
  if (nideventos.length === 0) return;
  const inserted = await tx.execute(sql`
    insert into webhook_entrega (nidwebhook, nidevento)
    select w.nidwebhook, e.nidevento
      from evento_carga e
      join recepcion r on r.nidra = e.nidra
      join webhook w on w.nidcliente in (r.nidremitente, r.niddestinatario)
     where e.nidevento = any(${`{${nideventos.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])
       and w.sindactivo = 'S'
    on conflict (nidwebhook, nidevento) do nothing
    returning nidentrega`);
  await queueOutboxJobs(tx, 'webhook', ids(inserted));
}
