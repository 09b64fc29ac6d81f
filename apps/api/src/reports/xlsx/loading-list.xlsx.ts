import { chileCalendarDay, MEASURES_LABEL, routeLabel } from '@carga/domain';
import ExcelJS from 'exceljs';

// 'Lista bodega' and 'Lista valorizada' (spec 2 sections 2 and 9): pure functions from data to bytes.

export interface LoadingListReportLine {
  nidra: number;
  snomremitente: string;
  snomdestinatario: string;
  sdescripcioncarga: string;
  sdestipobulto: string;
  /** Units of the line on the list, and their weight and volume. */
  ncantidad: number;
  npesokg: number;
  nvolumenm3: number;
  /** One package's measures, 'largo × ancho × alto cm' (the domain's formatMeasures). */
  smedidas: string;
}

export interface LoadingListReportRa {
  nidra: number;
  snomremitente: string;
  snomdestinatario: string;
  ncantidad: number;
  npesokg: number;
  nvolumenm3: number;
  /** The RA's sale on this list, whole CLP. */
  nventa: number;
}

export interface LoadingListReportData {
  scodlistacarga: string;
  nidoperacion: number;
  scodbodegaorigen: string;
  sdesbodegaorigen: string;
  scodbodegadestino: string;
  sdesbodegadestino: string;
  sdesviadespacho: string;
  sdesestadolista: string;
  /** The date printed in the header (the day of the report). */
  fecha: Date;
  lines: LoadingListReportLine[];
  ras: LoadingListReportRa[];
  totalVenta: number;
  totalCosto: number;
  profit: number;
}

export const QUANTITY_FORMAT = '#,##0.00000';
export const CLP_FORMAT = '"$"#,##0';
const DATE_FORMAT = 'dd/mm/yyyy';

export function header(
  sheet: ExcelJS.Worksheet,
  title: string,
  data: LoadingListReportData,
  extra: Array<[string, string | number]> = [],
) {
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow(['Lista de carga', data.scodlistacarga]);
  sheet.addRow(['OP', data.nidoperacion]);
  sheet.addRow([
    'Origen → destino',
    routeLabel(
      { description: data.sdesbodegaorigen, code: data.scodbodegaorigen },
      { description: data.sdesbodegadestino, code: data.scodbodegadestino },
    ),
  ]);
  sheet.addRow(['Vía', data.sdesviadespacho]);
  sheet.addRow(['Estado', data.sdesestadolista]);
  // ExcelJS writes dates as UTC: the cell gets the Chilean day at midnight UTC, shown as that day anywhere.
  const date = sheet.addRow(['Fecha', chileCalendarDay(data.fecha)]);
  date.getCell(2).numFmt = DATE_FORMAT;
  for (const row of extra) sheet.addRow(row);
  sheet.addRow([]);
}

export function tableHeader(sheet: ExcelJS.Worksheet, titles: string[]) {
  const row = sheet.addRow(titles);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7EEF7' } };
    cell.border = { bottom: { style: 'thin' } };
  });
}

export const format = (row: ExcelJS.Row, columns: number[], numFmt: string) => {
  for (const column of columns) row.getCell(column).numFmt = numFmt;
};

/** Sums of quantities are rounded to the 5 decimals they are shown with (0.1 + 0.2 is not 0.3 in binary). */
export const sum = <T>(rows: T[], pick: (row: T) => number) =>
  Math.round(rows.reduce((total, row) => total + pick(row), 0) * 1e5) / 1e5;

/** The RA and package-line rows of a list, with typed totals ('Lista bodega', 'Lista transportista'). */
export function linesTable(sheet: ExcelJS.Worksheet, lines: LoadingListReportLine[]) {
  tableHeader(sheet, [
    'RA',
    'Remitente',
    'Destinatario',
    'Descripción',
    'Tipo de bulto',
    'Bultos',
    'Peso (kg)',
    'Volumen (m³)',
    `${MEASURES_LABEL} (por bulto)`,
  ]);
  for (const line of lines) {
    const row = sheet.addRow([
      line.nidra,
      line.snomremitente,
      line.snomdestinatario,
      line.sdescripcioncarga,
      line.sdestipobulto,
      line.ncantidad,
      line.npesokg,
      line.nvolumenm3,
      line.smedidas,
    ]);
    format(row, [6, 7, 8], QUANTITY_FORMAT);
  }
  const totals = sheet.addRow([
    'Total',
    '',
    '',
    '',
    '',
    sum(lines, (l) => l.ncantidad),
    sum(lines, (l) => l.npesokg),
    sum(lines, (l) => l.nvolumenm3),
  ]);
  totals.font = { bold: true };
  format(totals, [6, 7, 8], QUANTITY_FORMAT);
}

/** Column widths of the lines table. */
export const LINES_COLUMNS = [
  { width: 10 },
  { width: 30 },
  { width: 30 },
  { width: 34 },
  { width: 16 },
  { width: 14 },
  { width: 16 },
  { width: 16 },
];

/** 'Lista bodega': one row per RA and package line on the list, then the totals. */
export async function buildWarehouseListXlsx(data: LoadingListReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = data.fecha;
  const sheet = book.addWorksheet('Lista bodega');
  sheet.columns = LINES_COLUMNS;
  header(sheet, 'Lista bodega', data);
  linesTable(sheet, data.lines);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** 'Lista valorizada': the sale of each RA on the list, then the sale, cost and profit of the list. */
export async function buildValuedListXlsx(data: LoadingListReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = data.fecha;
  const sheet = book.addWorksheet('Lista valorizada');
  sheet.columns = [
    { width: 10 },
    { width: 30 },
    { width: 30 },
    { width: 14 },
    { width: 16 },
    { width: 16 },
    { width: 16 },
  ];
  header(sheet, 'Lista valorizada', data);
  tableHeader(sheet, ['RA', 'Remitente', 'Destinatario', 'Bultos', 'Peso (kg)', 'Volumen (m³)', 'Venta']);
  for (const ra of data.ras) {
    const row = sheet.addRow([
      ra.nidra,
      ra.snomremitente,
      ra.snomdestinatario,
      ra.ncantidad,
      ra.npesokg,
      ra.nvolumenm3,
      ra.nventa,
    ]);
    format(row, [4, 5, 6], QUANTITY_FORMAT);
    format(row, [7], CLP_FORMAT);
  }
  const totals = sheet.addRow([
    'Total',
    '',
    '',
    sum(data.ras, (r) => r.ncantidad),
    sum(data.ras, (r) => r.npesokg),
    sum(data.ras, (r) => r.nvolumenm3),
    data.totalVenta,
  ]);
  totals.font = { bold: true };
  format(totals, [4, 5, 6], QUANTITY_FORMAT);
  format(totals, [7], CLP_FORMAT);
  sheet.addRow([]);
  for (const [label, value] of [
    ['Venta', data.totalVenta],
    ['Costo', data.totalCosto],
    ['Margen', data.profit],
  ] as const) {
    const row = sheet.addRow(['', '', '', '', '', label, value]);
    row.getCell(6).font = { bold: true };
    format(row, [7], CLP_FORMAT);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
