import { ARRIVED_UNIT_STATES, messages, scanTexts } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { appendEvents, namedUnits, unitEvents } from '../../core/ra/events.repo.ts';
import { arrivedCount, setUnitsState, type UnitRow, unitsOfList } from '../../core/ra/units.repo.ts';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { arrivalLines, setArrival } from './destination.repo.ts';

// What 'Recepcionar' means for a list's units (issue 14). When its arrival was scanned, the units never
// scanned are the missing ones: named, and confirmed before they are recorded so. When nobody scanned (a
// place without scanners), the typed counts say how many of each line arrived, and the units follow them.

interface ListRef {
  nidlistacarga: number;
  scodlistacarga: string;
  place: string;
}

const MISSING_REASON = 'Faltante: no escaneado a la llegada';
const arrived = (unit: UnitRow) => ARRIVED_UNIT_STATES.includes(unit.sestado as never);

/** Before the list moves: a scanned arrival with units missing needs the caller's confirmation. */
export async function assertArrivalComplete(tx: Tx, nidlistacarga: number, confirmed: boolean) {
  if (confirmed || (await arrivedCount(tx, nidlistacarga)) === 0) return;
  const missing = (await unitsOfList(tx, nidlistacarga)).filter((unit) => !arrived(unit));
  if (missing.length === 0) return;
  throw conflict(
    `${messages.missingOnReception}: ${namedUnits(missing)}. ${messages.confirmMissingOnReception}`,
  );
}

/**
 * Before the lines nobody counted are taken as whole: with a scanned arrival every line's count is what was
 * scanned (a line with no unit scanned arrived with none).
 */
export async function countScannedArrival(tx: Tx, nidlistacarga: number) {
  if ((await arrivedCount(tx, nidlistacarga)) === 0) return;
  for (const line of await arrivalLines(tx, nidlistacarga)) {
    const received = line.ncantidadrecibida ?? 0;
    const short = received < line.ncantidadingresada;
    if (line.ncantidadrecibida !== null && (!short || line.smotivodiferencia)) continue;
    await setArrival(tx, nidlistacarga, line.niditem, {
      ncantidadrecibida: received,
      ncantidaddanada: line.ncantidaddanada,
      smotivodiferencia: short ? line.smotivodiferencia || MISSING_REASON : line.smotivodiferencia,
    });
  }
}

/** After the list is received: every unit is arrived or missing, each with its event. */
export async function settleArrivedUnits(tx: Tx, principal: Principal, list: ListRef) {
  const units = await unitsOfList(tx, list.nidlistacarga);
  const scanned = units.some(arrived);
  const received = new Map<number, number>();
  for (const line of await arrivalLines(tx, list.nidlistacarga))
    received.set(line.niditem, line.ncantidadrecibida ?? 0);
  const came: UnitRow[] = [];
  const missing: UnitRow[] = [];
  for (const unit of units) {
    if (arrived(unit)) continue;
    // Typed counts: the first units of each line arrived, the rest are missing.
    const left = received.get(unit.niditem) ?? 0;
    if (!scanned && left > 0) {
      received.set(unit.niditem, left - 1);
      came.push(unit);
    } else missing.push(unit);
  }
  await setUnitsState(
    tx,
    came.map((u) => u.nidunidad),
    'RECIBIDA',
  );
  await setUnitsState(
    tx,
    missing.map((u) => u.nidunidad),
    'FALTANTE',
  );
  const site = { nidlistacarga: list.nidlistacarga, scodlugar: list.place, nidusuario: principal.nidusuario };
  await appendEvents(tx, [
    ...unitEvents(came, 'LLEGADA', (name) => scanTexts.arrived(name, list.scodlistacarga), site),
    ...unitEvents(missing, 'FALTANTE', (name) => scanTexts.missing(name, list.scodlistacarga), site),
  ]);
}
