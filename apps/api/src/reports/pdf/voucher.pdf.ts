import { formatMeasures, formatPesos, formatRepacks, MEASURES_LABEL, REPACK_LABEL } from '@carga/domain';
import { drawDraftNotice, drawDraftWatermark } from './draft-mark.ts';
import { formatClp, formatDateTime, formatDecimal, formatIsoDate, formatRaNumber } from './format.ts';
import { type Column, drawFields, drawSectionTitle, drawTable, ensureSpace, type Flow } from './pdf-flow.ts';
import {
  collectPdf,
  createPdf,
  FONT,
  GRAY,
  hRule,
  type Pdf,
  setFont,
  setFontToFit,
  textLine,
  wrapText,
} from './pdf-layout.ts';
import { drawQr, encodeQr } from './qr.ts';
import type { RaReportData } from './report-data.ts';

// A4 portrait in points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 20;
const TITLE = 'Comprobante de recepción';
const TAGLINE = 'Expertos en logística nacional e internacional';
/** The tracking QR: 33 modules of ~1.8 pt (0.6 mm), read by any phone camera. */
const QR_SIDE = 60;

const RECEPTION_TYPES: Record<string, string> = { FISIC: 'Carga física', DOCUM: 'Solo documentos' };
const BILLING_PARTIES: Record<string, string> = { DESTI: 'Destinatario', REMIT: 'Remitente', OTRO: 'Otro' };

/** 'Santiago (OFISCL)', the spec's way of naming an office or warehouse; `none` when there is none. */
function place(code: string | null, name: string | null, none: string): string {
  if (!code) return none;
  return name ? `${name} (${code})` : code;
}

const orNone = (value: string | null | undefined, none: string) => (value?.trim() ? value.trim() : none);

/** The reception receipt (A4): who, what, where to, documents and packages, and the signatures. */
export async function buildVoucherPdf(data: RaReportData): Promise<Buffer> {
  const doc = createPdf(`${TITLE} RA ${data.nidra}`, { bufferPages: true });
  const ra = `RA ${formatRaNumber(data.nidra)}`;
  const flow: Flow = {
    doc,
    y: MARGIN,
    left: MARGIN,
    width: CONTENT_WIDTH,
    bottom: PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT,
    newPage() {
      doc.addPage({ size: 'A4', margin: MARGIN });
      setFont(doc, FONT.bold, 9);
      textLine(doc, `${TITLE} · ${ra}`, MARGIN, MARGIN, CONTENT_WIDTH);
      hRule(doc, MARGIN, MARGIN + 14, CONTENT_WIDTH, 0.75);
      return MARGIN + 20;
    },
  };
  doc.addPage({ size: 'A4', margin: MARGIN });
  flow.y = drawHeader(doc, data, ra);
  drawOriginAndDestination(flow, data);
  drawParties(flow, data);
  drawCargo(flow, data);
  drawDocuments(flow, data);
  drawPackages(flow, data);
  drawSignatures(flow, data);
  drawFooters(doc, ra, data.draft === true);
  return collectPdf(doc);
}

function drawHeader(doc: Pdf, data: RaReportData, ra: string): number {
  setFont(doc, FONT.bold, 20);
  textLine(doc, 'Carga', MARGIN, MARGIN, 200);
  setFont(doc, FONT.regular, 8, GRAY);
  textLine(doc, TAGLINE, MARGIN, MARGIN + 23, 250);
  setFont(doc, FONT.bold, 16);
  textLine(doc, TITLE, MARGIN + 250, MARGIN + 3, CONTENT_WIDTH - 250, 'right');
  if (data.draft) drawDraftNotice(doc, MARGIN + 250, MARGIN + 24, CONTENT_WIDTH - 250, 10);
  hRule(doc, MARGIN, MARGIN + 38, CONTENT_WIDTH, 1.5);

  const top = MARGIN + 48;
  const right = 230;
  // The tracking QR sits between the RA number and the dates; the RA number gives up its room.
  const qrRoom = data.trackingUrl ? QR_SIDE + 12 : 0;
  setFont(doc, FONT.regular, 7, GRAY);
  textLine(doc, 'N° DE RECEPCIÓN', MARGIN, top, 200);
  setFontToFit(doc, FONT.bold, ra, CONTENT_WIDTH - right - 10 - qrRoom, 28, 14);
  textLine(doc, ra, MARGIN, top + 10, CONTENT_WIDTH - right - 10 - qrRoom);
  if (data.trackingUrl && data.trackingCode) {
    drawQr(doc, encodeQr(data.trackingUrl), MARGIN + CONTENT_WIDTH - right - qrRoom, top, QR_SIDE);
    setFont(doc, FONT.regular, 7, GRAY);
    textLine(doc, 'SIGA SU CARGA CON EL CÓDIGO', MARGIN, top + 42, CONTENT_WIDTH - right - 10 - qrRoom);
    setFont(doc, FONT.bold, 9);
    textLine(doc, data.trackingCode, MARGIN, top + 51, CONTENT_WIDTH - right - 10 - qrRoom);
  }
  const x = MARGIN + CONTENT_WIDTH - right;
  setFont(doc, FONT.regular, 7, GRAY);
  textLine(doc, 'FECHA DE RECEPCIÓN', x, top, right, 'right');
  textLine(doc, 'ESTADO', x, top + 24, right, 'right');
  setFont(doc, FONT.regular, 10.5);
  textLine(doc, formatDateTime(data.dfecrecepcion), x, top + 9, right, 'right');
  setFont(doc, FONT.bold, 10.5);
  textLine(doc, `${data.sdesestado} (${data.scodestado})`, x, top + 33, right, 'right');
  const bottom = data.trackingUrl ? top + QR_SIDE + 4 : top + 50;
  hRule(doc, MARGIN, bottom, CONTENT_WIDTH, 0.75);
  return bottom + 4;
}

