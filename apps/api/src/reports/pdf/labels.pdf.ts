import { formatMeasures } from '@carga/domain';
import { drawCode128, encodeCode128, packageBarcodeText } from './barcode.ts';
import { formatDate, formatDecimal, formatRaNumber } from './format.ts';
import {
  collectPdf,
  createPdf,
  FONT,
  GRAY,
  hRule,
  type Pdf,
  type Recording,
  recordDrawing,
  setFont,
  setFontToFit,
  textLine,
  textLines,
  vRule,
  wrapText,
} from './pdf-layout.ts';
import { drawQr, encodeQr } from './qr.ts';
import { labelPlace, type RaReportData, type RaReportPackage } from './report-data.ts';

// A6 portrait in points (105 × 148 mm).
const PAGE_WIDTH = 297.64;
const PAGE_HEIGHT = 419.53;
const MARGIN = 14;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Also printed on the ZPL labels. */
export const COMPANY = 'Carga';
export const TAGLINE = 'Expertos en logística nacional e internacional';
/** Code 128 asks for 10 modules of blank space on each side of the bars. */
const QUIET_ZONE_MODULES = 10;
/** 0.46 mm: wide enough for any scanner, and for 200 dpi thermal printers. */
const MAX_MODULE_WIDTH = 1.3;
/** Bar height: 25 to 35 mm, taller bars forgive a tilted hand scanner. */
const MIN_BARCODE_HEIGHT = 70;
const MAX_BARCODE_HEIGHT = 100;

export interface PackageUnit {
  /** 1-based position of this unit among all the RA's packages. */
  k: number;
  n: number;
  line: RaReportPackage;
}

/** One entry per physical package: a line with quantity 3 gives 3 units, numbered across all lines. */
export function listPackageUnits(packages: RaReportPackage[]): PackageUnit[] {
  for (const line of packages) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`Cantidad de bultos inválida: ${line.quantity}`);
    }
  }
  const n = packages.reduce((sum, line) => sum + line.quantity, 0);
  const units: PackageUnit[] = [];
  for (const line of packages) {
    for (let i = 0; i < line.quantity; i++) units.push({ k: units.length + 1, n, line });
  }
  return units;
}

/**
 * The units to label: all of them, or only unit k (`only`, the reprint of one label); numbered across all
 * the RA's lines either way.
 */
export function selectPackageUnits(data: RaReportData, only?: number) {
  const all = listPackageUnits(data.packages);
  if (all.length === 0) throw new RangeError(`El RA ${data.nidra} no tiene bultos que etiquetar`);
  if (only === undefined) return all;
  const unit = all.find((u) => u.k === only);
  if (!unit) throw new RangeError(`Bulto ${only} fuera de 1..${all.length}`);
  return [unit];
}

/** One A6 label per package, laid out like a GS1 logistics label: free text, readable data, barcode. */
export async function buildLabelsPdf(data: RaReportData, options: { only?: number } = {}): Promise<Buffer> {
  const doc = createPdf(`Etiquetas RA ${data.nidra}`, { size: 'A6', margin: 0 });
  addLabelPages(doc, data, options.only);
  return collectPdf(doc);
}

/** The labels of several RAs in one PDF (an import's), each RA's as buildLabelsPdf prints them. */
export async function buildManyLabelsPdf(title: string, all: RaReportData[]): Promise<Buffer> {
  const doc = createPdf(title, { size: 'A6', margin: 0 });
  for (const data of all) addLabelPages(doc, data);
  return collectPdf(doc);
}

function addLabelPages(doc: Pdf, data: RaReportData, only?: number) {
  const units = selectPackageUnits(data, only);
  const n = units[0]?.n ?? 0;
  // What every label of the RA shares is laid out once; each package line's block once per line.
  const shared = recordDrawing(doc, (canvas) => drawSharedBlocks(canvas, data, n));
  const packageBlocks = new Map<RaReportPackage, { recording: Recording; result: number }>();
  for (const unit of units) {
    doc.addPage({ size: 'A6', margin: 0 });
    shared.recording.replay(doc);
    const { count, packageTop } = shared.result;
    setFont(doc, FONT.bold, COUNT_SIZE);
    textLine(doc, countText(unit.k, unit.n), count.x, count.y, count.width);
    let block = packageBlocks.get(unit.line);
    if (!block) {
      block = recordDrawing(doc, (canvas) => drawPackage(canvas, unit.line, packageTop));
      packageBlocks.set(unit.line, block);
    }
    block.recording.replay(doc);
    hRule(doc, MARGIN, block.result, CONTENT_WIDTH, 1.5);
    drawBarcode(doc, packageBarcodeText(data.nidra, unit.k, unit.n), block.result);
  }
}

