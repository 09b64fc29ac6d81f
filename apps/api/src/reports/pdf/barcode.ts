import bwipjs from 'bwip-js/node';
import { formatRaNumber } from './format.ts';

/** What a package label's barcode says: which RA, and which of its n packages. */
export interface PackageBarcode {
  nidra: number;
  k: number;
  n: number;
}

function assertPackage(nidra: number, k: number, n: number): void {
  if (!Number.isSafeInteger(nidra) || nidra < 0) throw new RangeError(`Número de RA inválido: ${nidra}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Cantidad de bultos inválida: ${n}`);
  if (!Number.isSafeInteger(k) || k < 1 || k > n) throw new RangeError(`Bulto ${k} fuera de 1..${n}`);
}

/**
 * 'RA-000123-03/05': the RA zero-padded to 6 digits, then package k of n, both padded to the width of n
 * (at least 2 digits), so every label of one RA has a code of the same length: 'RA-000123-007/200'.
 */
export function packageBarcodeText(nidra: number, k: number, n: number): string {
  assertPackage(nidra, k, n);
  const width = Math.max(2, String(n).length);
  return `RA-${formatRaNumber(nidra)}-${String(k).padStart(width, '0')}/${String(n).padStart(width, '0')}`;
}

/** The inverse of packageBarcodeText; null for anything that function would not have written. */
export function parsePackageBarcode(text: string): PackageBarcode | null {
  const match = /^RA-(\d{6,16})-(\d{2,16})\/(\d{2,16})$/.exec(text.trim());
  if (!match) return null;
  const [nidra, k, n] = [Number(match[1]), Number(match[2]), Number(match[3])];
  try {
    // Only the canonical spelling is accepted: 'RA-123-1/5' or 'RA-000123-002/05' are not our labels.
    return packageBarcodeText(nidra, k, n) === text.trim() ? { nidra, k, n } : null;
  } catch {
    return null;
  }
}

/** A Code 128 symbol as alternating bar and space widths in modules, starting with a bar. */
export interface Code128Pattern {
  widths: number[];
  /** Total width in modules, without quiet zones. */
  modules: number;
}

/**
 * Encodes text as Code 128 with bwip-js (it picks code sets A/B/C and the check character).
 *
 * The labels draw the bars as vector rectangles instead of embedding bwip-js's PNG: measured on 200
 * labels, `toBuffer` costs ~4 ms per code (~750 ms per RA) plus pdfkit's work on RGBA images, while the
 * pattern costs ~0.1 ms, and vector bars stay sharp at any printer resolution. Nothing is cached: every
 * label's code is different.
 */
export function encodeCode128(text: string): Code128Pattern {
  // The default export's `raw` is bwip-js's ToRaw; the named `raw` export is the "raw" symbology.
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js no devolvió un código lineal');
  const widths = symbol.sbs;
  return { widths, modules: widths.reduce((sum, w) => sum + w, 0) };
}

/** Minimal surface of a pdfkit document that drawing bars needs. */
interface RectCanvas {
  rect(x: number, y: number, w: number, h: number): unknown;
  fill(color?: string): unknown;
}

/** Draws the bars at (x, y) with the given module width; returns the symbol's width in points. */
export function drawCode128(
  doc: RectCanvas,
  pattern: Code128Pattern,
  x: number,
  y: number,
  moduleWidth: number,
  height: number,
): number {
  let cursor = x;
  pattern.widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * moduleWidth, height);
    cursor += w * moduleWidth;
  });
  doc.fill('#000000');
  return pattern.modules * moduleWidth;
}
