import { scanTexts } from '@carga/domain';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../principal.ts';
import { appendEvents, unitEvents } from './events.repo.ts';
import { ensureUnits, syncRaUnits } from './units.repo.ts';

// Counts typed by hand (Lista de carga's 'Agregar RA', its package quantities, 'Quitar') move units too,
// and write the same events as a scan, marked MANUAL: the custody log tells both apart, never misses one.

interface ListRef {
  nidlistacarga: number;
  scodlistacarga: string;
  place: string;
}

/** Before the counts of an RA change: its units exist, so the change can be told unit by unit. */
export const prepareUnits = (tx: Tx, nidra: number) => ensureUnits(tx, nidra);

/** After the counts of an RA on a list changed: the units follow, each with its event. */
export async function followCounts(tx: Tx, principal: Principal, list: ListRef, nidra: number) {
  const { loaded, removed } = await syncRaUnits(tx, list.nidlistacarga, nidra);
  const site = { nidlistacarga: list.nidlistacarga, scodlugar: list.place, nidusuario: principal.nidusuario };
  await appendEvents(tx, [
    ...unitEvents(loaded, 'CARGADA', (name) => scanTexts.loaded(name, list.scodlistacarga), site),
    ...unitEvents(removed, 'RETIRADA', (name) => scanTexts.removed(name, list.scodlistacarga), site),
  ]);
}
