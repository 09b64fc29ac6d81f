import { IMPORT_MAX_ROWS, importMessages as im } from '@carga/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importRow, lineRow, sheetBytes, upload, writtenCounts } from '../../../test/import-sheet.ts';
import { bearer, drivers, useTestApp } from '../../../test/test-app.ts';
import { IMPORT_COLUMNS } from './columns.ts';

/** A workbook that is a zip but not a spreadsheet: a .docx-like archive ExcelJS cannot read. */
async function notAWorkbookZip() {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('RA').addRow(['x']);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  // Same zip signature, the rest garbled.
  for (let i = 30; i < bytes.length; i += 7) bytes[i] = 0;
  return bytes;
}

describe.each(drivers)('bad import files on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  const { tokens } = ctx;
  const headers = IMPORT_COLUMNS.map((c) => c.header);

  const cases: Array<[string, () => Promise<Buffer>, number, string]> = [
    ['an empty body', async () => Buffer.alloc(0), 400, im.emptyFile],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 400, im.notSpreadsheet],
    ['a CSV', async () => Buffer.from('Grupo;RUT remitente\nA;76086428-5\n'), 400, im.notSpreadsheet],
    ['a zip that is no workbook', notAWorkbookZip, 400, im.notSpreadsheet],
    ['a file of 10 MB and more', async () => Buffer.alloc(10 * 1024 * 1024 + 1, 0x50), 413, im.tooLarge],
    ['the header only', () => sheetBytes([]), 400, im.empty],
    [
      'a column missing',
      () => sheetBytes([importRow()], { headers: headers.filter((h) => h !== 'RUT remitente') }),
      400,
      im.missingColumns(['RUT remitente']),
    ],
    [
      'a column not of the template',
      () => sheetBytes([importRow()], { headers: [...headers, 'Color'] }),
      400,
      im.unknownColumns(['Color']),
    ],
    [
      'a formula',
      () =>
        sheetBytes([importRow(), lineRow('A')], {
          edit: (sheet) => {
            sheet.getCell('AJ3').value = { formula: 'AJ2*2', result: 6 } as ExcelJS.CellFormulaValue;
          },
        }),
      400,
      im.formula('AJ3'),
    ],
    [
      `more than ${IMPORT_MAX_ROWS} rows`,
      () => sheetBytes(Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => lineRow(`G${i}`))),
      400,
      im.tooManyRows,
    ],
  ];

  it.each(cases)(
    'refuses %s with a clear message and writes nothing',
    async (_name, make, status, message) => {
      const before = await writtenCounts(ctx.db);
      const bytes = await make();
      for (const what of ['Validate', 'Confirm'] as const) {
        const response = await upload(ctx.app, tokens.office, what, bytes);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().message).toBe(message);
      }
      expect(await writtenCounts(ctx.db)).toEqual(before);
    },
  );

  it('refuses a file of 100,000 rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('RA');
    sheet.addRow(headers);
    for (let i = 0; i < 100_000; i++) sheet.addRow([`G${i}`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(ctx.app, tokens.office, 'Validate', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(im.tooManyRows);
  });

  it('refuses a body of another type as no spreadsheet', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Shipment/Import/Validate',
      headers: { ...bearer(tokens.office), 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(im.notSpreadsheet);
  });

  it('validates 1,000 rows quickly (timing printed for the bench)', async () => {
    // 250 RAs of 4 package lines each.
    const rows = Array.from({ length: 250 }, (_, g) => [
      importRow({ grupo: `R${g}` }),
      lineRow(`R${g}`),
      lineRow(`R${g}`, { scodtipobulto: 'CAJA' }),
      lineRow(`R${g}`, { sreferencia: `Ref ${g}` }),
    ]).flat();
    const bytes = await sheetBytes(rows);
    const started = performance.now();
    const response = await upload(ctx.app, tokens.office, 'Validate', bytes);
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json().errores).toEqual([]);
    expect(response.json().ras).toHaveLength(250);
    console.info(`[import] validate 1,000 rows (${bytes.length} bytes) on ${driver}: ${ms.toFixed(0)} ms`);
  });
});
