import bwipjs from 'bwip-js/node';
import { DteError } from './dte-error.ts';

// The timbre's PDF417, drawn as vector rectangles (as the labels' Code 128: sharp at any printer's
// resolution). The SII asks for error correction level 5; the symbol holds the TED's ISO-8859-1 bytes
// (`binarytext`: bwip-js would otherwise re-encode ñ and á as UTF-8).

export interface Pdf417Symbol {
  /** One entry per module, row after row, 1 for a bar. */
  pixs: number[];
  /** Modules per row. */
  columns: number;
  /** Rows of `pixs`. */
  rows: number;
  /** Height of each row of `pixs`, in module widths. */
  rowHeight: number;
}

/**
 * The symbol with about `dataColumns` columns: BWIPP refuses some column counts for some lengths
 * ("insufficient capacity", and PDF417 stops at 90 rows), so the nearest counts that work are tried next,
 * fewer before more.
 */
export function encodePdf417(ted: string, dataColumns: number): Pdf417Symbol {
  for (let step = 0; step <= 12; step++) {
    const columns = dataColumns + (step % 2 === 0 ? step / 2 : -(step + 1) / 2);
    if (columns < 1 || columns > 30) continue;
    try {
      return encodeWithColumns(ted, columns);
    } catch (error) {
      // 928 codewords at most, 64 of them for correction level 5: no column count helps.
      if (String(error).includes('dataTooLong')) break;
    }
  }
  throw new DteError('El timbre electrónico no cabe en un PDF417 con nivel de corrección 5');
}

function encodeWithColumns(ted: string, columns: number): Pdf417Symbol {
  // A variable, not a literal: bwip-js's types do not list PDF417's own options (eclevel, columns).
  const options = { bcid: 'pdf417', text: ted, eclevel: 5, columns, binarytext: true };
  const [symbol] = bwipjs.raw(options);
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js no devolvió un PDF417');
  const rows = symbol.pixs.length / symbol.pixx;
  return { pixs: symbol.pixs, columns: symbol.pixx, rows, rowHeight: symbol.pixy / rows };
}

interface RectCanvas {
  rect(x: number, y: number, w: number, h: number): unknown;
  fill(color?: string): unknown;
}

/** Draws the symbol with its top-left at (x, y), `width` wide; returns its height. */
export function drawPdf417(
  doc: RectCanvas,
  symbol: Pdf417Symbol,
  x: number,
  y: number,
  width: number,
): number {
  const module = width / symbol.columns;
  const rowHeight = module * symbol.rowHeight;
  for (let row = 0; row < symbol.rows; row++) {
    let col = 0;
    while (col < symbol.columns) {
      if (symbol.pixs[row * symbol.columns + col]) {
        const start = col;
        while (col < symbol.columns && symbol.pixs[row * symbol.columns + col]) col++;
        doc.rect(x + start * module, y + row * rowHeight, (col - start) * module, rowHeight);
      } else {
        col++;
      }
    }
  }
  doc.fill('#000000');
  return symbol.rows * rowHeight;
}
