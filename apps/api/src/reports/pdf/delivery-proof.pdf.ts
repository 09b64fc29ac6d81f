import { formatDateTime, formatRaNumber } from './format.ts';
import { drawFields, drawSectionTitle, ensureSpace, type Flow } from './pdf-flow.ts';
import { collectPdf, createPdf, FONT, GRAY, hRule, type Pdf, setFont, textLine } from './pdf-layout.ts';
import { drawQr, encodeQr } from './qr.ts';

// The proof of delivery (issue 16): one A4 page a customer keeps or forwards, that says what was handed
// over, to whom, when and where, with the link that follows the cargo. No amounts, no documents.

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TITLE = 'Comprobante de entrega';
const QR_SIDE = 96;
/** The 'Recepción conforme' block: the signature over its line and name, the photo beside it. */
const RECEIPT_HEIGHT = 200;
const COLUMN_GAP = 16;
const SIGNATURE_HEIGHT = 120;

/** What the proof prints: plain data, resolved to Spanish labels by the caller. */
export interface DeliveryProofData {
  nidra: number;
  sender: { name: string };
  recipient: { name: string };
  /** 'Oficina Santiago (OFSCL)': where the cargo came from. */
  origin: string;
  /** The warehouse that handed it over, as people read it. */
  warehouse: string;
  receivedBy: { name: string; rut: string };
  deliveredAt: Date;
  units: { total: number; delivered: number; missing: number; damaged: number };
  /** The hand-over photo (JPG or PNG), when one was taken and its bytes are still there. */
  photo: Buffer | null;
  /** The PNG signature of who received it (every delivery since issue 29), when its bytes are there. */
  signature: Buffer | null;
  trackingCode: string;
  trackingUrl: string;
}

export async function buildDeliveryProofPdf(data: DeliveryProofData): Promise<Buffer> {
  const ra = `RA ${formatRaNumber(data.nidra)}`;
  const doc = createPdf(`${TITLE} ${ra}`);
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
  flow.y = drawHeader(doc, data, ra);
  drawSectionTitle(flow, 'Entrega');
  drawFields(flow, [
    { label: 'Recibido por', value: [data.receivedBy.name, `RUT ${data.receivedBy.rut}`] },
    { label: 'Fecha y hora de entrega', value: formatDateTime(data.deliveredAt) },
    { label: 'Lugar de entrega', value: data.warehouse },
    { label: 'Origen', value: data.origin },
  ]);
  drawSectionTitle(flow, 'Partes');
  drawFields(flow, [
    { label: 'Remitente', value: data.sender.name },
    { label: 'Destinatario', value: data.recipient.name },
  ]);
  drawSectionTitle(flow, 'Bultos');
  const { units } = data;
  drawFields(flow, [
    { label: 'Bultos entregados', value: `${units.delivered} de ${units.total}` },
    { label: 'Bultos faltantes', value: String(units.missing) },
    { label: 'Bultos dañados', value: String(units.damaged) },
    {
      label: 'Bultos no entregados',
      value: String(Math.max(0, units.total - units.delivered)),
    },
  ]);
  drawTracking(flow, data);
  if (data.photo || data.signature) drawReceipt(flow, data);
  drawFooter(doc, ra);
  return collectPdf(doc);
}

function drawHeader(doc: Pdf, data: DeliveryProofData, ra: string): number {
  setFont(doc, FONT.bold, 20);
  textLine(doc, 'Carga', MARGIN, MARGIN, 200);
  setFont(doc, FONT.bold, 16);
  textLine(doc, TITLE, MARGIN + 200, MARGIN + 3, CONTENT_WIDTH - 200, 'right');
  hRule(doc, MARGIN, MARGIN + 38, CONTENT_WIDTH, 1.5);
  const top = MARGIN + 48;
  setFont(doc, FONT.regular, 7, GRAY);
  textLine(doc, 'N° DE RECEPCIÓN', MARGIN, top, 200);
  textLine(doc, 'ENTREGADO EL', MARGIN + CONTENT_WIDTH - 230, top, 230, 'right');
  setFont(doc, FONT.bold, 24);
  textLine(doc, ra, MARGIN, top + 10, CONTENT_WIDTH - 240);
  setFont(doc, FONT.regular, 10.5);
  textLine(doc, formatDateTime(data.deliveredAt), MARGIN + CONTENT_WIDTH - 230, top + 10, 230, 'right');
  hRule(doc, MARGIN, top + 44, CONTENT_WIDTH, 0.75);
  return top + 48;
}

