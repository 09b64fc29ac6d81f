import { canTransition, messages, type RaState, type RaUnits, raStateFromUnits } from '@carga/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loadingListPackages as lb, loadingLists, packages, receptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { findReception, type ReceptionRow, recordHistory } from '../shipment/ra.repo.ts';

// The RA through the warehouse flow: on lists, dispatched, received. Every move is conditional on the
// state read (nobody moved it meanwhile) and written to the RA's history in the same transaction.

/** Locks the RA row: every change of an RA's lists or state holds it, lists first, RAs by ascending id. */
export async function lockRa(tx: Tx, nidra: number) {
  const ra = await findReception(tx, nidra, { forUpdate: true });
  if (!ra) throw notFound(messages.raNotFound);
  return ra;
}

/** Moves an RA only if nobody moved it meanwhile, and records the action (with or without a move). */
export async function moveRa(
  tx: Tx,
  principal: Principal,
  ra: ReceptionRow,
  to: RaState,
  action: string,
  detail: string,
) {
  const from = ra.scodestado as RaState;
  let target: RaState | null = null;
  if (from !== to) {
    if (!canTransition(from, to)) throw conflict(messages.invalidTransition);
    const changed = await tx
      .update(receptions)
      .set({ scodestado: to, dfecmodificacion: new Date() })
      .where(and(eq(receptions.nidra, ra.nidra), eq(receptions.scodestado, from)))
      .returning({ nidra: receptions.nidra });
    if (changed.length === 0) throw conflict(messages.invalidTransition);
    target = to;
  }
  await recordHistory(tx, {
    nidra: ra.nidra,
    nidusuario: principal.nidusuario,
    saccion: action,
    sdetalle: detail,
    sestadoanterior: target ? from : null,
    sestadonuevo: target,
  });
  return target ?? from;
}

/** Where the RA's units are: on no list, on lists still at origin, in transit, arrived. */
export async function raUnits(tx: Tx, nidra: number): Promise<RaUnits> {
  const { rows } = (await tx.execute(sql`
    select
      coalesce((select sum(${packages.ncantidadbultos}) from ${packages} where ${packages.nidra} = ${nidra}), 0)::int as total,
      coalesce(sum(${lb.ncantidadingresada}) filter (where ${loadingLists.scodestadolista} in ('ENCREA', 'CERRADA')), 0)::int as pending,
      coalesce(sum(${lb.ncantidadingresada}) filter (where ${loadingLists.scodestadolista} = 'DESPA'), 0)::int as transit,
      coalesce(sum(${lb.ncantidadingresada}) filter (where ${loadingLists.scodestadolista} = 'RECEP'), 0)::int as arrived
    from ${lb} join ${loadingLists} on ${loadingLists.nidlistacarga} = ${lb.nidlistacarga}
    where ${lb.nidra} = ${nidra}`)) as unknown as {
    rows: Array<Record<'total' | 'pending' | 'transit' | 'arrived', number | string>>;
  };
  const row = rows[0];
  const [total, pending, transit, arrived] = [row.total, row.pending, row.transit, row.arrived].map(Number);
  return { free: Math.max(0, total - pending - transit - arrived), pending, transit, arrived };
}

/**
 * After a list moved (dispatched, received) or lost units: the RA takes the state of where its units
 * are (see raStateFromUnits), and the action is written to its history either way.
 */
export async function settleRa(
  tx: Tx,
  principal: Principal,
  ra: ReceptionRow,
  action: string,
  detail: string,
) {
  const units = await raUnits(tx, ra.nidra);
  return moveRa(tx, principal, ra, raStateFromUnits(units), action, detail);
}
