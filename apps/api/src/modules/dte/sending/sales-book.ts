import { DTE_TYPE_LABELS, type DteType, dteSendingMessages as m } from '@carga/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client.ts';
import { dteDocuments } from '../../../db/schema.ts';
import { badRequest } from '../../../errors.ts';

// Issue 34: the libro de ventas of a month — every document issued in it (on Chile's calendar), one row
// each with its amounts and state at the SII, and a summary per type where notas de crédito subtract.

const CLP = '"$"#,##0';
const referenced = alias(dteDocuments, 'referenciado');

export interface SalesBookRow {
  ntipo: number;
  nfolio: number;
  dfecemision: Date;
  srutreceptor: string;
  srazonsocialreceptor: string;
  nexento: number;
  nneto: number;
  niva: number;
  ntotal: number;
  sestadosii: string | null;
  sindprueba: string;
  ntiporef: number | null;
  nfolioref: number | null;
}

export interface SalesBookSummary {
  ntipo: number;
  ndocumentos: number;
  nexento: number;
  nneto: number;
  niva: number;
  ntotal: number;
}

/** The month's first instant and the next month's, in Chile. */
function bounds(periodo: string) {
  const [year, month] = periodo.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const at = (ym: string) => sql`(${`${ym}-01`}::date::timestamp at time zone 'America/Santiago')`;
  return { from: at(periodo), to: at(next) };
}

export async function salesBookRows(db: Db, periodo: string): Promise<SalesBookRow[]> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(periodo)) throw badRequest(m.periodInvalid, 'periodo');
  const { from, to } = bounds(periodo);
  const d = dteDocuments;
  return db
    .select({
      ntipo: d.ntipo,
      nfolio: d.nfolio,
      dfecemision: d.dfecemision,
      srutreceptor: d.srutreceptor,
      srazonsocialreceptor: d.srazonsocialreceptor,
      nexento: d.nexento,
      nneto: d.nneto,
      niva: d.niva,
      ntotal: d.ntotal,
      sestadosii: d.sestadosii,
      sindprueba: d.sindprueba,
      ntiporef: referenced.ntipo,
      nfolioref: referenced.nfolio,
    })
    .from(d)
    .leftJoin(referenced, eq(referenced.nid, d.nidreferencia))
    .where(and(sql`${d.dfecemision} >= ${from}`, sql`${d.dfecemision} < ${to}`))
    .orderBy(asc(d.ntipo), asc(d.nfolio));
}

/** Per type, in the order 33, 34, 39, 61; a nota de crédito's amounts count negative. */
export function summarise(rows: SalesBookRow[]): SalesBookSummary[] {
  const byType = new Map<number, SalesBookSummary>();
  for (const row of rows) {
    const sign = row.ntipo === 61 ? -1 : 1;
    const sum = byType.get(row.ntipo) ?? {
      ntipo: row.ntipo,
      ndocumentos: 0,
      nexento: 0,
      nneto: 0,
      niva: 0,
      ntotal: 0,
    };
    sum.ndocumentos += 1;
    sum.nexento += sign * row.nexento;
    sum.nneto += sign * row.nneto;
    sum.niva += sign * row.niva;
    sum.ntotal += sign * row.ntotal;
    byType.set(row.ntipo, sum);
  }
  return [...byType.values()].sort((a, b) => a.ntipo - b.ntipo);
}

const typeName = (tipo: number) => DTE_TYPE_LABELS[tipo as DteType] ?? String(tipo);
/** The instant's day in Chile, as midnight UTC (a spreadsheet shows it as that day everywhere). */
const chileDay = (instant: Date) => {
  const [y, mo, da] = instant
    .toLocaleDateString('en-CA', { timeZone: 'America/Santiago' })
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y!, mo! - 1, da!));
};

export async function salesBookXlsx(periodo: string, rows: SalesBookRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Libro de ventas');
  const title = sheet.addRow(['Libro de ventas', periodo]);
  title.font = { bold: true };
  if (rows.some((row) => row.sindprueba === 'S'))
    sheet.addRow(['Incluye documentos de prueba, sin validez tributaria']);
  sheet.addRow([]);
  const columns: Array<[string, number, string?]> = [
    ['Tipo', 28],
    ['Folio', 10, '0'],
    ['Fecha', 12, 'dd/mm/yyyy'],
    ['RUT receptor', 14],
    ['Razón social', 34],
    ['Exento', 14, CLP],
    ['Neto', 14, CLP],
    ['IVA', 14, CLP],
    ['Total', 14, CLP],
    ['Referencia', 30],
    ['Estado SII', 14],
  ];
  const header = sheet.addRow(columns.map(([name]) => name));
  header.font = { bold: true };
  columns.forEach(([, width], i) => {
    sheet.getColumn(i + 1).width = width;
  });
  const formats = (row: ExcelJS.Row, from = 0) =>
    columns.forEach(([, , format], i) => {
      if (format && i >= from) row.getCell(i + 1).numFmt = format;
    });
  for (const row of rows) {
    const added = sheet.addRow([
      typeName(row.ntipo),
      row.nfolio,
      chileDay(row.dfecemision),
      row.srutreceptor,
      row.srazonsocialreceptor,
      row.nexento,
      row.nneto,
      row.niva,
      row.ntotal,
      row.ntiporef === null ? null : `${typeName(row.ntiporef)} N° ${row.nfolioref}`,
      row.sestadosii ?? 'Sin enviar',
    ]);
    formats(added);
  }
  sheet.views = [{ state: 'frozen', ySplit: header.number }];

  sheet.addRow([]);
  const summaryHeader = sheet.addRow([
    'Resumen por tipo',
    'Documentos',
    null,
    null,
    null,
    'Exento',
    'Neto',
    'IVA',
    'Total',
  ]);
  summaryHeader.font = { bold: true };
  const totals = { ndocumentos: 0, nexento: 0, nneto: 0, niva: 0, ntotal: 0 };
  for (const sum of summarise(rows)) {
    const added = sheet.addRow([
      typeName(sum.ntipo),
      sum.ndocumentos,
      null,
      null,
      null,
      sum.nexento,
      sum.nneto,
      sum.niva,
      sum.ntotal,
    ]);
    formats(added, 5);
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += sum[key];
  }
  const total = sheet.addRow([
    'Total del período',
    totals.ndocumentos,
    null,
    null,
    null,
    totals.nexento,
    totals.nneto,
    totals.niva,
    totals.ntotal,
  ]);
  total.font = { bold: true };
  formats(total, 5);
  return Buffer.from(await book.xlsx.writeBuffer());
}
