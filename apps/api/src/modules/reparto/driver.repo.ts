import type { StopState } from '@carga/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryStops, units } from '../../db/schema.ts';

// Issue 35, the driver's phone: a stop with its route, locked; the units of its RA; its outcome written.

export interface LockedStop {
  nidparada: number;
  nidhojaruta: number;
  nidra: number;
  sestado: StopState;
  smotivo: string | null;
  dfhoresultado: Date | null;
  nidconductor: number;
  sestadoruta: string;
  scodbodega: string;
  spatente: string;
}

/** The stop and its route; the stop's row locked to the end of the transaction (two phones: one wins). */
export async function lockStop(tx: Tx, id: number): Promise<LockedStop | undefined> {
  const { rows } = (await tx.execute(sql`
    select p.nidparada, p.nidhojaruta, p.nidra, p.sestado, p.smotivo, p.dfhoresultado,
           h.nidconductor, h.sestado as sestadoruta, h.scodbodega, h.spatente
      from hoja_ruta_parada p join hoja_ruta h on h.nidhojaruta = p.nidhojaruta
     where p.nidparada = ${id} for update of p`)) as unknown as { rows: LockedStop[] };
  const row = rows[0];
  return row && { ...row, dfhoresultado: row.dfhoresultado ? new Date(row.dfhoresultado) : null };
}

export function unitsOfRa(tx: Tx, nidra: number) {
  return tx.select().from(units).where(eq(units.nidra, nidra)).orderBy(asc(units.nnumero));
}

/**
 * The stop's outcome. A delivered stop lets its RA go (`sindvigente` N); a failed visit keeps holding it
 * until the route is closed and its units scanned back at the warehouse (they are still in the van).
 */
export async function settleStop(
  tx: Tx,
  id: number,
  outcome: { sestado: StopState; smotivo?: string; at: Date; nidusuario: number; nidpago?: number | null },
) {
  await tx
    .update(deliveryStops)
    .set({
      sestado: outcome.sestado,
      smotivo: outcome.smotivo ?? null,
      dfhoresultado: outcome.at,
      nidusuario: outcome.nidusuario,
      nidpago: outcome.nidpago ?? null,
      ...(outcome.sestado === 'ENTREGADO' && { sindvigente: 'N' }),
    })
    .where(eq(deliveryStops.nidparada, id));
}

/** The driver's routes of a day, oldest first. */
export async function routeIdsOfDriver(db: Db, nidconductor: number, day: string) {
  const { rows } = (await db.execute(sql`
    select nidhojaruta from hoja_ruta where nidconductor = ${nidconductor} and dfecha = ${day}::date
     order by nidhojaruta`)) as unknown as { rows: Array<{ nidhojaruta: number }> };
  return rows.map((row) => Number(row.nidhojaruta));
}