/** The tracking code as text and as a QR of its link, so the proof leads back to the cargo's page. */
function drawTracking(flow: Flow, data: DeliveryProofData): void {
  drawSectionTitle(flow, 'Seguimiento', QR_SIDE + 8);
  ensureSpace(flow, QR_SIDE + 12);
  const { doc } = flow;
  const top = flow.y + 6;
  drawQr(doc, encodeQr(data.trackingUrl), MARGIN, top, QR_SIDE);
  const x = MARGIN + QR_SIDE + 16;
  const width = CONTENT_WIDTH - QR_SIDE - 16;
  setFont(doc, FONT.regular, 7, GRAY);
  textLine(doc, 'CÓDIGO DE SEGUIMIENTO', x, top + 8, width);
  setFont(doc, FONT.bold, 14);
  textLine(doc, data.trackingCode, x, top + 18, width);
  setFont(doc, FONT.regular, 8.5);
  textLine(doc, data.trackingUrl, x, top + 40, width);
  setFont(doc, FONT.regular, 8, GRAY);
  textLine(doc, 'Escanee el código para ver el estado de la carga.', x, top + 56, width);
  flow.y = top + QR_SIDE + 6;
}

/** An image fitted in a box, or a line saying it could not be: an odd file must not cost the proof. */
function drawImage(doc: Pdf, image: Buffer, x: number, y: number, box: [number, number], what: string) {
  try {
    doc.image(image, x, y, { fit: box, align: 'center', valign: 'center' });
  } catch {
    setFont(doc, FONT.italic, 9, GRAY);
    textLine(doc, `${what} no se pudo incluir.`, x, y, box[0]);
  }
}

/** The signature of who received the cargo over a line with their name, and the photo beside it. */
function drawReceipt(flow: Flow, data: DeliveryProofData): void {
  drawSectionTitle(flow, 'Recepción conforme', RECEIPT_HEIGHT);
  ensureSpace(flow, RECEIPT_HEIGHT);
  const { doc } = flow;
  const half = (CONTENT_WIDTH - COLUMN_GAP) / 2;
  const top = flow.y + 6;
  setFont(doc, FONT.regular, 7, GRAY);
  textLine(doc, 'FIRMA DE QUIEN RECIBE', MARGIN, top, half);
  if (data.signature) {
    drawImage(doc, data.signature, MARGIN, top + 12, [half, SIGNATURE_HEIGHT], 'La firma');
  } else {
    setFont(doc, FONT.italic, 9, GRAY);
    textLine(doc, 'Entrega registrada sin firma.', MARGIN, top + 12 + SIGNATURE_HEIGHT / 2, half);
  }
  const line = top + 16 + SIGNATURE_HEIGHT;
  hRule(doc, MARGIN, line, half, 0.75);
  setFont(doc, FONT.bold, 9.5);
  textLine(doc, data.receivedBy.name, MARGIN, line + 5, half);
  setFont(doc, FONT.regular, 9);
  textLine(doc, `RUT ${data.receivedBy.rut}`, MARGIN, line + 18, half);
  if (data.photo) {
    const x = MARGIN + half + COLUMN_GAP;
    setFont(doc, FONT.regular, 7, GRAY);
    textLine(doc, 'FOTO DE LA ENTREGA', x, top, half);
    drawImage(doc, data.photo, x, top + 12, [half, RECEIPT_HEIGHT - 24], 'La foto de la entrega');
  }
  flow.y += RECEIPT_HEIGHT;
}

function drawFooter(doc: Pdf, ra: string): void {
  const y = PAGE_HEIGHT - MARGIN - 10;
  hRule(doc, MARGIN, y - 4, CONTENT_WIDTH, 0.3, GRAY);
  setFont(doc, FONT.regular, 7.5, GRAY);
  textLine(doc, `Carga · ${TITLE} · ${ra}`, MARGIN, y, CONTENT_WIDTH);
}
