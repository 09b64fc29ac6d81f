import type { CajaDetail, ReceivablesResponse, StatementResponse } from '@carga/domain';
import ExcelJS from 'exceljs';
import { cellValue, type ExportColumn } from '../../reports/xlsx/stream-export.ts';

// The 'Exportar' of the money documents (issue 33): typed cells as the list exports write them (amounts as
// numbers in '$#,##0', instants on Chile's clock), a few title lines, then each table with its header.

const FORMATS: Record<string, string | undefined> = {
  integer: '0',
  clp: '"$"#,##0',
  datetime: 'dd/mm/yyyy hh:mm:ss',
  date: 'dd/mm/yyyy',
};

/** A sheet: title lines (label, value), a blank row, then the table; the header row is frozen. */
function addSheet<Row>(
  book: ExcelJS.Workbook,
  name: string,
  head: Array<[string, string | number]>,
  columns: ExportColumn<Row>[],
  rows: Row[],
) {
  const sheet = book.addWorksheet(name.slice(0, 31));
  for (const [label, value] of head) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (typeof value === 'number') row.getCell(2).numFmt = FORMATS.clp as string;
  }
  if (head.length > 0) sheet.addRow([]);
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width ?? Math.max(14, c.header.length + 2);
  });
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c) => cellValue(c.type, c.value(row))));
    columns.forEach((c, i) => {
      const format = FORMATS[c.type];
      if (format) added.getCell(i + 1).numFmt = format;
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
}

const toBuffer = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

type Line = StatementResponse['lineas'][number];
type Abono = StatementResponse['abonos'][number];

export async function statementXlsx(s: StatementResponse): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const lines: ExportColumn<Line>[] = [
    { header: 'RA', type: 'integer', value: (l) => l.nidra },
    { header: 'Fecha', type: 'date', value: (l) => l.dfecrecepcion },
    { header: 'Origen', type: 'text', value: (l) => l.scodoficinaorigen },
    { header: 'Destino', type: 'text', value: (l) => l.scodoficinadestino },
    { header: 'Estado', type: 'text', value: (l) => l.sdesestado, width: 24 },
    { header: 'Monto', type: 'clp', value: (l) => l.nmonto },
    { header: 'Abonado', type: 'clp', value: (l) => l.nabonado },
    { header: 'Saldo', type: 'clp', value: (l) => l.nsaldo },
  ];
  addSheet(
    book,
    'Estado de cuenta',
    [
      ['Cliente', s.cliente.snombrecliente],
      ['RUT', s.cliente.srutcliente],
      ['Período', `${s.desde} a ${s.hasta}`],
      ['Saldo anterior', s.nsaldoanterior],
      ['Cargos del período', s.ntotalcargos],
      ['Abonos del período', s.ntotalabonos],
      ['Saldo', s.nsaldo],
    ],
    lines,
    s.lineas,
  );
  const abonos: ExportColumn<Abono>[] = [
    { header: 'N° abono', type: 'integer', value: (a) => a.nidpago },
    { header: 'Fecha', type: 'datetime', value: (a) => a.dfecpago },
    { header: 'Medio de pago', type: 'text', value: (a) => a.sdesmediopago },
    { header: 'Referencia', type: 'text', value: (a) => a.sreferencia },
    { header: 'RA pagados', type: 'text', value: (a) => a.nidras.join(', '), width: 30 },
    { header: 'Monto', type: 'clp', value: (a) => a.nmonto },
  ];
  addSheet(book, 'Abonos', [], abonos, s.abonos);
  return toBuffer(book);
}

type Receivable = ReceivablesResponse['list'][number];

export async function receivablesXlsx(fecha: string, rows: Receivable[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const columns: ExportColumn<Receivable>[] = [
    { header: 'RUT', type: 'text', value: (r) => r.srut },
    { header: 'Cliente', type: 'text', value: (r) => r.snombre, width: 34 },
    { header: '0–30 días', type: 'clp', value: (r) => r.n0a30 },
    { header: '31–60 días', type: 'clp', value: (r) => r.n31a60 },
    { header: '61–90 días', type: 'clp', value: (r) => r.n61a90 },
    { header: 'Más de 90 días', type: 'clp', value: (r) => r.nmas90 },
    { header: 'Total', type: 'clp', value: (r) => r.ntotal },
    { header: 'Límite de crédito', type: 'clp', value: (r) => r.nlimitecredito },
  ];
  addSheet(book, 'Cuentas por cobrar', [['Fecha', fecha]], columns, rows);
  return toBuffer(book);
}

type Total = CajaDetail['totales'][number];
type Movement = CajaDetail['movimientos'][number];

export async function cajaXlsx(c: CajaDetail): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const totals: ExportColumn<Total>[] = [
    { header: 'Medio de pago', type: 'text', value: (t) => t.sdesmediopago },
    { header: 'Esperado', type: 'clp', value: (t) => t.nesperado },
    { header: 'Contado', type: 'clp', value: (t) => t.ncontado },
    { header: 'Diferencia', type: 'clp', value: (t) => t.ndiferencia },
  ];
  addSheet(
    book,
    `Caja ${c.nidcaja}`,
    [
      ['Responsable', `${c.snombreusuario} (${c.susuario})`],
      ['Lugar', `${c.snomlugar} (${c.scodlugar})`],
      ['Estado', c.sdesestado],
      ['Apertura', c.dfecapertura],
      ['Cierre', c.dfeccierre ?? ''],
      ['Monto inicial', c.nmontoinicial],
      ['Motivo de la diferencia', c.smotivodiferencia ?? ''],
    ],
    totals,
    c.totales,
  );
  const moves: ExportColumn<Movement>[] = [
    { header: 'N°', type: 'integer', value: (m) => m.nidpago },
    { header: 'Fecha', type: 'datetime', value: (m) => m.dfecpago },
    { header: 'Tipo', type: 'text', value: (m) => m.sdestipo },
    { header: 'Anulado', type: 'text', value: (m) => (m.sindanulado === 'S' ? 'Sí' : 'No') },
    { header: 'RA', type: 'integer', value: (m) => m.nidra },
    { header: 'Cliente', type: 'text', value: (m) => m.snomcliente },
    { header: 'Medio de pago', type: 'text', value: (m) => m.sdesmediopago },
    { header: 'Referencia', type: 'text', value: (m) => m.sreferencia },
    { header: 'Recibido', type: 'clp', value: (m) => m.nmontorecibido },
    { header: 'Vuelto', type: 'clp', value: (m) => m.nvuelto },
    { header: 'Monto', type: 'clp', value: (m) => m.nmonto },
    { header: 'Motivo', type: 'text', value: (m) => m.smotivo },
    { header: 'Usuario', type: 'text', value: (m) => m.susuario },
  ];
  addSheet(book, 'Movimientos', [], moves, c.movimientos);
  return toBuffer(book);
}
