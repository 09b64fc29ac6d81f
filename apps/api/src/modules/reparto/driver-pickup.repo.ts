import type { PickupState, PickupStopState } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pickupStops } from '../../db/schema.ts';

// Issue 35, the driver's pickup at the door: a pickup stop with its route and request, locked; its outcome.

export interface LockedPickupStop {
  nidparadaretiro: number;
  nidhojaruta: number;
  nidretiro: number;
  sestado: PickupStopState;
  smotivo: string | null;
  nbultosretirados: number | null;
  dfhoresultado: Date | null;
  nidconductor: number;
  sestadoruta: string;
  sestadoretiro: PickupState;
}

/**
 * The stop, its route and its request; the stop's and the request's rows locked to the end of the
 * transaction (two phones: one wins; a planner or an office annulling waits).
 */
export async function lockPickupStop(tx: Tx, id: number): Promise<LockedPickupStop | undefined> {
  const { rows } = (await tx.execute(sql`
    select s.nidparadaretiro, s.nidhojaruta, s.nidretiro, s.sestado, s.smotivo, s.nbultosretirados,
           s.dfhoresultado, h.nidconductor, h.sestado as sestadoruta, t.sestado as sestadoretiro
      from hoja_ruta_retiro s join hoja_ruta h on h.nidhojaruta = s.nidhojaruta
      join retiro t on t.nidretiro = s.nidretiro
     where s.nidparadaretiro = ${id} for update of s, t`)) as unknown as { rows: LockedPickupStop[] };
  const row = rows[0];
  return (
    row && {
      ...row,
      nidparadaretiro: Number(row.nidparadaretiro),
      nidhojaruta: Number(row.nidhojaruta),
      nidretiro: Number(row.nidretiro),
      nidconductor: Number(row.nidconductor),
      nbultosretirados: row.nbultosretirados === null ? null : Number(row.nbultosretirados),
      dfhoresultado: row.dfhoresultado ? new Date(row.dfhoresultado) : null,
    }
  );
}

export interface PickupOutcome {
  sestado: Exclude<PickupStopState, 'PENDIENTE'>;
  at: Date;
  nidusuario: number;
  smotivo?: string;
  sobservacion?: string;
  nbultosretirados?: number;
  snombreentrega?: string;
  srutentrega?: string | null;
  shashfirma?: string;
  shashfoto?: string | null;
  stipofoto?: string | null;
}

/** The stop's outcome; either way it lets its request go (`sindvigente` N). */
export async function settlePickupStop(tx: Tx, id: number, outcome: PickupOutcome) {
  await tx
    .update(pickupStops)
    .set({
      sestado: outcome.sestado,
      smotivo: outcome.smotivo ?? null,
      sobservacion: outcome.sobservacion ?? null,
      nbultosretirados: outcome.nbultosretirados ?? null,
      snombreentrega: outcome.snombreentrega ?? null,
      srutentrega: outcome.srutentrega ?? null,
      dfhoresultado: outcome.at,
      nidusuario: outcome.nidusuario,
      shashfirma: outcome.shashfirma ?? null,
      shashfoto: outcome.shashfoto ?? null,
      stipofoto: outcome.stipofoto ?? null,
      sindvigente: 'N',
    })
    .where(eq(pickupStops.nidparadaretiro, id));
}
