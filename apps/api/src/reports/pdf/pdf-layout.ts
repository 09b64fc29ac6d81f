import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** pdfkit's built-in fonts: WinAnsi covers Spanish (á é í ó ú ñ ü ¿ ¡), °, ³, ×, · and —, nothing more. */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const GRAY = '#555555';
export const LIGHT_GRAY = '#dddddd';
export const BLACK = '#000000';
const ELLIPSIS = '…';

/** A new document with its metadata; pages are added by the builder. */
export function createPdf(title: string, options: PDFKit.PDFDocumentOptions = {}): Pdf {
  return new PDFDocument({
    autoFirstPage: false,
    info: { Title: title, Author: 'Carga', Creator: 'Carga' },
    ...options,
  });
}

/** Ends the document and resolves with its bytes. */
export function collectPdf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function setFont(doc: Pdf, font: string, size: number, color = BLACK): Pdf {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Sets the largest font size from `max` down to `min` at which text fits `width`; returns that size. */
export function setFontToFit(
  doc: Pdf,
  font: string,
  text: string,
  width: number,
  max: number,
  min: number,
): number {
  let size = max;
  setFont(doc, font, size);
  while (size > min && doc.widthOfString(text) > width) setFont(doc, font, --size);
  return size;
}

/** The text cut to fit `width` in the current font, ending in '…' when something was cut. */
export function ellipsize(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(text.slice(0, mid).trimEnd() + ELLIPSIS) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0
    ? doc.widthOfString(ELLIPSIS) <= width
      ? ELLIPSIS
      : ''
    : text.slice(0, low).trimEnd() + ELLIPSIS;
}

/**
 * Word-wraps text into at most `maxLines` lines of `width` in the current font; a word wider than a line
 * is split, and the last line ends in '…' when text is left over. Never overflows.
 */
export function wrapText(doc: Pdf, text: string, width: number, maxLines: number): string[] {
  let rest = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  while (rest.length > 0 && lines.length < maxLines - 1) {
    let line = '';
    let taken = 0;
    for (const word of rest) {
      const candidate = line ? `${line} ${word}` : word;
      if (doc.widthOfString(candidate) > width) break;
      line = candidate;
      taken++;
    }
    if (taken > 0) {
      lines.push(line);
      rest = rest.slice(taken);
    } else {
      // One word wider than the line: split it where it stops fitting.
      // The loop runs only while words are left, so there is a first one.
      const [word = '', ...others] = rest;
      let cut = word.length - 1;
      while (cut > 1 && doc.widthOfString(word.slice(0, cut)) > width) cut--;
      lines.push(word.slice(0, cut));
      rest = [word.slice(cut), ...others];
    }
  }
  // The last allowed line takes everything left, cut with '…' if it does not fit.
  if (rest.length > 0) lines.push(ellipsize(doc, rest.join(' '), width));
  return lines;
}

export type Align = 'left' | 'center' | 'right';

/**
 * One line of text at (x, y) inside `width`, cut with '…' if needed. Positioned by hand with
 * lineBreak off, so pdfkit never wraps it or adds a page on its own.
 */
export function textLine(doc: Pdf, text: string, x: number, y: number, width: number, align: Align = 'left') {
  const fitted = ellipsize(doc, text, width);
  const textWidth = doc.widthOfString(fitted);
  const left =
    align === 'right' ? x + width - textWidth : align === 'center' ? x + (width - textWidth) / 2 : x;
  doc.text(fitted, left, y, { lineBreak: false });
}

/** Lines drawn one under the other; returns the height used. */
export function textLines(
  doc: Pdf,
  lines: string[],
  x: number,
  y: number,
  width: number,
  lineHeight: number,
  align: Align = 'left',
): number {
  lines.forEach((line, i) => {
    textLine(doc, line, x, y + i * lineHeight, width, align);
  });
  return lines.length * lineHeight;
}

export function hRule(doc: Pdf, x: number, y: number, width: number, thickness = 0.75, color = BLACK) {
  doc
    .save()
    .lineWidth(thickness)
    .strokeColor(color)
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke()
    .restore();
}

export function vRule(doc: Pdf, x: number, y: number, height: number, thickness = 0.75, color = BLACK) {
  doc
    .save()
    .lineWidth(thickness)
    .strokeColor(color)
    .moveTo(x, y)
    .lineTo(x, y + height)
    .stroke()
    .restore();
}

/** Drawing calls captured once, to be repeated on any page. */
export interface Recording {
  replay(doc: Pdf): void;
}

// Calls that answer a question about the text instead of drawing: they run at once on the real document.
const MEASURES = new Set<PropertyKey>(['widthOfString', 'heightOfString', 'currentLineHeight']);
// Calls that change how later text is measured: they run at once, and are recorded too.
const FONT_STATE = new Set<PropertyKey>(['font', 'fontSize']);

/**
 * Runs `draw` against a stand-in for `doc` that measures with the real document but only records what is
 * drawn. Used for the parts of a label that are the same on every page: their text is fitted (measured,
 * cut, wrapped) once per document instead of once per page, which is where pdfkit spends its time.
 */
/** Calls a pdfkit method by name; a name pdfkit does not have is a bug in the recording, not a no-op. */
function callMethod(doc: Pdf, name: PropertyKey, args: unknown[]): unknown {
  const method = (doc as unknown as Record<PropertyKey, unknown>)[name];
  if (typeof method !== 'function') throw new Error(`pdfkit has no method ${String(name)}`);
  return method.apply(doc, args);
}

export function recordDrawing<T>(doc: Pdf, draw: (canvas: Pdf) => T): { recording: Recording; result: T } {
  const calls: Array<[PropertyKey, unknown[]]> = [];
  const canvas: Pdf = new Proxy(doc, {
    get(_, name) {
      if (MEASURES.has(name)) return (...args: unknown[]) => callMethod(doc, name, args);
      return (...args: unknown[]) => {
        calls.push([name, args]);
        if (FONT_STATE.has(name)) callMethod(doc, name, args);
        return canvas;
      };
    },
  });
  const result = draw(canvas);
  const recording: Recording = {
    replay(page) {
      for (const [name, args] of calls) callMethod(page, name, args);
    },
  };
  return { recording, result };
}
