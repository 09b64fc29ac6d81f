import { canTransition, messages, type RaState, type RaUnits, raStateFromUnits } from '@carga/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loadingListPackages as lb, loadingLists, packages, receptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Principal } from '../principal.ts';
import { findReception, type ReceptionRow, recordHistories, recordHistory } from './ra.repo.ts';

// Every move of an RA's state: the wizard's finish, void and return, the warehouse flow (lists, dispatch,
// reception) and delivery. Each is allowed by the state machine, conditional on the state read (nobody
// moved it meanwhile) and written to the RA's history in the same transaction.

/** Locks the RA row: every change of an RA's lists or state holds it, lists first, RAs by ascending id. */
export async function lockRa(tx: Tx, nidra: number) {
  const ra = await findReception(tx, nidra, { forUpdate: true });
  if (!ra) throw notFound(messages.raNotFound);
  return ra;
}

/**
 * Moves an RA from the state read to `to` (with `set`, other columns written with the move) and records
 * the action: 409 if the machine does not allow the move or somebody moved the RA meanwhile.
 */
export async function transitionRa(
  tx: Tx,
  principal: Principal,
  ra: ReceptionRow,
  to: RaState,
  action: string,
  detail: string,
  set: Partial<typeof receptions.$inferInsert> = {},
) {
  return transitionRas(tx, principal, [ra], to, action, detail, set);
}

/**
 * The same move for several RAs (an import's whole file): one update per state they are in, each
 * conditional on that state, and their history in one statement.
 */
export async function transitionRas(
  tx: Tx,
  principal: Principal,
  ras: ReceptionRow[],
  to: RaState,
  action: string,
  detail: string,
  set: Partial<typeof receptions.$inferInsert> = {},
) {
  const byState = new Map<RaState, number[]>();
  for (const ra of ras) {
    const from = ra.scodestado as RaState;
    if (!canTransition(from, to)) throw conflict(messages.invalidTransition);
    byState.set(from, [...(byState.get(from) ?? []), ra.nidra]);
  }
  for (const [from, nidras] of byState) {
    const changed = await tx
      .update(receptions)
      .set({ ...set, scodestado: to, dfecmodificacion: new Date() })
      .where(and(inArray(receptions.nidra, nidras), eq(receptions.scodestado, from)))
      .returning({ nidra: receptions.nidra });
    if (changed.length !== nidras.length) throw conflict(messages.invalidTransition);
  }
  await recordHistories(
    tx,
    ras.map((ra) => ({
      nidra: ra.nidra,
      nidusuario: principal.nidusuario,
      saccion: action,
      sdetalle: detail,
      sestadoanterior: ra.scodestado,
      sestadonuevo: to,
    })),
  );
  return to;
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
  const [total, pending, transit, arrived] = ['total', 'pending', 'transit', 'arrived'].map((key) =>
    Number(rows[0]?.[key as 'total'] ?? 0),
  ) as [number, number, number, number];
  return { free: Math.max(0, total - pending - transit - arrived), pending, transit, arrived };
}

/**
 * After an RA's units moved (onto or off a list, dispatched, received): the RA takes the state of where
 * its units are (see raStateFromUnits), and the action is written to its history either way.
 */
export async function settleRa(
  tx: Tx,
  principal: Principal,
  ra: ReceptionRow,
  action: string,
  detail: string,
) {
  const from = ra.scodestado as RaState;
  const to = raStateFromUnits(await raUnits(tx, ra.nidra));
  if (to !== from) return transitionRa(tx, principal, ra, to, action, detail);
  await recordHistory(tx, {
    nidra: ra.nidra,
    nidusuario: principal.nidusuario,
    saccion: action,
    sdetalle: detail,
  });
  return from;
}
