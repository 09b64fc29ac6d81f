import type { CargoEventKind } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { webhookDeliveriesCte } from '../webhooks/fanout.repo.ts';

// The statement of a cargo event (events.ts decides when, and queues the notices' jobs).

/**
 * The events of RAs `ras` and, for each new one, one notice per recipient address and one webhook
 * delivery per active endpoint of its sender and recipient clients, in one statement; answers the ids of
 * the events that were new, of the notices and of the deliveries made. `along`, a data-modifying CTE, is
 * written first in the same statement (events.ts `recordCargoEvent`).
 */
export async function insertEventsAndNotices(
  tx: Db | Tx,
  sevento: CargoEventKind,
  sreferencia: string | undefined,
  ras: { nidra: number; jdatos?: Record<string, unknown> }[],
  along?: SQL,
): Promise<{ events: number[]; notices: number[]; deliveries: number[] }> {
  const items = JSON.stringify(ras.map((ra) => ({ nidra: ra.nidra, jdatos: ra.jdatos ?? {} })));
  const { rows } = (await tx.execute(sql`
    with ${along ? sql`${along}, ` : sql``}nuevos as (
      insert into evento_carga (nidra, sevento, sreferencia, jdatos)
      select (x->>'nidra')::int, ${sevento}, ${sreferencia ?? ''}, x->'jdatos'
        from jsonb_array_elements(${items}::jsonb) x
      on conflict (nidra, sevento, sreferencia) do nothing
      returning nidevento, nidra, sevento, jdatos->>'sdocumento' as sdocumento
    ),
    destinatarios as (
      select distinct on (n.nidevento, lower(trim(c.semail)))
             n.nidevento, n.nidra, n.sevento, n.sdocumento, c.nidcliente, p.srol, lower(trim(c.semail)) as semail,
             r.scodoficinaorigen
        from nuevos n
        join recepcion r on r.nidra = n.nidra
        cross join lateral (values ('REMITENTE', r.nidremitente), ('DESTINATARIO', r.niddestinatario))
             as p(srol, nidcliente)
        join cliente c on c.nidcliente = p.nidcliente
       where c.sindnotificar = 'S' and coalesce(trim(c.semail), '') <> ''
         -- A tax document goes to whom it was issued: the payer.
         and (n.sevento <> 'FACTURADA' or p.nidcliente = r.nidpagador)
       order by n.nidevento, lower(trim(c.semail)), p.srol desc
    ),
    avisos as (
      insert into notificacion (nidevento, nidra, nidcliente, srol, semail, sasunto)
      select d.nidevento, d.nidra, d.nidcliente, d.srol, d.semail,
             'Su carga RA ' || d.nidra || ' ' || case d.sevento
               when 'RECIBIDA' then 'fue recibida en Oficina ' || coalesce(o.snomoficina, d.scodoficinaorigen)
               when 'DESPACHADA' then 'fue despachada'
               when 'LLEGADA' then 'llegó a destino'
               when 'PAGADA' then 'tiene su pago registrado'
               when 'FACTURADA' then 'tiene su ' || coalesce(d.sdocumento, 'documento tributario')
               when 'EN_REPARTO' then 'salió a reparto a domicilio'
               when 'VISITA_FALLIDA' then 'no pudo ser entregada en su domicilio'
               else 'fue entregada' end
        from destinatarios d
        left join oficina o on o.scodoficina = d.scodoficinaorigen
      on conflict (nidevento, semail) do nothing
      returning nidnotificacion
    ),
    entregas as (${webhookDeliveriesCte(sql`nuevos`)})
    ${writtenIds}`)) as unknown as { rows: WrittenRow[] };
  return idsOf(rows);
}

/**
 * The last part of an event's statement: what its CTEs `nuevos` (events), `avisos` (notices) and `entregas`
 * (webhook deliveries) wrote, as one answer (`idsOf` reads it). The pickup requests' events end the same way.
 */
export const writtenIds = sql`
    select nidevento, null::bigint as nidnotificacion, null::bigint as nidentrega from nuevos
    union all
    select null, nidnotificacion, null from avisos
    union all
    select null, null, nidentrega from entregas`;

type Id = number | string | null;
export type WrittenRow = { nidevento: Id; nidnotificacion: Id; nidentrega: Id };

/** The ids of the events, notices and deliveries a statement ending in `writtenIds` answered. */
export function idsOf(rows: WrittenRow[]) {
  const ids = (key: keyof WrittenRow) =>
    rows.filter((row) => row[key] !== null).map((row) => Number(row[key]));
  return { events: ids('nidevento'), notices: ids('nidnotificacion'), deliveries: ids('nidentrega') };
}
