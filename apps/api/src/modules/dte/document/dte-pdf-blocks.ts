import { formatClp, formatDecimal } from '@carga/domain';
import {
  FONT,
  GRAY,
  hRule,
  type Pdf,
  setFont,
  textLine,
  textLines,
  wrapText,
} from '../../../reports/pdf/pdf-layout.ts';
import { documentName, formatDay, formatRut, referenceCodeName, referencedName } from './document-names.ts';
import { drawPdf417, type Pdf417Symbol } from './pdf417.ts';
import type { DteFirmado, PdfOptions } from './types.ts';

// The parts of a DTE's printed form, each drawn at (x, y) in a given width and returning the height it
// used, so that the letter page and the 80 mm roll lay out the same blocks.

export const SII_RED = '#c4161c';
export const PRUEBA_NOTICE = 'DOCUMENTO DE PRUEBA — SIN VALIDEZ TRIBUTARIA';

/** The SII's box: RUT, document name and folio in a red frame, the SII office under it. */
export function drawHeaderBox(
  doc: Pdf,
  dte: DteFirmado,
  opts: PdfOptions,
  x: number,
  y: number,
  width: number,
) {
  const pad = 8;
  setFont(doc, FONT.bold, 11);
  const nameLines = wrapText(doc, documentName(dte.tipo), width - 2 * pad, 2);
  const boxHeight = pad * 2 + 16 + nameLines.length * 14 + 16;
  doc.save().lineWidth(2).strokeColor(SII_RED).rect(x, y, width, boxHeight).stroke().restore();
  let cursor = y + pad;
  setFont(doc, FONT.bold, 12, SII_RED);
  textLine(doc, `R.U.T.: ${formatRut(dte.emisor.rut)}`, x + pad, cursor, width - 2 * pad, 'center');
  cursor += 16;
  setFont(doc, FONT.bold, 11, SII_RED);
  for (const line of nameLines) {
    textLine(doc, line, x + pad, cursor, width - 2 * pad, 'center');
    cursor += 14;
  }
  setFont(doc, FONT.bold, 12, SII_RED);
  textLine(doc, `N° ${dte.folio}`, x + pad, cursor, width - 2 * pad, 'center');
  const office = opts.oficinaSii ? `S.I.I. – ${opts.oficinaSii.toUpperCase()}` : 'S.I.I.';
  setFont(doc, FONT.bold, 9, SII_RED);
  textLine(doc, office, x, y + boxHeight + 4, width, 'center');
  return boxHeight + 16;
}

/** The emisor: razón social, giro, address. */
export function drawEmisor(
  doc: Pdf,
  dte: DteFirmado,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'center',
) {
  const e = dte.emisor;
  setFont(doc, FONT.bold, 11);
  const names = wrapText(doc, e.razonSocial, width, 2);
  let cursor = y;
  for (const line of names) {
    textLine(doc, line, x, cursor, width, align);
    cursor += 13;
  }
  setFont(doc, FONT.regular, 8.5);
  const details = [
    ...wrapText(doc, `Giro: ${e.giro}`, width, 2),
    ...wrapText(doc, [e.direccion, e.comuna, e.ciudad].filter(Boolean).join(', '), width, 2),
  ];
  for (const line of details) {
    textLine(doc, line, x, cursor, width, align);
    cursor += 11;
  }
  return cursor - y;
}

/** Date, and the receptor as the SII asks (boletas: only what the buyer gave). */
export function drawReceptor(doc: Pdf, dte: DteFirmado, x: number, y: number, width: number) {
  const r = dte.receptor;
  const rows: Array<[string, string | undefined]> = [
    // The roll's label column is narrow: 'Fecha de emisión' would be cut to 'Fecha de emi…'.
    [width < 300 ? 'Emisión' : 'Fecha de emisión', formatDay(dte.fechaEmision)],
    ['Señor(es)', r.razonSocial],
    ['R.U.T.', formatRut(r.rut)],
    ['Giro', r.giro],
    ['Dirección', r.direccion],
    ['Comuna', r.comuna],
  ];
  const label = Math.min(90, width * 0.32);
  let cursor = y;
  for (const [name, value] of rows) {
    if (!value) continue;
    setFont(doc, FONT.bold, 8.5);
    textLine(doc, `${name}:`, x, cursor, label);
    setFont(doc, FONT.regular, 8.5);
    textLine(doc, value, x + label, cursor, width - label);
    cursor += 12;
  }
  return cursor - y;
}

/** Column widths of the lines' table: quantity, description, unit price, amount. */
function columns(width: number): [number, number, number, number] {
  const qty = width < 300 ? 32 : 50;
  const money = width < 300 ? 52 : 80;
  return [qty, width - qty - 2 * money, money, money];
}

export const LINE_HEIGHT = 13;

