import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

// The webhook side of the transactional outbox: in the transaction that records cargo events, one
// delivery per event and active endpoint of the RA's sender or recipient client. Set-based; an endpoint
// that already has the event keeps its one delivery (the unique key), so an event recorded twice is
// delivered once; an endpoint of a client that is both sender and recipient is one row, one delivery.

/** The deliveries of one event (`nidevento` of RA `nidra`), in the caller's transaction. */
export async function queueWebhookDeliveries(tx: Db | Tx, nidevento: number, nidra: number): Promise<void> {
  await tx.execute(sql`
    insert into webhook_entrega (nidwebhook, nidevento)
    select w.nidwebhook, ${nidevento}::bigint
      from recepcion r
      join webhook w on w.nidcliente in (r.nidremitente, r.niddestinatario)
     where r.nidra = ${nidra} and w.sindactivo = 'S'
    on conflict (nidwebhook, nidevento) do nothing`);
}

/** The deliveries of many events at once (a dispatched load list), in one statement. */
export async function queueWebhookDeliveriesForEvents(tx: Db | Tx, nideventos: number[]): Promise<void> {
  if (nideventos.length === 0) return;
  await tx.execute(sql`
    insert into webhook_entrega (nidwebhook, nidevento)
    select w.nidwebhook, e.nidevento
      from evento_carga e
      join recepcion r on r.nidra = e.nidra
      join webhook w on w.nidcliente in (r.nidremitente, r.niddestinatario)
     where e.nidevento = any(${`{${nideventos.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])
       and w.sindactivo = 'S'
    on conflict (nidwebhook, nidevento) do nothing`);
}
