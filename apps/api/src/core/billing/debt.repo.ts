import type { RaState } from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

const VOIDED: RaState = 'ANULA';
const IN_CREATION: RaState = 'ENCREA';

// What a cuenta corriente RA owes its payer (deuda_ra, issue 33), kept by the actions that change it —
// finishing, re-pricing, voiding, changing the condition or the payer, an abono — in their transaction.

/**
 * Brings the RA's debt in line with the RA: a finished, priced, not voided CTACTE RA with a payer owes its
 * tariff price to that payer (the row is written or updated); otherwise it owes nothing: the row goes,
 * or, when abonos were already applied to it, it stays settled at what was paid (nothing is lost).
 * Idempotent: call it after any change of the RA's condition, payer, price or state.
 */
export async function syncDebt(db: Db | Tx, nidra: number): Promise<void> {
  await db.execute(sql`
    with owed as (
      select r.nidra, r.nidpagador as nidcliente, r.dfecrecepcion as dfecdeuda, p.ntotal as nmonto
      from recepcion r
      join precio_ra p on p.nidra = r.nidra and p.scodmotivo = 'TARIFA'
      where r.nidra = ${nidra} and r.scondicionpago = 'CTACTE' and r.nidpagador is not null
        and r.scodestado not in (${IN_CREATION}, ${VOIDED})
    ), upserted as (
      insert into deuda_ra (nidra, nidcliente, dfecdeuda, nmonto)
      select nidra, nidcliente, dfecdeuda, nmonto from owed
      on conflict (nidra) do update set nidcliente = excluded.nidcliente, nmonto = excluded.nmonto
      returning nidra
    ), settled as (
      update deuda_ra d set nmonto = d.nabonado
      where d.nidra = ${nidra} and d.nabonado > 0 and not exists (select 1 from owed)
      returning d.nidra
    )
    delete from deuda_ra d
    where d.nidra = ${nidra} and d.nabonado = 0 and not exists (select 1 from owed)`);
}
