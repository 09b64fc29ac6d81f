import { createHash } from 'node:crypto';
import type { PlannedRa } from './validate.ts';

/** One imported row's fingerprint, kept by the RA's origin office. */
export interface RowPrint {
  fila: number;
  scodoficina: string;
  shash: string;
}

/**
 * A value as the guard compares it: the wizard's schemas already read numbers, dates and codes ('12,5' and
 * 12.5 are one value); texts also lose case and extra whitespace, so the same data saved again (or typed
 * again) is the same row.
 */
function canonical(value: unknown): unknown {
  if (typeof value === 'string')
    return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-CL');
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]);
  return value ?? null;
}

/**
 * The fingerprints of the rows of the RAs a file creates. A row is what it makes: its RA's fields (the
 * group's first row) with its own package line (none for a row without one), read through the wizard's
 * schemas. The group's name and the row's number are left out: they are the file's labels, not the cargo.
 * Rows of the same content in one file are told apart by their order (the second one is 'content #1'), so
 * a file with two equal package lines is the same file again, and each row has its own key.
 */
export function fingerprintRows(planned: PlannedRa[]): RowPrint[] {
  const seen = new Map<string, number>();
  const prints: RowPrint[] = [];
  for (const plan of planned) {
    const { nidra: _nidra, ...stepOne } = plan.stepOne as typeof plan.stepOne & { nidra?: number };
    const ra = { stepOne, conditions: plan.conditions, description: plan.description };
    for (const fila of plan.filas) {
      const line = plan.packages.find((p) => p.fila === fila)?.line ?? null;
      const content = JSON.stringify(canonical({ ra, line }));
      const n = seen.get(content) ?? 0;
      seen.set(content, n + 1);
      prints.push({
        fila,
        scodoficina: plan.stepOne.scodoficinaorigen,
        shash: createHash('sha256').update(`${content}#${n}`).digest('hex'),
      });
    }
  }
  return prints;
}
