import bwipjs from 'bwip-js/node';

// QR codes for the tracking link (issue 16): drawn as vector squares like the labels' Code 128 bars, so
// they stay sharp on any printer and cost no image decoding in pdfkit.

/** A QR symbol as a square grid of modules, row by row; true is dark. */
export interface QrMatrix {
  size: number;
  dark: boolean[];
}

/** Encodes text as a QR code (error correction M: a smudged receipt still reads). */
export function encodeQr(text: string): QrMatrix {
  // eclevel is a BWIPP option the typings do not list.
  const options = { bcid: 'qrcode', text, eclevel: 'M' };
  const [symbol] = bwipjs.raw(options);
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js no devolvió un código QR');
  const { pixs, pixx, pixy } = symbol as { pixs: number[]; pixx: number; pixy: number };
  if (pixx !== pixy) throw new Error('bwip-js devolvió un código QR no cuadrado');
  return { size: pixx, dark: pixs.map((p) => p === 1) };
}

/** Minimal surface of a pdfkit document that drawing squares needs. */
interface RectCanvas {
  rect(x: number, y: number, w: number, h: number): unknown;
  fill(color?: string): unknown;
}

/** Draws the QR at (x, y) in a square of `side` points (quiet zone not included); answers the side. */
export function drawQr(doc: RectCanvas, qr: QrMatrix, x: number, y: number, side: number): number {
  const module = side / qr.size;
  for (let row = 0; row < qr.size; row++) {
    // Runs of dark modules in a row are one rectangle: fewer operators, no hairline seams between them.
    let start = -1;
    for (let col = 0; col <= qr.size; col++) {
      const dark = col < qr.size && qr.dark[row * qr.size + col];
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * module, y + row * module, (col - start) * module, module);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
  return side;
}
