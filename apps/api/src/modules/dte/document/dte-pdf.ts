import {
  collectPdf,
  createPdf,
  FONT,
  hRule,
  type Pdf,
  recordDrawing,
  setFont,
  textLine,
} from '../../../reports/pdf/pdf-layout.ts';
import { documentName } from './document-names.ts';
import { drawAnexo } from './dte-pdf-anexo.ts';
import {
  drawEmisor,
  drawHeaderBox,
  drawLine,
  drawLinesHeader,
  drawPruebaNotice,
  drawReceptor,
  drawReferences,
  drawTimbre,
  drawTotals,
  LINE_HEIGHT,
} from './dte-pdf-blocks.ts';
import { encodePdf417, type Pdf417Symbol } from './pdf417.ts';
import type { DteFirmado, PdfOptions } from './types.ts';

// The printed form of a DTE (representación impresa): a letter page, or an 80 mm roll for the counter's
// thermal printer. The timbre is the TED as PDF417, which is what makes the paper verifiable.

const LETTER = { width: 612, height: 792, margin: 36 };
/** 80 mm paper; thermal printers print about 72 mm of it, so 4 mm of margin on each side. */
const ROLL = { width: 226.77, margin: 12 };
/**
 * PDF417 data columns (more when a long TED needs them: PDF417 stops at 90 rows). The SII wants the timbre
 * between 2 × 5 cm and 4 × 9 cm (boletas at least 2 × 4.5 cm) and printed at more than 200 dpi: 20 columns
 * put a ~1.2 KB TED in about 9 × 3.5 cm on a letter page; 12 keep the roll's modules near 0.25 mm, two
 * dots of a 203 dpi thermal printer.
 */
const LETTER_COLUMNS = 20;
const ROLL_COLUMNS = 12;
/** The timbre's width: 9 cm on a letter page. */
const LETTER_TIMBRE_WIDTH = 255;

/** Renders a signed DTE as PDF. */
export async function renderDtePdf(dte: DteFirmado, opts: PdfOptions): Promise<Buffer> {
  const doc = createPdf(`${documentName(dte.tipo)} N° ${dte.folio}`);
  if (opts.formato === 'rollo80') drawRoll(doc, dte, opts, encodePdf417(dte.ted, ROLL_COLUMNS));
  else {
    drawLetter(doc, dte, opts, encodePdf417(dte.ted, LETTER_COLUMNS));
    if (opts.anexo?.filas.length) drawAnexo(doc, dte, opts.anexo, () => addLetterPage(doc, opts), LETTER);
  }
  return collectPdf(doc);
}

function addLetterPage(doc: Pdf, opts: PdfOptions): void {
  doc.addPage({ size: 'LETTER', margin: 0 });
  if (opts.prueba) {
    drawPruebaNotice(doc, LETTER.margin, 14, LETTER.width - 2 * LETTER.margin);
    drawPruebaNotice(doc, LETTER.margin, LETTER.height - 24, LETTER.width - 2 * LETTER.margin);
  }
}

function drawLetter(doc: Pdf, dte: DteFirmado, opts: PdfOptions, symbol: Pdf417Symbol): void {
  const { margin, width: pageWidth, height: pageHeight } = LETTER;
  const content = pageWidth - 2 * margin;
  const boxWidth = 210;
  const timbreHeight = (LETTER_TIMBRE_WIDTH / symbol.columns) * symbol.rowHeight * symbol.rows + 40;
  // The last page keeps room at its foot for the totals and the timbre.
  const footTop = pageHeight - margin - 10 - Math.max(timbreHeight, 80);

  addLetterPage(doc, opts);
  const top = margin + 8;
  const boxHeight = drawHeaderBox(doc, dte, opts, pageWidth - margin - boxWidth, top, boxWidth);
  const emisorHeight = drawEmisor(doc, dte, margin, top, content - boxWidth - 20, 'left');
  let y = top + Math.max(boxHeight, emisorHeight) + 14;
  y += drawReceptor(doc, dte, margin, y, content) + 10;
  y += drawLinesHeader(doc, margin, y, content);

  for (let i = 0; i < dte.lineas.length; i++) {
    // A page holds lines down to its foot; the lines that follow continue on the next page.
    const limit = i === dte.lineas.length - 1 ? footTop - 60 : pageHeight - margin - 30;
    if (y + LINE_HEIGHT > limit) {
      setFont(doc, FONT.regular, 8);
      textLine(doc, 'Continúa en la página siguiente', margin, y + 4, content, 'right');
      addLetterPage(doc, opts);
      setFont(doc, FONT.bold, 10);
      textLine(doc, `${documentName(dte.tipo)} N° ${dte.folio} (continuación)`, margin, margin + 8, content);
      y = margin + 30;
      y += drawLinesHeader(doc, margin, y, content);
    }
    y += drawLine(doc, dte, i, margin, y, content);
  }
  hRule(doc, margin, y + 2, content, 0.5);
  y += 10;
  // The references go above the timbre: measured first, they move to a page of their own if they do not fit.
  const referencesWidth = content - 220;
  const references = recordDrawing(doc, (canvas) => drawReferences(canvas, dte, margin, 0, referencesWidth));
  if (y + references.result > footTop - 6) {
    addLetterPage(doc, opts);
    y = margin + 20;
  }
  drawReferences(doc, dte, margin, y, referencesWidth);
  drawTotals(doc, dte, pageWidth - margin - 200, Math.max(y, footTop), 200);
  drawTimbre(doc, symbol, opts, margin + 10, footTop, LETTER_TIMBRE_WIDTH);
}

/** The whole receipt on one page as long as it needs: drawn once to measure it, then replayed. */
function drawRoll(doc: Pdf, dte: DteFirmado, opts: PdfOptions, symbol: Pdf417Symbol): void {
  const { margin, width: pageWidth } = ROLL;
  const width = pageWidth - 2 * margin;
  const { recording, result: height } = recordDrawing(doc, (canvas) => {
    let y = margin;
    if (opts.prueba) {
      drawPruebaNotice(canvas, margin, y, width, 7.5);
      y += 14;
    }
    y += drawEmisor(canvas, dte, margin, y, width, 'center') + 6;
    y += drawHeaderBox(canvas, dte, opts, margin + 10, y, width - 20) + 8;
    y += drawReceptor(canvas, dte, margin, y, width) + 6;
    y += drawLinesHeader(canvas, margin, y, width);
    for (let i = 0; i < dte.lineas.length; i++) y += drawLine(canvas, dte, i, margin, y, width);
    hRule(canvas, margin, y + 2, width, 0.5);
    y += 8;
    const references = drawReferences(canvas, dte, margin, y, width);
    y += references ? references + 6 : 0;
    y += drawTotals(canvas, dte, margin + width * 0.3, y, width * 0.7) + 10;
    y += drawTimbre(canvas, symbol, opts, margin + 6, y, width - 12) + 6;
    if (opts.prueba) {
      drawPruebaNotice(canvas, margin, y, width, 7.5);
      y += 14;
    }
    return y + margin;
  });
  doc.addPage({ size: [pageWidth, height], margin: 0 });
  recording.replay(doc);
}
