import { displayPlate } from '@carga/domain';
import ExcelJS from 'exceljs';
import {
  header,
  LINES_COLUMNS,
  type LoadingListReportData,
  linesTable,
  sum,
  tableHeader,
} from './loading-list.xlsx.ts';

// 'Lista transportista' (dispatch) and the reception report of 'Entrega de carga' (spec 2 sections 2 and 9).

/** What the carrier signs for: the truck, the seal, and what it carries, without prices. */
export interface CarrierReportData extends LoadingListReportData {
  spatentecamion: string;
  spatenteacoplado: string;
  snombreconductor: string;
  stelefonoconductor: string;
  sselloseguridad: string;
  scomentariodespacho: string;
}

/** The truck, driver and seal a list row holds (the seal saved before dispatch, or the one it left with). */
export function carrierReportOf(
  data: LoadingListReportData,
  l: {
    spatentecamion: string | null;
    spatenteacoplado: string | null;
    snombreconductor: string | null;
    spreftelefonoconductor: string | null;
    nnumtelefonoconductor: string | number | null;
    sselloseguridad: string | null;
    scomentariodespacho: string | null;
  },
): CarrierReportData {
  return {
    ...data,
    // Plates saved before issue 29 were kept as typed ('gh-kl-23').
    spatentecamion: displayPlate(l.spatentecamion) ?? '',
    spatenteacoplado: displayPlate(l.spatenteacoplado) ?? '',
    snombreconductor: l.snombreconductor ?? '',
    stelefonoconductor: [l.spreftelefonoconductor, l.nnumtelefonoconductor].filter(Boolean).join(' '),
    sselloseguridad: l.sselloseguridad ?? '',
    scomentariodespacho: l.scomentariodespacho ?? '',
  };
}

/** 'Lista transportista': the truck and seal, one row per RA and package line, totals, signatures. */
export async function buildCarrierListXlsx(data: CarrierReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = data.fecha;
  const sheet = book.addWorksheet('Lista transportista');
  sheet.columns = [{ width: 22 }, ...LINES_COLUMNS.slice(1)];
  header(sheet, 'Lista transportista', data, [
    ['Patente camión', data.spatentecamion],
    ['Patente acoplado', data.spatenteacoplado],
    ['Conductor', data.snombreconductor],
    ['Teléfono conductor', data.stelefonoconductor],
    ['Sello de seguridad', data.sselloseguridad],
    ['Comentario', data.scomentariodespacho],
  ]);
  linesTable(sheet, data.lines);
  sheet.addRow([]);
  sheet.addRow(['Firma bodega', '', 'Firma conductor']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface ReceptionReportLine {
  nidra: number;
  snomremitente: string;
  snomdestinatario: string;
  sdestipobulto: string;
  ncantidaddespachada: number;
  /** Null while the line was not counted. */
  ncantidadrecibida: number | null;
  ncantidaddanada: number;
  smotivodiferencia: string;
}

export interface ReceptionReportData extends Omit<LoadingListReportData, 'lines'> {
  lines: ReceptionReportLine[];
}

/** The reception report: what left and what arrived, line by line, with the reason of each difference. */
export async function buildReceptionListXlsx(data: ReceptionReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = data.fecha;
  const sheet = book.addWorksheet('Recepción');
  sheet.columns = [
    { width: 18 },
    { width: 30 },
    { width: 30 },
    { width: 16 },
    { width: 13 },
    { width: 13 },
    { width: 13 },
    { width: 13 },
    { width: 40 },
  ];
  header(sheet, 'Recepción de lista de carga', { ...data, lines: [] });
  tableHeader(sheet, [
    'RA',
    'Remitente',
    'Destinatario',
    'Tipo de bulto',
    'Despachados',
    'Recibidos',
    'Faltantes',
    'Dañados',
    'Motivo de la diferencia',
  ]);
  for (const line of data.lines) {
    const counted = line.ncantidadrecibida !== null;
    sheet.addRow([
      line.nidra,
      line.snomremitente,
      line.snomdestinatario,
      line.sdestipobulto,
      line.ncantidaddespachada,
      counted ? line.ncantidadrecibida : 'Sin contar',
      counted ? line.ncantidaddespachada - (line.ncantidadrecibida ?? 0) : '',
      line.ncantidaddanada,
      line.smotivodiferencia,
    ]);
  }
  const counted = data.lines.filter((line) => line.ncantidadrecibida !== null);
  const totals = sheet.addRow([
    'Total',
    '',
    '',
    '',
    sum(data.lines, (l) => l.ncantidaddespachada),
    sum(counted, (l) => l.ncantidadrecibida ?? 0),
    sum(counted, (l) => l.ncantidaddespachada - (l.ncantidadrecibida ?? 0)),
    sum(data.lines, (l) => l.ncantidaddanada),
    '',
  ]);
  totals.font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
