import type { Column, Flow } from './pdf-flow.ts';
import { createPdf, FONT, GRAY, hRule, type Pdf, setFont, setFontToFit, textLine } from './pdf-layout.ts';

// The house style of the A4 reports (the money documents, the hoja de ruta): 'Carga' and the title over a
// rule, the subject and one figure on the right, then sections with fields and tables that run on to
// further pages (pdf-flow.ts).

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** Columns sized in proportion to `weights`, adding up to the page's content width. */
export function columns(specs: Array<Omit<Column, 'width'> & { weight: number }>): Column[] {
  const total = specs.reduce((sum, s) => sum + s.weight, 0);
  return specs.map(({ weight, ...c }) => ({ ...c, width: (CONTENT_WIDTH * weight) / total }));
}
export const money = (header: string, weight = 2): Omit<Column, 'width'> & { weight: number } => ({
  header,
  weight,
  align: 'right',
  numeric: true,
});

export function startDocument(title: string, subtitle: string, right: { label: string; value: string }) {
  const doc = createPdf(`${title} ${subtitle}`);
  doc.addPage({ size: 'A4', margin: MARGIN });
  const flow: Flow = {
    doc,
    y: MARGIN,
    left: MARGIN,
    width: CONTENT_WIDTH,
    bottom: PAGE_HEIGHT - MARGIN - 20,
    newPage() {
      doc.addPage({ size: 'A4', margin: MARGIN });
      return MARGIN;
    },
  };
  flow.y = drawHeader(doc, title, subtitle, right);
  return flow;
}

function drawHeader(doc: Pdf, title: string, subtitle: string, right: { label: string; value: string }) {
  setFont(doc, FONT.bold, 20);
  textLine(doc, 'Carga', MARGIN, MARGIN, 200);
  setFont(doc, FONT.bold, 16);
  textLine(doc, title, MARGIN + 200, MARGIN + 3, CONTENT_WIDTH - 200, 'right');
  hRule(doc, MARGIN, MARGIN + 38, CONTENT_WIDTH, 1.5);
  const top = MARGIN + 48;
  setFont(doc, FONT.regular, 7, GRAY);
  textLine(doc, right.label, MARGIN + CONTENT_WIDTH - 230, top, 230, 'right');
  // A long client name shrinks before it is cut.
  setFontToFit(doc, FONT.bold, subtitle, CONTENT_WIDTH - 240, 18, 10);
  textLine(doc, subtitle, MARGIN, top + 8, CONTENT_WIDTH - 240);
  setFont(doc, FONT.regular, 10.5);
  textLine(doc, right.value, MARGIN + CONTENT_WIDTH - 230, top + 10, 230, 'right');
  hRule(doc, MARGIN, top + 40, CONTENT_WIDTH, 0.75);
  return top + 44;
}
