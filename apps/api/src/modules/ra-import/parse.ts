import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importMessages as m } from '@carga/domain';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../errors.ts';
import { readZipDirectory } from '../../sheets/zip-guard.ts';
import { DATA_SHEET, IMPORT_COLUMNS } from './columns.ts';

/** One data row: its number in the sheet (the header is row 1) and its cells by the wizard's names. */
export interface SheetRow {
  fila: number;
  values: Record<string, string | undefined>;
}

/** An .xlsx is a zip: its first bytes are a local file header. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const normalizeHeader = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-CL');
const columnByHeader = new Map(IMPORT_COLUMNS.map((c) => [normalizeHeader(c.header), c]));

/** A cell as the text the wizard would have received (numbers and dates too); blank is undefined. */
function cellText(cell: ExcelJS.Cell): string | undefined {
  const value = cell.value;
  if (value === null || value === undefined) return undefined;
  let text: string;
  if (value instanceof Date) text = value.toISOString().slice(0, 10);
  else if (typeof value === 'object' && 'richText' in value)
    text = value.richText.map((r) => r.text).join('');
  else if (typeof value === 'object' && 'text' in value) text = String(value.text);
  else text = String(value);
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

const isFormula = (cell: ExcelJS.Cell) =>
  cell.type === ExcelJS.ValueType.Formula ||
  (typeof cell.value === 'object' &&
    cell.value !== null &&
    ('formula' in cell.value || 'sharedFormula' in cell.value));

/**
 * Reads the file's data sheet ('RA', else the first): a 400 in Spanish, before anything is written, for
 * a file that is not an .xlsx, has other columns than the template's, holds a formula, has more than
 * IMPORT_MAX_ROWS data rows, or none; a 413 for one past 10 MB or expanding past the zip ceilings
 * (sheets/zip-guard.ts). The cheap checks run here; the parse, in a worker thread (sheets/sheet-pool.ts).
 */
export async function readImportSheet(
  bytes: unknown,
  parseInWorker: (file: Buffer) => Promise<SheetRow[]>,
): Promise<SheetRow[]> {
  // A body of another type (JSON, text) reaches here parsed: it is no spreadsheet either.
  if (!Buffer.isBuffer(bytes)) throw badRequest(m.notSpreadsheet, 'archivo');
  if (bytes.length === 0) throw badRequest(m.emptyFile, 'archivo');
  if (bytes.length > IMPORT_MAX_BYTES)
    throw new AppError(413, m.tooLarge, [{ field: 'archivo', message: m.tooLarge }]);
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw badRequest(m.notSpreadsheet, 'archivo');
  readZipDirectory(bytes);
  return parseInWorker(bytes);
}

/** The parse itself, in the sheet worker once the zip guard has passed (sheets/sheet-worker.ts). */
export async function parseImportSheet(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(m.notSpreadsheet, 'archivo');
  }
  const sheet = workbook.getWorksheet(DATA_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw badRequest(m.notSpreadsheet, 'archivo');
  if (sheet.actualRowCount <= 1) throw badRequest(m.empty, 'archivo');
  if (sheet.rowCount - 1 > IMPORT_MAX_ROWS && sheet.actualRowCount - 1 > IMPORT_MAX_ROWS)
    throw badRequest(m.tooManyRows, 'archivo');

  // The header row: every template column, and nothing else.
  const keysByColumn = new Map<number, string>();
  const unknown: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell);
    if (!text) return;
    const column = columnByHeader.get(normalizeHeader(text));
    if (column) keysByColumn.set(col, column.key);
    else unknown.push(text);
  });
  const present = new Set(keysByColumn.values());
  const missing = IMPORT_COLUMNS.filter((c) => !present.has(c.key)).map((c) => c.header);
  if (missing.length) throw badRequest(m.missingColumns(missing), 'archivo');
  if (unknown.length) throw badRequest(m.unknownColumns(unknown), 'archivo');

  const rows: SheetRow[] = [];
  let formula: string | null = null;
  sheet.eachRow({ includeEmpty: false }, (row, fila) => {
    if (fila === 1 || formula) return;
    const values: SheetRow['values'] = {};
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (isFormula(cell)) formula ??= cell.address;
      const key = keysByColumn.get(col);
      const text = cellText(cell);
      if (key && text !== undefined) {
        values[key] = text;
        filled = true;
      }
    });
    if (filled) rows.push({ fila, values });
  });
  if (formula) throw badRequest(m.formula(formula), 'archivo');
  if (rows.length === 0) throw badRequest(m.empty, 'archivo');
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(m.tooManyRows, 'archivo');
  return rows;
}
