import { messages, scanTexts, type TruckCheck } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { appendEvents, namedUnits, unitEvents } from '../../core/ra/events.repo.ts';
import { dispatchUnits, unitCountsOnList, unverifiedUnits } from '../../core/ra/units.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';

// What dispatching a list means for its units (issue 14): they leave with it, each with its event, and a
// truck check that began is finished or its gaps confirmed.

interface ListRef {
  nidlistacarga: number;
  scodlistacarga: string;
  place: string;
}

export async function truckCheckOf(db: Db | Tx, nidlistacarga: number): Promise<TruckCheck> {
  const counts = await unitCountsOnList(db, nidlistacarga);
  return { nbultoslista: counts.onList, nbultosverificados: counts.verified };
}

/**
 * Once anybody began checking a list's units onto the truck, dispatching with units not checked names them
 * and asks for confirmation (409 unless `confirmed`). A list nobody scanned (a place without scanners)
 * dispatches as before.
 */
export async function assertTruckChecked(tx: Tx, nidlistacarga: number, confirmed: boolean) {
  const check = await truckCheckOf(tx, nidlistacarga);
  if (confirmed || check.nbultosverificados === 0) return;
  const missing = await unverifiedUnits(tx, nidlistacarga);
  if (missing.length === 0) return;
  throw conflict(
    `${messages.unverifiedOnDispatch} (${check.nbultosverificados} de ${check.nbultoslista} verificados): ${namedUnits(missing)}. ${messages.confirmUnverifiedOnDispatch}`,
  );
}

/** The list left: its units are in transit, each with a DESPACHADA event. */
export async function dispatchListUnits(tx: Tx, principal: Principal, list: ListRef) {
  const left = await dispatchUnits(tx, list.nidlistacarga);
  const site = { nidlistacarga: list.nidlistacarga, scodlugar: list.place, nidusuario: principal.nidusuario };
  await appendEvents(
    tx,
    unitEvents(left, 'DESPACHADA', (name) => scanTexts.dispatched(name, list.scodlistacarga), site),
  );
}
