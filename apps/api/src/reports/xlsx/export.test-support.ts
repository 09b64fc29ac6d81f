import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/test-app.ts';
import { XLSX } from './stream-export.ts';

export type Cell = ExcelJS.CellValue;

/** An export's sheet read back with ExcelJS: the header titles and every row's values. */
export async function readExport(bytes: Buffer, sheetIndex = 0) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex];
  if (!sheet) throw new Error('the export has no sheet');
  const values = (row: ExcelJS.Row) => (row.values as Cell[]).slice(1);
  const header = values(sheet.getRow(1)) as string[];
  const rows: Cell[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(values(row));
  });
  /** A column's values by its title. */
  const column = (title: string) => {
    const i = header.indexOf(title);
    expect(i, `column ${title}`).toBeGreaterThanOrEqual(0);
    return rows.map((row) => row[i]);
  };
  return { sheet, header, rows, column };
}

/** Downloads an export, checks it is an .xlsx answered as an attachment, and reads it back. */
export async function downloadExport(app: TestApp, url: string, token: string) {
  const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  const bytes = response.rawPayload;
  const sheet = await readExport(bytes);
  expect(Number(response.headers['x-total-filas'])).toBe(sheet.rows.length);
  return { ...sheet, bytes, response };
}

/** Every page of a list, walked with `Page` until its `totalPaginas`. */
export async function allPages<T>(
  app: TestApp,
  url: string,
  token: string,
  items: (body: Record<string, unknown>) => T[],
) {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const joiner = url.includes('?') ? '&' : '?';
    const response = await app.inject({
      method: 'GET',
      url: `/api${url}${joiner}Page=${page}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown> & { totalPaginas: number };
    all.push(...items(body));
    if (page >= body.totalPaginas) return all;
  }
}
