// The truck's security seal (issue 14): the one it left with against the one the destination found.

import { sealKey } from './scanned-codes.ts';

/** The origin lets this many days of seal incidents show on its dashboard. */
export const SEAL_INCIDENT_DAYS = 30;

/**
 * Whether the seal found at the destination is another than the one dispatched: spaces around, letter case
 * and what a scanner set for another keyboard layout types do not count (`sealKey`: a scanner and a person
 * type the same seal differently). A list dispatched without a seal (none is recorded) differs from any.
 */
export function sealsDiffer(dispatched: string | null, found: string): boolean {
  return dispatched === null || sealKey(dispatched) !== sealKey(found);
}

/** The RA history's line: 'Sello a la llegada: 12345 (despachado: 12344), distinto al despachado'. */
export function arrivalSealText(dispatched: string | null, found: string): string {
  const verdict = sealsDiffer(dispatched, found) ? 'distinto al despachado' : 'igual al despachado';
  return `Sello a la llegada: ${found} (despachado: ${dispatched ?? 'sin sello'}), ${verdict}`;
}
