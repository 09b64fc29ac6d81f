import type { PickupEventKind } from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queueOutboxJobs } from '../outbox/boss.ts';
import { pickupWebhookDeliveriesCte, queueWebhookJobs } from '../webhooks/fanout.repo.ts';
import { idsOf, type WrittenRow, writtenIds } from './events.repo.ts';
import { PICKUP_NOTICE_SUBJECTS } from './pickup-notice-texts.ts';

// Issue 35: the events of a pickup request (before it has an RA), written in the transaction of the change
// that causes them, as the RAs' cargo events are (events.ts): the event, one e-mail notice to the request's
// client when it asked for notices, one webhook delivery per active endpoint of that client, and their jobs.

export interface PickupEvent {
  nidretiro: number;
  /** Tells two events of one kind apart (each visit of a route). */
  sreferencia?: string;
  jdatos?: Record<string, unknown>;
}

/**
 * The event `sevento` of each of `pickups`, in one statement whatever their number (`on conflict do
 * nothing`: the same change recorded twice is one event). `notify` false writes no e-mail (the customer
 * who annulled it knows); RETIRO_RECIBIDO never writes one. Answers the ids of the new events.
 */
export async function recordPickupEvents(
  tx: Db | Tx,
  sevento: PickupEventKind,
  pickups: PickupEvent[],
  notify = true,
): Promise<number[]> {
  if (pickups.length === 0) return [];
  const subject = PICKUP_NOTICE_SUBJECTS[sevento];
  const items = JSON.stringify(
    pickups.map((p) => ({
      nidretiro: p.nidretiro,
      sreferencia: p.sreferencia ?? '',
      jdatos: p.jdatos ?? {},
    })),
  );
  const { rows } = (await tx.execute(sql`
    with nuevos as (
      insert into evento_carga (nidretiro, sevento, sreferencia, jdatos)
      select (x->>'nidretiro')::int, ${sevento}, x->>'sreferencia', x->'jdatos'
        from jsonb_array_elements(${items}::jsonb) x
      on conflict (nidretiro, sevento, sreferencia) where nidretiro is not null do nothing
      returning nidevento, nidretiro
    ),
    avisos as (
      insert into notificacion (nidevento, nidretiro, nidcliente, srol, semail, sasunto)
      select n.nidevento, n.nidretiro, c.nidcliente, 'SOLICITANTE', lower(trim(c.semail)),
             replace(replace(${subject ?? ''}, '{n}', n.nidretiro::text), '{fecha}', to_char(t.dfecha, 'DD/MM/YYYY'))
        from nuevos n
        join retiro t on t.nidretiro = n.nidretiro
        join cliente c on c.nidcliente = t.nidcliente
       where ${notify && subject !== null}::boolean and c.sindnotificar = 'S' and coalesce(trim(c.semail), '') <> ''
      on conflict (nidevento, semail) do nothing
      returning nidnotificacion
    ),
    entregas as (${pickupWebhookDeliveriesCte(sql`nuevos`)})
    ${writtenIds}`)) as unknown as { rows: WrittenRow[] };
  const { events, notices, deliveries } = idsOf(rows);
  await queueOutboxJobs(tx, 'aviso', notices);
  await queueWebhookJobs(tx, deliveries);
  return events;
}
