import bwipjs from 'bwip-js/node';

// The label's text is the domain's (rules/unit-codes.ts): the browser reads it back when a label is scanned.
export {
  parseUnitCode as parsePackageBarcode,
  type UnitCode as PackageBarcode,
  unitCodeText as packageBarcodeText,
} from '@carga/domain';

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