/** Everything above the package's own data; returns where the per-package parts go. */
function drawSharedBlocks(doc: Pdf, data: RaReportData, n: number) {
  let y = drawHeader(doc, data, MARGIN);
  hRule(doc, MARGIN, y, CONTENT_WIDTH, 1.5);
  const identity = drawIdentity(doc, data, n, y + 6);
  y = identity.bottom;
  hRule(doc, MARGIN, y, CONTENT_WIDTH);
  y = drawRoute(doc, data, y);
  hRule(doc, MARGIN, y, CONTENT_WIDTH);
  y = drawRecipient(doc, data, y + 5);
  hRule(doc, MARGIN, y, CONTENT_WIDTH);
  return { count: identity.count, packageTop: y };
}

/** Free-text block: who ships, from which office, when. */
function drawHeader(doc: Pdf, data: RaReportData, top: number): number {
  setFont(doc, FONT.bold, 14);
  const companyWidth = doc.widthOfString(COMPANY);
  doc.text(COMPANY, MARGIN, top, { lineBreak: false });
  // Same baseline as the company name: Helvetica's ascender is 0.718 em.
  setFont(doc, FONT.regular, 7.5);
  textLine(
    doc,
    `— ${TAGLINE}`,
    MARGIN + companyWidth + 4,
    top + 0.718 * (14 - 7.5),
    CONTENT_WIDTH - companyWidth - 4,
  );
  setFont(doc, FONT.regular, 8);
  const date = `Recepción ${formatDate(data.dfecrecepcion)}`;
  const dateWidth = doc.widthOfString(date);
  textLine(doc, date, MARGIN + CONTENT_WIDTH - dateWidth, top + 19, dateWidth);
  const office = `Oficina de origen: ${data.origin.officeName} (${data.origin.office})`;
  textLine(doc, office, MARGIN, top + 19, CONTENT_WIDTH - dateWidth - 8);
  return top + 32;
}

const COUNT_SIZE = 15;
const countText = (k: number, n: number) => `Bulto ${k} de ${n}`;

/**
 * The RA number, large, sized to leave room for the widest 'Bulto k de n' of the RA; returns where each
 * label writes its own count.
 */
function drawIdentity(doc: Pdf, data: RaReportData, n: number, top: number) {
  setFont(doc, FONT.bold, COUNT_SIZE);
  const countWidth = doc.widthOfString(countText(n, n));
  setFont(doc, FONT.regular, 6.5, GRAY);
  textLine(doc, 'N° DE RECEPCIÓN (RA)', MARGIN, top, 150);
  textLine(doc, 'BULTO', MARGIN + CONTENT_WIDTH - countWidth, top, countWidth);
  const ra = `RA ${formatRaNumber(data.nidra)}`;
  const available = CONTENT_WIDTH - countWidth - 10;
  setFontToFit(doc, FONT.bold, ra, available, 28, 14);
  textLine(doc, ra, MARGIN, top + 8, available);
  const count = { x: MARGIN + CONTENT_WIDTH - countWidth, y: top + 13, width: countWidth };
  return { count, bottom: top + 42 };
}

/** Origin and destination side by side, office codes large for sorting at a glance. */
function drawRoute(doc: Pdf, data: RaReportData, top: number): number {
  const { origin, destination } = data;
  const gap = 12;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const places = [
    { title: 'ORIGEN', ...labelPlace(origin) },
    { title: 'DESTINO', ...labelPlace(destination) },
  ];
  let bottom = top;
  places.forEach((place, i) => {
    const x = MARGIN + i * (columnWidth + gap);
    setFont(doc, FONT.regular, 6.5, GRAY);
    textLine(doc, place.title, x, top + 5, columnWidth);
    setFont(doc, FONT.bold, 13);
    textLine(doc, place.code, x, top + 13, columnWidth);
    setFont(doc, FONT.regular, 8);
    let y = top + 28;
    y += textLines(doc, wrapText(doc, place.name, columnWidth, 2), x, y, columnWidth, 9.5);
    setFont(doc, FONT.regular, 8, GRAY);
    y += textLines(doc, wrapText(doc, `Bodega: ${place.warehouse}`, columnWidth, 2), x, y, columnWidth, 9.5);
    bottom = Math.max(bottom, y + 4);
  });
  vRule(doc, MARGIN + columnWidth + gap / 2, top, bottom - top);
  return bottom;
}

/** The tracking QR beside the recipient: 33 modules of ~1.2 pt (0.43 mm), for a phone held close. */
const LABEL_QR_SIDE = 40;

