// The code on each package label: which RA, and which of its n packages. Written by the labels (PDF and
// ZPL), read back by every scan, in the browser (to tell a label from a typo before sending, also offline)
// and on the server.

/** What a package label's barcode says. */
export interface UnitCode {
  nidra: number;
  k: number;
  n: number;
}

/** The RA number as printed and encoded in barcodes: zero-padded to 6 digits (123 → '000123'). */
export function formatRaNumber(nidra: number): string {
  return String(nidra).padStart(6, '0');
}

function assertUnit(nidra: number, k: number, n: number): void {
  if (!Number.isSafeInteger(nidra) || nidra < 0) throw new RangeError(`Número de RA inválido: ${nidra}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Cantidad de bultos inválida: ${n}`);
  if (!Number.isSafeInteger(k) || k < 1 || k > n) throw new RangeError(`Bulto ${k} fuera de 1..${n}`);
}

/** 'k/n' padded to the width of n (at least 2 digits): '03/05', '007/200'. */
export function formatUnitNumber(k: number, n: number): string {
  const width = Math.max(2, String(n).length);
  return `${String(k).padStart(width, '0')}/${String(n).padStart(width, '0')}`;
}

/**
 * 'RA-000123-03/05': the RA zero-padded to 6 digits, then package k of n, both padded to the width of n
 * (at least 2 digits), so every label of one RA has a code of the same length: 'RA-000123-007/200'.
 */
export function unitCodeText(nidra: number, k: number, n: number): string {
  assertUnit(nidra, k, n);
  return `RA-${formatRaNumber(nidra)}-${formatUnitNumber(k, n)}`;
}

/** The inverse of unitCodeText; null for anything that function would not have written. */
export function parseUnitCode(text: string): UnitCode | null {
  const trimmed = text.trim();
  const match = /^RA-(\d{6,16})-(\d{2,16})\/(\d{2,16})$/.exec(trimmed);
  if (!match) return null;
  const [nidra, k, n] = [Number(match[1]), Number(match[2]), Number(match[3])];
  try {
    // Only the canonical spelling is accepted: 'RA-123-1/5' or 'RA-000123-002/05' are not our labels.
    return unitCodeText(nidra, k, n) === trimmed ? { nidra, k, n } : null;
  } catch {
    return null;
  }
}
