import { formatClp } from '@carga/domain';
import { FONT, GRAY, hRule, type Pdf, setFont, textLine } from '../../../reports/pdf/pdf-layout.ts';
import { documentName, formatDay } from './document-names.ts';
import type { Anexo, DteFirmado } from './types.ts';

// The annex of a letter-format DTE (issue 34): a cuenta corriente factura of one summary line lists the RAs
// it covers after the document, on pages of their own — RA N°, day, route, amount — with their total, which
// is the factura's.

const ROW = 12;
const COLUMNS = { ra: 70, fecha: 70, monto: 90 };

function drawHeader(
  doc: Pdf,
  dte: DteFirmado,
  anexo: Anexo,
  x: number,
  y: number,
  width: number,
  page: number,
) {
  setFont(doc, FONT.bold, 11);
  textLine(doc, `${anexo.titulo}${page > 1 ? ' (continuación)' : ''}`, x, y, width);
  setFont(doc, FONT.regular, 8, GRAY);
  textLine(
    doc,
    `${documentName(dte.tipo)} N° ${dte.folio} · ${formatDay(dte.fechaEmision)}`,
    x,
    y + 14,
    width,
  );
  y += 32;
  setFont(doc, FONT.bold, 8.5);
  const rutaWidth = width - COLUMNS.ra - COLUMNS.fecha - COLUMNS.monto;
  textLine(doc, 'RA N°', x, y, COLUMNS.ra);
  textLine(doc, 'Fecha', x + COLUMNS.ra, y, COLUMNS.fecha);
  textLine(doc, 'Ruta', x + COLUMNS.ra + COLUMNS.fecha, y, rutaWidth);
  textLine(doc, 'Monto', x + width - COLUMNS.monto, y, COLUMNS.monto, 'right');
  hRule(doc, x, y + 11, width, 0.5);
  return y + 15;
}

/** Draws the annex on new letter pages (`addPage` adds one with its marks); one row per RA. */
export function drawAnexo(
  doc: Pdf,
  dte: DteFirmado,
  anexo: Anexo,
  addPage: () => void,
  page: { width: number; height: number; margin: number },
) {
  const x = page.margin;
  const width = page.width - 2 * page.margin;
  const bottom = page.height - page.margin - 30;
  const rutaWidth = width - COLUMNS.ra - COLUMNS.fecha - COLUMNS.monto;
  let pageNumber = 1;
  addPage();
  let y = drawHeader(doc, dte, anexo, x, page.margin + 8, width, pageNumber);
  let total = 0;
  for (const fila of anexo.filas) {
    if (y + ROW > bottom) {
      addPage();
      pageNumber += 1;
      y = drawHeader(doc, dte, anexo, x, page.margin + 8, width, pageNumber);
    }
    setFont(doc, FONT.regular, 8.5);
    textLine(doc, String(fila.ra), x, y, COLUMNS.ra);
    textLine(doc, fila.fecha, x + COLUMNS.ra, y, COLUMNS.fecha);
    textLine(doc, fila.ruta, x + COLUMNS.ra + COLUMNS.fecha, y, rutaWidth - 8);
    textLine(doc, formatClp(fila.monto), x + width - COLUMNS.monto, y, COLUMNS.monto, 'right');
    total += fila.monto;
    y += ROW;
  }
  if (y + 20 > bottom) {
    addPage();
    y = page.margin + 20;
  }
  hRule(doc, x, y + 2, width, 0.5);
  setFont(doc, FONT.bold, 9);
  textLine(doc, `${anexo.filas.length} RA`, x, y + 8, COLUMNS.ra + COLUMNS.fecha);
  textLine(doc, `Total ${formatClp(total)}`, x + width - 200, y + 8, 200, 'right');
}
