import type { RaState } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';

const VOIDED: RaState = 'ANULA';

// The payment state of an RA (issue 33, PAYMENT_STATES), decided at read time from what is written:
// its condition, the company's 'Cobro en Carga', its live payment, its debt (cuenta corriente) and its
// price. Lists read it for the ten rows of a page; nothing keeps it, so nothing can drift from it.

/**
 * The state of the RA whose row is `ra` (an alias of `recepcion` in the surrounding query):
 * NOAPLICA (no condition, collection off, or voided unpaid), PAGADO, SINTARIFA or PENDIENTE.
 */
export function paymentStateSql(ra: SQL): SQL<string> {
  return sql<string>`case
    when ${ra}.scondicionpago is null
      or (select e.sindcobro from empresa e where e.nidempresa = 1) = 'N' then 'NOAPLICA'
    when ${ra}.scondicionpago = 'CTACTE' then (
      select case when d.nidra is null then
          case when ${ra}.scodestado = ${VOIDED} then 'NOAPLICA'
               when exists (select 1 from precio_ra p where p.nidra = ${ra}.nidra and p.scodmotivo = 'TARIFA')
               then 'PENDIENTE' else 'SINTARIFA' end
        when d.nabonado >= d.nmonto then 'PAGADO' else 'PENDIENTE' end
      from (select 1) one left join deuda_ra d on d.nidra = ${ra}.nidra)
    when exists (select 1 from pago g where g.nidra = ${ra}.nidra and g.stipo = 'PAGO' and g.sindanulado = 'N')
      then 'PAGADO'
    when ${ra}.scodestado = ${VOIDED} then 'NOAPLICA'
    when not exists (select 1 from precio_ra p where p.nidra = ${ra}.nidra and p.scodmotivo = 'TARIFA')
      then 'SINTARIFA'
    else 'PENDIENTE'
  end`;
}

/** What the RA `ra` still owes: its tariff price when PENDIENTE (less abonos for cuenta corriente), else 0. */
export function amountDueSql(ra: SQL): SQL<number> {
  return sql<number>`case when ${paymentStateSql(ra)} = 'PENDIENTE' then coalesce((
      select greatest(d.nmonto - d.nabonado, 0) from deuda_ra d where d.nidra = ${ra}.nidra
    ), (select p.ntotal from precio_ra p where p.nidra = ${ra}.nidra and p.scodmotivo = 'TARIFA'), 0)
    else 0 end`;
}