export function drawLinesHeader(doc: Pdf, x: number, y: number, width: number) {
  const [q, d, p, t] = columns(width);
  setFont(doc, FONT.bold, 8.5);
  textLine(doc, 'Cant.', x, y, q - 4, 'right');
  textLine(doc, 'Descripción', x + q + 4, y, d - 8);
  textLine(doc, 'Precio unit.', x + q + d, y, p, 'right');
  textLine(doc, 'Total', x + q + d + p, y, t, 'right');
  hRule(doc, x, y + 11, width, 0.75);
  return LINE_HEIGHT + 2;
}

export function drawLine(doc: Pdf, dte: DteFirmado, index: number, x: number, y: number, width: number) {
  const line = dte.lineas[index];
  if (!line) return 0;
  const [q, d, p, t] = columns(width);
  setFont(doc, FONT.regular, 8.5);
  textLine(doc, formatDecimal(line.cantidad, 6), x, y, q - 4, 'right');
  const mark = line.exento && dte.tipo !== 34 ? ' (exento)' : '';
  // The roll's description column is narrow: the name wraps (up to 3 lines) rather than losing its end.
  const name = wrapText(doc, `${line.nombre}${mark}`, d - 8, 3);
  textLines(doc, name, x + q + 4, y, d - 8, LINE_HEIGHT - 2);
  textLine(doc, formatClp(line.precioUnitario), x + q + d, y, p, 'right');
  textLine(doc, formatClp(line.monto), x + q + d + p, y, t, 'right');
  return LINE_HEIGHT + (name.length - 1) * (LINE_HEIGHT - 2);
}

/** 'Factura electrónica N° 12 del 01/11/2026 — Anula documento: razón', one per reference. */
export function drawReferences(doc: Pdf, dte: DteFirmado, x: number, y: number, width: number) {
  if (dte.referencias.length === 0) return 0;
  setFont(doc, FONT.bold, 8.5);
  textLine(doc, 'Referencias', x, y, width);
  let cursor = y + 12;
  setFont(doc, FONT.regular, 8);
  for (const ref of dte.referencias) {
    const code = referenceCodeName(ref.codigo);
    const text = `${referencedName(ref.tipo)} N° ${ref.folio} del ${formatDay(ref.fecha)}${code ? ` — ${code}` : ''}: ${ref.razon}`;
    for (const line of wrapText(doc, text, width, 3)) {
      textLine(doc, line, x, cursor, width);
      cursor += 10;
    }
  }
  return cursor - y;
}

/** Neto, Exento, IVA 19 %, Total, in pesos with Chilean separators. */
export function drawTotals(doc: Pdf, dte: DteFirmado, x: number, y: number, width: number) {
  const t = dte.totales;
  const taxed = dte.tipo !== 34 && dte.lineas.some((l) => !l.exento);
  const rows: Array<[string, number]> = [];
  if (taxed) rows.push(['Neto', t.neto]);
  if (t.exento > 0 || dte.tipo === 34) rows.push(['Exento', t.exento]);
  if (taxed) rows.push([`IVA ${t.tasaIva} %`, t.iva]);
  rows.push(['Total', t.total]);
  let cursor = y;
  for (const [name, value] of rows) {
    const last = name === 'Total';
    setFont(doc, last ? FONT.bold : FONT.regular, last ? 10 : 9);
    textLine(doc, name, x, cursor, width * 0.5);
    textLine(doc, formatClp(value), x + width * 0.5, cursor, width * 0.5, 'right');
    cursor += last ? 14 : 12;
  }
  return cursor - y;
}

/** The PDF417 with 'Timbre Electrónico SII', the resolution and where to verify, centred under it. */
export function drawTimbre(
  doc: Pdf,
  symbol: Pdf417Symbol,
  opts: PdfOptions,
  x: number,
  y: number,
  width: number,
) {
  // Read as one space by text extraction: the bars are for the scanner.
  doc.markContent('Figure');
  const height = drawPdf417(doc, symbol, x, y, width);
  doc.endMarkedContent();
  let cursor = y + height + 4;
  const year = opts.resolucion.fecha.slice(0, 4);
  setFont(doc, FONT.bold, 8);
  textLine(doc, 'Timbre Electrónico SII', x - 20, cursor, width + 40, 'center');
  cursor += 10;
  setFont(doc, FONT.regular, 7.5, GRAY);
  textLine(doc, `Res. N° ${opts.resolucion.numero} de ${year}`, x - 20, cursor, width + 40, 'center');
  cursor += 9;
  textLine(doc, 'Verifique documento: www.sii.cl', x - 20, cursor, width + 40, 'center');
  return cursor + 9 - y;
}

/** The test notice, red and bold: on every page of a document printed in certification. */
export function drawPruebaNotice(doc: Pdf, x: number, y: number, width: number, size = 10) {
  setFont(doc, FONT.bold, size, SII_RED);
  textLine(doc, PRUEBA_NOTICE, x, y, width, 'center');
}
