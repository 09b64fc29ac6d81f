import { FONT, type Pdf, setFont, textLine } from './pdf-layout.ts';

/**
 * What a receipt printed before the RA is finished says of itself (issue 29): it has no tracking code yet
 * and its state is 'En creación', so on paper it must never pass for the receipt handed to the customer.
 */
export const DRAFT_NOTICE = 'BORRADOR — no válido como comprobante';
const DRAFT_WORD = 'BORRADOR';
export const DRAFT_RED = '#c92a2a';

/** The notice in red, bold, right-aligned on one line: for the header and the footer. */
export function drawDraftNotice(doc: Pdf, x: number, y: number, width: number, size = 9): void {
  setFont(doc, FONT.bold, size, DRAFT_RED);
  textLine(doc, DRAFT_NOTICE, x, y, width, 'right');
}

/**
 * 'BORRADOR' across the page's diagonal, translucent so the data under it stays legible; drawn over the
 * content, so neither a table nor a photocopy can hide it.
 */
export function drawDraftWatermark(doc: Pdf, pageWidth: number, pageHeight: number): void {
  const angle = (-Math.atan2(pageHeight, pageWidth) * 180) / Math.PI;
  const diagonal = Math.hypot(pageWidth, pageHeight);
  // The word spans two thirds of the diagonal, whatever the page size.
  setFont(doc, FONT.bold, 100, DRAFT_RED);
  const size = (100 * diagonal * 0.66) / doc.widthOfString(DRAFT_WORD);
  // Read by text extraction (copying, screen readers, pdftotext) as one space: the word is for the eye,
  // and its big letters would otherwise be mixed into the lines of the receipt they cross.
  doc.markContent('Span', { actual: ' ' });
  doc.save();
  doc.rotate(angle, { origin: [pageWidth / 2, pageHeight / 2] });
  setFont(doc, FONT.bold, size, DRAFT_RED);
  doc.fillOpacity(0.12);
  textLine(doc, DRAFT_WORD, pageWidth / 2 - diagonal / 2, pageHeight / 2 - size * 0.35, diagonal, 'center');
  doc.restore();
  doc.endMarkedContent();
}
