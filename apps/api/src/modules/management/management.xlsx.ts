import type {
  DifferencesByRouteResponse,
  IntakeResponse,
  LeadTimeResponse,
  PendingResponse,
  SalesResponse,
} from '@carga/domain';
import { LEAD_TIME_STAGE_LABELS, type LeadTimeStage } from '@carga/domain';
import ExcelJS from 'exceljs';

// 'Exportar' of each 'Gestión' chart: its table as one sheet with typed cells (numbers as numbers, dates
// as dates), a title line with the range, and the header frozen.

type Kind = 'text' | 'int' | 'decimal' | 'money' | 'percent' | 'date' | 'datetime';
interface Column<Row> {
  header: string;
  kind: Kind;
  value: (row: Row) => string | number | null;
  width?: number;
}

const formats: Partial<Record<Kind, string>> = {
  int: '#,##0',
  decimal: '#,##0.000',
  money: '"$"#,##0',
  percent: '0.00',
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
};

const cellOf = (kind: Kind, value: string | number | null) => {
  if (value === null || value === '') return null;
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (kind === 'datetime') return new Date(String(value));
  return value;
};

async function sheetOf<Row>(title: string, range: string, columns: Column<Row>[], rows: Row[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.addRow([`${title} — ${range}`]).font = { bold: true, size: 13 };
  const head = sheet.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width ?? Math.max(12, c.header.length + 2);
    const format = formats[c.kind];
    if (format) column.numFmt = format;
  });
  for (const row of rows) sheet.addRow(columns.map((c) => cellOf(c.kind, c.value(row))));
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Range = { desde: string; hasta: string };
const rangeText = ({ desde, hasta }: Range) => `${desde} a ${hasta}`;

export const intakeXlsx = (q: Range & { agrupar: string }, data: IntakeResponse) =>
  sheetOf(
    `Ingresos por ${q.agrupar === 'semana' ? 'semana' : 'día'}`,
    rangeText(q),
    [
      { header: q.agrupar === 'semana' ? 'Semana (lunes)' : 'Día', kind: 'date', value: (r) => r.periodo },
      { header: 'Oficina', kind: 'text', value: (r) => r.scodoficina },
      { header: 'RAs', kind: 'int', value: (r) => r.ncantidadra },
      { header: 'Bultos', kind: 'int', value: (r) => r.ncantidadbultos },
      { header: 'Peso (kg)', kind: 'decimal', value: (r) => r.npesokg },
      { header: 'Volumen (m³)', kind: 'decimal', value: (r) => r.nvolumenm3 },
    ],
    data.filas,
  );

export const salesXlsx = (q: Range, data: SalesResponse) =>
  sheetOf(
    'Ventas, costos y margen',
    rangeText(q),
    [
      { header: 'Operación', kind: 'int', value: (r) => r.nidoperacion },
      { header: 'Descripción', kind: 'text', value: (r) => r.sdescripcion, width: 30 },
      { header: 'Bodega origen', kind: 'text', value: (r) => r.scodbodegaorigen },
      { header: 'Bodega destino', kind: 'text', value: (r) => r.scodbodegadestino },
      { header: 'Vía', kind: 'text', value: (r) => r.scodigovia },
      { header: 'Creación', kind: 'datetime', value: (r) => r.dfhocreacion, width: 18 },
      { header: 'Venta', kind: 'money', value: (r) => r.nventa },
      { header: 'Costo', kind: 'money', value: (r) => r.ncosto },
      { header: 'Margen', kind: 'money', value: (r) => r.nmargen },
    ],
    data.operaciones,
  );

export const leadTimeXlsx = (q: Range, data: LeadTimeResponse) =>
  sheetOf(
    'Plazos por ruta',
    rangeText(q),
    [
      { header: 'Oficina origen', kind: 'text', value: (r) => r.scodoficinaorigen },
      { header: 'Oficina destino', kind: 'text', value: (r) => r.scodoficinadestino },
      {
        header: 'Etapa',
        kind: 'text',
        value: (r) => LEAD_TIME_STAGE_LABELS[r.setapa as LeadTimeStage] ?? r.setapa,
        width: 24,
      },
      { header: 'RAs', kind: 'int', value: (r) => r.ncantidad },
      { header: 'Mediana (h)', kind: 'int', value: (r) => r.nmediana },
      { header: 'Percentil 90 (h)', kind: 'int', value: (r) => r.np90 },
    ],
    data.rutas,
  );

export const differencesXlsx = (q: Range, data: DifferencesByRouteResponse) =>
  sheetOf(
    'Diferencias en destino',
    rangeText(q),
    [
      { header: 'Mes', kind: 'text', value: (r) => r.mes },
      { header: 'Oficina origen', kind: 'text', value: (r) => r.scodoficinaorigen },
      { header: 'Oficina destino', kind: 'text', value: (r) => r.scodoficinadestino },
      { header: 'Bultos movidos', kind: 'int', value: (r) => r.nmovidas },
      { header: 'Faltantes', kind: 'int', value: (r) => r.nfaltantes },
      { header: 'Dañados', kind: 'int', value: (r) => r.ndanadas },
      { header: '% faltantes', kind: 'percent', value: (r) => r.ntasafaltantes },
      { header: '% dañados', kind: 'percent', value: (r) => r.ntasadanadas },
    ],
    data.filas,
  );

export const pendingXlsx = (q: Range, data: PendingResponse) =>
  sheetOf(
    'RAs en espera',
    rangeText(q),
    [
      { header: 'Bodega', kind: 'text', value: (r) => r.scodbodega },
      { header: 'RA', kind: 'int', value: (r) => r.nidra },
      { header: 'Estado', kind: 'text', value: (r) => r.scodestado },
      { header: 'Ingreso a bodega', kind: 'datetime', value: (r) => r.dfecingresobodega, width: 18 },
      { header: 'Días en espera', kind: 'int', value: (r) => r.ndias },
      { header: 'Sin tarifa', kind: 'text', value: (r) => (r.ssintarifa === 'S' ? 'Sí' : 'No') },
    ],
    data.masAntiguos,
  );
