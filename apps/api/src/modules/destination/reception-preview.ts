import { ARRIVED_UNIT_STATES, type ReceptionPreview } from '@carga/domain';
import { nameOfUnit } from '../../core/ra/events.repo.ts';
import { arrivedCount, unitsOfList } from '../../core/ra/units.repo.ts';
import type { Db } from '../../db/client.ts';
import { arrivalLines } from './destination.repo.ts';

// What 'Recepcionar' will record (issue 29), read by the same rules the reception applies
// (custody/arrival-units.ts): with a scanned arrival every unit never scanned is missing and each line's
// count is what was scanned; without one the typed counts stand and the lines nobody counted arrive whole.

const MAX_NAMES = 50;

/** The first names, then 'y N más': a confirmation, not a report. */
function capped(names: string[]) {
  if (names.length <= MAX_NAMES) return names;
  return [...names.slice(0, MAX_NAMES), `y ${names.length - MAX_NAMES} más`];
}

const lineName = (line: { nidra: number; sdestipobulto: string }, n: number) =>
  `RA ${line.nidra} · ${line.sdestipobulto}: ${n}`;

export async function previewReception(db: Db, nidlistacarga: number): Promise<ReceptionPreview> {
  const lines = await arrivalLines(db, nidlistacarga);
  const dispatched = lines.reduce((t, l) => t + l.ncantidadingresada, 0);
  if ((await arrivedCount(db, nidlistacarga)) > 0) {
    const units = await unitsOfList(db, nidlistacarga);
    const arrived = units.filter((u) => ARRIVED_UNIT_STATES.includes(u.sestado as never));
    const damaged = units.filter((u) => u.sestado === 'DANADA');
    const missing = units.filter((u) => !arrived.includes(u));
    return {
      sescaneada: 'S',
      ncantidaddespachada: dispatched,
      ncantidadrecibida: arrived.length,
      ncantidaddanada: damaged.length,
      ncantidadfaltante: missing.length,
      danados: capped(damaged.map(nameOfUnit)),
      faltantes: capped(missing.map(nameOfUnit)),
      sincontar: [],
    };
  }
  const counted = lines.filter((l) => l.ncantidadrecibida !== null);
  const short = counted.filter((l) => (l.ncantidadrecibida ?? 0) < l.ncantidadingresada);
  const damaged = counted.filter((l) => l.ncantidaddanada > 0);
  return {
    sescaneada: 'N',
    ncantidaddespachada: dispatched,
    ncantidadrecibida: counted.reduce((t, l) => t + (l.ncantidadrecibida ?? 0), 0),
    ncantidaddanada: damaged.reduce((t, l) => t + l.ncantidaddanada, 0),
    ncantidadfaltante: short.reduce((t, l) => t + l.ncantidadingresada - (l.ncantidadrecibida ?? 0), 0),
    danados: capped(damaged.map((l) => lineName(l, l.ncantidaddanada))),
    faltantes: capped(short.map((l) => lineName(l, l.ncantidadingresada - (l.ncantidadrecibida ?? 0)))),
    sincontar: lines
      .filter((l) => l.ncantidadrecibida === null)
      .map((l) => ({
        nidra: l.nidra,
        niditem: l.niditem,
        sdestipobulto: l.sdestipobulto,
        ncantidaddespachada: l.ncantidadingresada,
      })),
  };
}
