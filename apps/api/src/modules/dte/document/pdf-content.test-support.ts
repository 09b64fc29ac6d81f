import { inflateSync } from 'node:zlib';

// Reads what a pdfkit document draws without a PDF renderer (poppler is not on every machine): its
// content streams inflated, its text decoded from pdfkit's WinAnsi hex strings, and the rectangles of a
// marked-content section rasterised to pixels for a barcode reader.

/** WinAnsi codes 0x80–0x9F that differ from ISO-8859-1 (the ones a DTE prints). */
const WIN_ANSI: Record<number, string> = { 150: '–', 151: '—', 133: '…', 128: '€', 149: '•' };

/** Every page's content stream, inflated, in page order (pdfkit writes one stream per page). */
export function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const latin = pdf.toString('latin1');
  // A content stream's dictionary holds no other dictionary: match from the last '<<' before it.
  const pattern = /<<((?:(?!<<)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(latin); match; match = pattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    const dictionary = match[1] ?? '';
    // Only page contents: fonts and images are streams too.
    if (/\/Subtype|\/Type/.test(dictionary)) continue;
    const raw = pdf.subarray(start, end);
    const bytes = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    streams.push(bytes.toString('latin1'));
  }
  return streams;
}

export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** The text of each `TJ` operation: one line of text as pdfkit drew it. */
export function textRuns(stream: string): string[] {
  const runs: string[] = [];
  for (const match of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+(?![\d.]))*)\] TJ/g)) {
    let text = '';
    for (const hex of (match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
      const digits = hex[1] ?? '';
      for (let i = 0; i < digits.length; i += 2) {
        const code = Number.parseInt(digits.slice(i, i + 2), 16);
        text += WIN_ANSI[code] ?? String.fromCharCode(code);
      }
    }
    runs.push(text);
  }
  return runs;
}

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type Rect = [number, number, number, number];

/** The filled rectangles (`x y w h re`) of the first `/Figure` section of a stream (the timbre). */
export function figureRects(stream: string): Rect[] {
  const section = /\/Figure[\s\S]*?B[DM]C([\s\S]*?)EMC/.exec(stream)?.[1] ?? '';
  return [...section.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) =>
    m.slice(1, 5).map(Number),
  ) as Rect[];
}

/** Where the figure is drawn, in points from the page's top-left corner. */
export function figureBounds(stream: string): { x: number; y: number; width: number; height: number } {
  const rects = figureRects(stream);
  const x = Math.min(...rects.map(([x]) => x));
  const y = Math.min(...rects.map(([, y]) => y));
  const width = Math.max(...rects.map(([x, , w]) => x + w)) - x;
  const height = Math.max(...rects.map(([, y, , h]) => y + h)) - y;
  return { x, y, width, height };
}

/**
 * The filled rectangles (`x y w h re`) of the first `/Figure` section of a stream, as black on white RGBA
 * pixels, `scale` pixels per module (the narrowest bar) and a quiet zone of 4 modules.
 */
export function rasteriseFigure(stream: string, scale = 4): Pixels {
  const rects = figureRects(stream);
  if (rects.length === 0) throw new Error('no hay rectángulos en la figura');
  const minX = Math.min(...rects.map(([x]) => x));
  const minY = Math.min(...rects.map(([, y]) => y));
  const maxX = Math.max(...rects.map(([x, , w]) => x + w));
  const maxY = Math.max(...rects.map(([, y, , h]) => y + h));
  // The narrowest bar and the lowest row, refined over the whole symbol against rounding.
  const unit = (smallest: number, span: number) => span / Math.round(span / smallest);
  const module = unit(Math.min(...rects.map(([, , w]) => w)), maxX - minX);
  const row = unit(Math.min(...rects.map(([, , , h]) => h)), maxY - minY);
  const rowPx = Math.max(1, Math.round(row / module)) * scale;
  const quiet = 4 * scale;
  const toPx = (value: number) => Math.round(value / module) * scale;
  const toPy = (value: number) => Math.round(value / row) * rowPx;
  const width = toPx(maxX - minX) + 2 * quiet;
  const height = toPy(maxY - minY) + 2 * quiet;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const x0 = toPx(x - minX) + quiet;
    const x1 = toPx(x + w - minX) + quiet;
    const y0 = toPy(y - minY) + quiet;
    const y1 = toPy(y + h - minY) + quiet;
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) {
        const i = (py * width + px) * 4;
        data[i] = 0;
        data[i + 1] = 0;
        data[i + 2] = 0;
      }
    }
  }
  return { data, width, height };
}
