import {
  arrivalCountErrors,
  type DestinationPackage,
  digitsOf,
  LIMITS,
  type UncountedLine,
} from '@carga/domain';
import type { PackageCount } from '../api.ts';

// The 'Editar RA' count of one package line as typed (digits only), checked before it is sent with the
// domain's arrival-count rule, the one the API applies: received ≤ dispatched, damaged ≤ received, and a
// reason for any difference.

export interface LineDraft {
  received: string;
  damaged: string;
  reason: string;
}

export interface LineErrors {
  received?: string;
  damaged?: string;
  reason?: string;
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '').slice(0, digitsOf(LIMITS.packageUnits));

/** What the line shows when the modal opens: empty 'Recibidos' while the line has not been counted. */
export const draftOf = (line: DestinationPackage): LineDraft => ({
  received: line.ncantidadrecibida === null ? '' : String(line.ncantidadrecibida),
  damaged: line.ncantidaddanada > 0 ? String(line.ncantidaddanada) : '',
  reason: line.smotivodiferencia,
});

const same = (a: LineDraft, b: LineDraft) =>
  a.received === b.received && a.damaged === b.damaged && a.reason.trim() === b.reason.trim();

/** An empty 'Recibidos' means all of the line arrived, as the server takes an uncounted line. */
export function countOf(line: DestinationPackage, draft: LineDraft): PackageCount {
  return {
    niditem: line.niditem,
    ncantidadbultos: draft.received === '' ? line.ncantidadingresada : Number(draft.received),
    ncantidaddanada: draft.damaged === '' ? 0 : Number(draft.damaged),
    smotivodiferencia: draft.reason.trim(),
  };
}

export function lineErrors(line: DestinationPackage, draft: LineDraft): LineErrors {
  const errors = arrivalCountErrors(countOf(line, draft), line.ncantidadingresada);
  return {
    ...(errors.ncantidadbultos && { received: errors.ncantidadbultos }),
    ...(errors.ncantidaddanada && { damaged: errors.ncantidaddanada }),
    ...(errors.smotivodiferencia && { reason: errors.smotivodiferencia }),
  };
}

/** The lines changed since the modal opened, as the PUT takes them, and whether all lines are valid. */
export function pendingCounts(lines: DestinationPackage[], drafts: Record<number, LineDraft>) {
  const counts: PackageCount[] = [];
  let valid = true;
  for (const line of lines) {
    const draft = drafts[line.niditem];
    if (!draft) continue;
    if (Object.keys(lineErrors(line, draft)).length > 0) valid = false;
    if (!same(draft, draftOf(line))) counts.push(countOf(line, draft));
  }
  return { counts, valid };
}

/** 'RA 12 · Pallet (2 despachados)': a line nobody counted, as 'Recepcionar' names it (issue 12). */
export const uncountedLabel = (line: UncountedLine) =>
  `RA ${line.nidra} · ${line.sdestipobulto} (${line.ncantidaddespachada} ${line.ncantidaddespachada === 1 ? 'despachado' : 'despachados'})`;