function drawOriginAndDestination(flow: Flow, data: RaReportData): void {
  const { origin, destination } = data;
  drawSectionTitle(flow, 'Origen y destino');
  drawFields(flow, [
    { label: 'Oficina de origen', value: place(origin.office, origin.officeName, 'Sin definir') },
    { label: 'Bodega de origen', value: place(origin.warehouse, origin.warehouseName, 'Sin bodega') },
    { label: 'Oficina de destino', value: place(destination.office, destination.officeName, 'Sin definir') },
    {
      label: 'Bodega de destino',
      value: place(destination.warehouse, destination.warehouseName, 'Sin definir'),
    },
    { label: 'Vía de despacho', value: orNone(data.sdesviadespacho, 'Sin definir') },
    { label: 'Modalidad de envío', value: orNone(data.smodalidadenvio, 'Sin definir') },
    {
      label: 'Tipo de recepción',
      value: RECEPTION_TYPES[data.stiporecepcion] ?? orNone(data.stiporecepcion, 'Sin definir'),
    },
    { label: 'Tracking externo', value: orNone(data.tracking, 'Sin tracking') },
  ]);
}

function drawParties(flow: Flow, data: RaReportData): void {
  const { sender, recipient, agent, billing } = data;
  const party = billing.party ? (BILLING_PARTIES[billing.party] ?? billing.party) : 'Sin definir';
  drawSectionTitle(flow, 'Partes');
  drawFields(flow, [
    { label: 'Remitente', value: [sender.name, `RUT ${sender.rut}`] },
    { label: 'Destinatario', value: [recipient.name, `RUT ${recipient.rut}`, recipient.address ?? null] },
    { label: 'Agente', value: agent ? [agent.name, `RUT ${agent.rut}`] : 'Sin agente' },
    { label: 'Facturar a', value: [party, billing.rut ? `RUT ${billing.rut}` : null] },
    ...(data.payment
      ? [
          {
            label: 'Condición de pago',
            value: [
              data.payment.condition,
              data.payment.due > 0 ? `Monto: ${formatPesos(data.payment.due)}` : null,
            ],
          },
        ]
      : []),
  ]);
}

function drawCargo(flow: Flow, data: RaReportData): void {
  drawSectionTitle(flow, 'Carga');
  drawFields(flow, [
    { label: 'Tipo de carga', value: place(data.cargoType, data.cargoTypeName, 'Sin definir') },
    { label: 'Estado de la carga', value: orNone(data.cargoState, 'Sin definir') },
    { label: 'Descripción', value: orNone(data.description, 'Sin descripción'), wide: true, maxLines: 6 },
    { label: 'Condición', value: orNone(data.condition, 'Sin información'), maxLines: 4 },
    { label: 'Condición adicional', value: orNone(data.additionalCondition, 'Sin información'), maxLines: 4 },
    // Side by side: the receipt stays on one page.
    { label: REPACK_LABEL, value: formatRepacks(data.repacks), maxLines: 3 },
    { label: 'Indicadores', value: data.flags.length ? data.flags.join(' · ') : 'Ninguno', maxLines: 3 },
  ]);
}

function drawDocuments(flow: Flow, data: RaReportData): void {
  drawSectionTitle(flow, 'Documentos asociados');
  if (data.documents.length === 0) {
    drawEmpty(flow, 'No hay documentos adjuntos');
    return;
  }
  const columns: Column[] = [
    { header: 'Tipo de documento', width: 170, maxLines: 2 },
    { header: 'Número', width: 165, maxLines: 2 },
    { header: 'Fecha', width: 80 },
    { header: 'Valor', width: CONTENT_WIDTH - 415, align: 'right', numeric: true },
  ];
  const rows = data.documents.map((d) => [
    d.type,
    d.number,
    formatIsoDate(d.date),
    d.value === null ? 'Sin valor' : formatClp(d.value),
  ]);
  drawTable(flow, columns, rows);
}