function drawRecipient(doc: Pdf, data: RaReportData, top: number): number {
  // With a tracking code the recipient's texts give the QR its column on the right.
  const qr = data.trackingCode && data.trackingUrl ? LABEL_QR_SIDE : 0;
  const width = qr ? CONTENT_WIDTH - qr - 8 : CONTENT_WIDTH;
  setFont(doc, FONT.regular, 6.5, GRAY);
  textLine(doc, 'DESTINATARIO', MARGIN, top, width);
  setFont(doc, FONT.bold, 12);
  let y = top + 8;
  y += textLines(doc, wrapText(doc, data.recipient.name, width, 2), MARGIN, y, width, 14);
  setFont(doc, FONT.regular, 9);
  textLine(doc, `RUT ${data.recipient.rut}`, MARGIN, y + 1, width);
  y += 12;
  if (data.trackingCode) {
    // The customer's tracking code (issue 16), on a line of its own and never cut: a code of wide letters
    // ('W', 'M') did not fit beside the RUT and was ellipsized.
    const text = `Seguimiento ${data.trackingCode}`;
    let size = 7.5;
    setFont(doc, FONT.bold, size);
    while (doc.widthOfString(text) > width && size > 5) {
      size -= 0.5;
      setFont(doc, FONT.bold, size);
    }
    textLine(doc, text, MARGIN, y, width);
    y += 10;
  }
  if (data.recipient.address) {
    setFont(doc, FONT.regular, 8);
    y += textLines(doc, wrapText(doc, data.recipient.address, width, 2), MARGIN, y + 1, width, 10);
  }
  if (qr && data.trackingUrl) {
    drawQr(doc, encodeQr(data.trackingUrl), MARGIN + CONTENT_WIDTH - qr, top + 2, qr);
    y = Math.max(y, top + qr + 2);
  }
  return y + 5;
}

/** This package's weight, type and reference. */
function drawPackage(doc: Pdf, line: RaReportPackage, top: number): number {
  const gap = 8;
  const weightWidth = 100;
  const typeWidth = 72;
  const cells = [
    { title: 'PESO DEL BULTO', x: MARGIN, width: weightWidth },
    { title: 'TIPO DE BULTO', x: MARGIN + weightWidth + gap, width: typeWidth },
    {
      title: 'REFERENCIA',
      x: MARGIN + weightWidth + typeWidth + 2 * gap,
      width: CONTENT_WIDTH - weightWidth - typeWidth - 2 * gap,
    },
  ] as const;
  for (const cell of cells) {
    setFont(doc, FONT.regular, 6.5, GRAY);
    textLine(doc, cell.title, cell.x, top + 5, cell.width);
  }
  // The weight is never cut: the font shrinks until it fits.
  const weight = `${formatDecimal(line.weightKg)} kg`;
  setFontToFit(doc, FONT.bold, weight, cells[0].width, 16, 7);
  textLine(doc, weight, cells[0].x, top + 14, cells[0].width);
  // Under the weight, its measures as written everywhere: largo × ancho × alto.
  const measures = formatMeasures(line.lengthCm, line.widthCm, line.heightCm);
  setFontToFit(doc, FONT.regular, measures, cells[0].width, 8, 5);
  textLine(doc, measures, cells[0].x, top + 33, cells[0].width);
  setFont(doc, FONT.bold, 9);
  const typeHeight = textLines(
    doc,
    wrapText(doc, line.type, cells[1].width, 3),
    cells[1].x,
    top + 14,
    cells[1].width,
    10.5,
  );
  setFont(doc, FONT.regular, 9);
  const refLines = wrapText(doc, line.reference || '—', cells[2].width, 3);
  const refHeight = textLines(doc, refLines, cells[2].x, top + 14, cells[2].width, 10.5);
  const height = Math.max(45, 14 + Math.max(typeHeight, refHeight) + 4);
  vRule(doc, cells[1].x - gap / 2, top, height);
  vRule(doc, cells[2].x - gap / 2, top, height);
  return top + height;
}

/** The package's Code 128, as wide as the label allows, with its text under it, centred in the space left. */
function drawBarcode(doc: Pdf, text: string, top: number): void {
  const pattern = encodeCode128(text);
  const moduleWidth = Math.min(MAX_MODULE_WIDTH, CONTENT_WIDTH / (pattern.modules + 2 * QUIET_ZONE_MODULES));
  const width = pattern.modules * moduleWidth;
  const textSize = 11;
  const space = PAGE_HEIGHT - MARGIN - top;
  const barsHeight = Math.max(MIN_BARCODE_HEIGHT, Math.min(MAX_BARCODE_HEIGHT, space - textSize - 24));
  const barsTop = top + (space - barsHeight - textSize - 4) / 2;
  drawCode128(doc, pattern, MARGIN + (CONTENT_WIDTH - width) / 2, barsTop, moduleWidth, barsHeight);
  setFont(doc, FONT.bold, textSize);
  textLine(doc, text, MARGIN, barsTop + barsHeight + 4, CONTENT_WIDTH, 'center');
}
