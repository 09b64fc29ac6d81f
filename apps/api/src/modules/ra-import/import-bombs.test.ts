import { IMPORT_MAX_EXPANDED_BYTES, IMPORT_MAX_ZIP_ENTRIES, importMessages as im } from '@carga/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importRow, lineRow, sheetBytes, upload, writtenCounts } from '../../../test/import-sheet.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import {
  deflatePart,
  lyingAboutSheet,
  paddedParts,
  plainPart,
  readParts,
  writeZip,
} from '../../../test/zip-bombs.ts';
import { IMPORT_COLUMNS } from './columns.ts';
import { loadImportLookups } from './lookups.repo.ts';
import { buildImportTemplate } from './template.ts';

// Issue 30: a 455 KB .xlsx whose sheet expanded to 450 MB answered 200 after 11 s with the server at
// 1.5 GB and /api/health/live stalled 6 s. Every such file is refused from its zip directory or while
// inflating against a byte budget, in a worker thread, and the server keeps answering meanwhile.

const MB = 1024 * 1024;
/** A refusal takes the time to read a directory, or to inflate at most the 64 MB budget. */
const REFUSAL_MS = 5_000;

const bombs: Record<string, Buffer> = {};

beforeAll(async () => {
  const valid = await sheetBytes([importRow()]);
  // The file: 455 KB, one sheet padded to 450 MB, its size declared honestly.
  const padded = await paddedParts(valid, 450 * MB);
  bombs.honest = writeZip(padded);
  // The same, its directory declaring the sheet's size without the padding: only inflating shows it.
  bombs.lying = writeZip(lyingAboutSheet(padded, 10_000));
  // Eight parts of 40 MB each: every one under the ceiling, together five times over.
  const padding = await deflatePart('pad', '<x>', 40 * MB, '</x>');
  const relleno = Array.from({ length: 8 }, (_, i) => ({ ...padding, name: `xl/media/relleno${i}.xml` }));
  bombs.eightParts = writeZip([...(await paddedParts(valid, 0)), ...relleno]);
  // A thousand tiny parts.
  const tiny = await plainPart('x', Buffer.from('x'));
  bombs.manyParts = writeZip([
    ...(await Promise.all([...readParts(valid)].map(([name, content]) => plainPart(name, content)))),
    ...Array.from({ length: 1000 }, (_, i) => ({ ...tiny, name: `xl/media/parte${i}.xml` })),
  ]);
}, 120_000);

describe.each(drivers)('xlsx zip bombs on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  const { tokens } = ctx;

  const cases: Array<[string, string, number, string]> = [
    ['a sheet expanding to 450 MB', 'honest', 413, im.expandsTooMuch],
    ['a sheet whose declared size lies', 'lying', 413, im.expandsTooMuch],
    ['eight parts of 40 MB', 'eightParts', 413, im.expandsTooMuch],
    [`more than ${IMPORT_MAX_ZIP_ENTRIES} parts`, 'manyParts', 413, im.tooManyEntries],
  ];

  it.each(cases)(
    'refuses %s quickly, with a clear message, writing nothing',
    async (_name, bomb, status, message) => {
      const bytes = bombs[bomb] as Buffer;
      expect(bytes.length).toBeLessThan(5 * MB);
      const before = await writtenCounts(ctx.db);
      for (const what of ['Validate', 'Confirm'] as const) {
        const started = performance.now();
        const response = await upload(ctx.app, tokens.office, what, bytes);
        const ms = performance.now() - started;
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toEqual({ message, errors: [{ field: 'archivo', message }] });
        expect(ms).toBeLessThan(REFUSAL_MS);
      }
      expect(await writtenCounts(ctx.db)).toEqual(before);
    },
  );

  it('keeps /api/health/live answering while bombs are refused', async () => {
    const uploads = Promise.all(
      ['honest', 'lying', 'lying'].map((bomb) =>
        upload(ctx.app, tokens.office, 'Validate', bombs[bomb] as Buffer),
      ),
    );
    let pending = true;
    void uploads.finally(() => {
      pending = false;
    });
    // Each turn asks, then sleeps 10 ms: a stalled event loop delays either, as it would a probe.
    const waits: number[] = [];
    while (pending && Math.max(0, ...waits) < 2000) {
      const started = performance.now();
      const live = await ctx.call('GET', '/api/health/live');
      expect(live.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
      waits.push(performance.now() - started);
    }
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(500);
    for (const response of await uploads) expect(response.statusCode).toBe(413);
  });

  it('still validates a 5,000-row file made from the template', async () => {
    const template = await buildImportTemplate(await loadImportLookups(ctx.db));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('RA') as ExcelJS.Worksheet;
    const keys = IMPORT_COLUMNS.map((c) => c.key);
    for (let g = 0; g < 2500; g++) {
      const description = `Repuestos de maquinaria agrícola, lote ${g}, embalados en origen`;
      for (const row of [importRow({ grupo: `G${g}`, sdescripcioncarga: description }), lineRow(`G${g}`)]) {
        sheet.addRow(keys.map((k) => (row as Record<string, unknown>)[k] ?? null));
      }
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const expanded = [...readParts(bytes).values()].reduce((sum, part) => sum + part.length, 0);
    expect(expanded).toBeLessThan(IMPORT_MAX_EXPANDED_BYTES / 3);
    const started = performance.now();
    const response = await upload(ctx.app, tokens.office, 'Validate', bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errores).toEqual([]);
    expect(response.json().ras).toHaveLength(2500);
    console.info(
      `[import] validate 5,000 template rows (${bytes.length} bytes, ${expanded} expanded) on ${driver}: ${(performance.now() - started).toFixed(0)} ms`,
    );
  });
});
