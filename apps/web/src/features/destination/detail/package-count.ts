import { type DestinationPackage, messages } from '@carga/domain';
import type { PackageCount } from '../api.ts';

// The 'Editar RA' count of one package line as typed (digits only), checked with the server's own
// messages before it is sent: received ≤ dispatched, damaged ≤ received, and a reason for any difference.

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

export const onlyDigits = (text: string) => text.replace(/\D/g, '').slice(0, 4);

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
  const count = countOf(line, draft);
  const errors: LineErrors = {};
  if (count.ncantidadbultos > line.ncantidadingresada) errors.received = messages.receivedOverDispatched;
  if (count.ncantidaddanada > count.ncantidadbultos) errors.damaged = messages.damagedOverReceived;
  const differs = count.ncantidadbultos < line.ncantidadingresada || count.ncantidaddanada > 0;
  if (differs && count.smotivodiferencia === '') errors.reason = messages.differenceReasonRequired;
  return errors;
}

/** The lines changed since the modal opened, as the PUT takes them, and whether all lines are valid. */
export function pendingCounts(lines: DestinationPackage[], drafts: Record<number, LineDraft>) {
  const changed = lines.filter((line) => drafts[line.niditem] && !same(drafts[line.niditem], draftOf(line)));
  const valid = lines.every(
    (line) => !drafts[line.niditem] || Object.keys(lineErrors(line, drafts[line.niditem])).length === 0,
  );
  return { counts: changed.map((line) => countOf(line, drafts[line.niditem])), valid };
}