function drawPackages(flow: Flow, data: RaReportData): void {
  drawSectionTitle(flow, 'Bultos');
  if (data.packages.length === 0) {
    drawEmpty(flow, 'No hay bultos registrados');
    return;
  }
  const n = (value: number) => formatDecimal(value);
  const columns: Column[] = [
    { header: 'Tipo', width: 68, maxLines: 2 },
    { header: 'Cantidad', width: 40, align: 'right', numeric: true },
    { header: 'Peso unitario (kg)', width: 54, align: 'right', numeric: true },
    { header: 'Peso total (kg)', width: 56, align: 'right', numeric: true },
    { header: MEASURES_LABEL, width: 82, align: 'center', numeric: true },
    { header: 'Volumen (m³)', width: 54, align: 'right', numeric: true },
    { header: 'Peso volumétrico (kg)', width: 58, align: 'right', numeric: true },
    { header: 'Referencia', width: CONTENT_WIDTH - 412, maxLines: 2 },
  ];
  const rows = data.packages.map((p) => [
    p.type,
    n(p.quantity),
    n(p.weightKg),
    n(p.totalWeightKg),
    formatMeasures(p.lengthCm, p.widthCm, p.heightCm),
    n(p.volumeM3),
    n(p.volumetricKg),
    p.reference,
  ]);
  const { totals } = data;
  const totalsRow = [
    'Total',
    n(totals.packages),
    '',
    n(totals.weightKg),
    '',
    n(totals.volumeM3),
    n(totals.volumetricKg),
    '',
  ];
  drawTable(flow, columns, rows, totalsRow);
  drawTotalsSummary(flow, data);
}

/** The RA's package summary, as on the detail screen: the five totals side by side. */
function drawTotalsSummary(flow: Flow, data: RaReportData): void {
  const { doc } = flow;
  const { totals } = data;
  const cells: Array<[label: string, value: string]> = [
    ['Total bultos', formatDecimal(totals.packages)],
    ['Volumen total (m³)', formatDecimal(totals.volumeM3)],
    ['Peso total (kg)', formatDecimal(totals.weightKg)],
    ['Peso volumétrico (kg)', formatDecimal(totals.volumetricKg)],
    ['Densidad (kg/m³)', formatDecimal(totals.density)],
  ];
  ensureSpace(flow, 44);
  flow.y += 8;
  const width = CONTENT_WIDTH / cells.length;
  doc.save().lineWidth(0.75).rect(MARGIN, flow.y, CONTENT_WIDTH, 32).stroke().restore();
  cells.forEach(([label, value], i) => {
    const x = MARGIN + i * width;
    setFont(doc, FONT.regular, 7.5, GRAY);
    textLine(doc, label, x + 5, flow.y + 5, width - 10);
    setFontToFit(doc, FONT.bold, value, width - 10, 11, 6);
    textLine(doc, value, x + 5, flow.y + 16, width - 10);
  });
  flow.y += 32;
}

function drawSignatures(flow: Flow, data: RaReportData): void {
  const { doc } = flow;
  ensureSpace(flow, 72);
  const lineY = flow.y + 50;
  const width = (CONTENT_WIDTH - 60) / 2;
  const right = MARGIN + width + 60;
  hRule(doc, MARGIN, lineY, width, 0.75);
  hRule(doc, right, lineY, width, 0.75);
  setFont(doc, FONT.regular, 9);
  const receivedBy = wrapText(doc, `Recibido por: ${data.receivedBy}`, width, 1)[0] ?? '';
  textLine(doc, receivedBy, MARGIN, lineY + 5, width, 'center');
  textLine(doc, 'Firma del cliente', right, lineY + 5, width, 'center');
  flow.y = lineY + 18;
}

function drawEmpty(flow: Flow, message: string): void {
  ensureSpace(flow, 20);
  setFont(flow.doc, FONT.italic, 9, GRAY);
  textLine(flow.doc, message, flow.left, flow.y + 2, flow.width);
  flow.y += 18;
}

/** Every page's footer; a draft's pages also carry the watermark and the notice. */
function drawFooters(doc: Pdf, ra: string, draft: boolean): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = PAGE_HEIGHT - MARGIN - 10;
    hRule(doc, MARGIN, y - 4, CONTENT_WIDTH, 0.3, GRAY);
    setFont(doc, FONT.regular, 7.5, GRAY);
    textLine(doc, `Carga · ${TITLE} · ${ra}`, MARGIN, y, CONTENT_WIDTH / 3);
    const pageOf = `Página ${i - start + 1} de ${count}`;
    if (draft) {
      drawDraftNotice(doc, MARGIN + CONTENT_WIDTH / 3, y, (CONTENT_WIDTH * 2) / 3 - 70, 7.5);
      drawDraftWatermark(doc, PAGE_WIDTH, PAGE_HEIGHT);
      setFont(doc, FONT.regular, 7.5, GRAY);
    }
    textLine(doc, pageOf, MARGIN + CONTENT_WIDTH - 70, y, 70, 'right');
  }
}
