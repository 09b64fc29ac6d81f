import { importMessages as im } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { importRow, sheetBytes } from '../../test/import-sheet.ts';
import { createSheetReader } from './sheet-pool.ts';

// The worker threads that parse every xlsx the server reads (issue 30): a parse past its heap or its time
// is ended and answered with a 413, and no more than `concurrency` run at once.

/** Room for a small file's parse, not for 5,000 rows'. */
const HEAP_MB = 48;
const rows = Array.from({ length: 5000 }, (_, i) =>
  importRow({
    grupo: `G${i}`,
    sdescripcioncarga: `Repuestos de maquinaria agrícola, lote ${i}, embalados en origen`,
  }),
);

describe('the sheet reader', () => {
  it('reads a sheet in a worker', async () => {
    const sheets = createSheetReader({ concurrency: 1, heapMb: 256, timeoutMs: 30_000, maxWaiting: 8 });
    try {
      const read = await sheets.run('importSheet', await sheetBytes([importRow()]));
      expect(read).toEqual([
        { fila: 2, values: expect.objectContaining({ grupo: 'A', ncantidadbultos: '3' }) },
      ]);
    } finally {
      await sheets.close();
    }
  });

  it('answers the errors of the parse as they were thrown', async () => {
    const sheets = createSheetReader({ concurrency: 1, heapMb: 256, timeoutMs: 30_000, maxWaiting: 8 });
    try {
      await expect(sheets.run('importSheet', await sheetBytes([]))).rejects.toMatchObject({
        statusCode: 400,
        message: im.empty,
        errors: [{ field: 'archivo', message: im.empty }],
      });
    } finally {
      await sheets.close();
    }
  });

  it('refuses a parse that passes the heap ceiling, then reads the next file', async () => {
    const sheets = createSheetReader({ concurrency: 1, heapMb: HEAP_MB, timeoutMs: 60_000, maxWaiting: 8 });
    try {
      await expect(sheets.run('importSheet', await sheetBytes(rows))).rejects.toMatchObject({
        statusCode: 413,
        message: im.tooHeavy,
      });
      expect(await sheets.run('importSheet', await sheetBytes([importRow()]))).toHaveLength(1);
    } finally {
      await sheets.close();
    }
  });

  it('refuses a parse that passes its time', async () => {
    const sheets = createSheetReader({ concurrency: 1, heapMb: 256, timeoutMs: 50, maxWaiting: 8 });
    try {
      await expect(sheets.run('importSheet', await sheetBytes(rows))).rejects.toMatchObject({
        statusCode: 413,
        message: im.tooHeavy,
      });
    } finally {
      await sheets.close();
    }
  });

  it('runs no more than `concurrency` parses at once', async () => {
    const sheets = createSheetReader({ concurrency: 2, heapMb: 256, timeoutMs: 30_000, maxWaiting: 8 });
    const bytes = await sheetBytes([importRow()]);
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, sheets.running());
    }, 1);
    try {
      const read = await Promise.all(Array.from({ length: 5 }, () => sheets.run('importSheet', bytes)));
      expect(read).toHaveLength(5);
      expect(most).toBe(2);
    } finally {
      clearInterval(watch);
      await sheets.close();
    }
  });

  it('answers 503 past `maxWaiting` files waiting their turn, and reads the others', async () => {
    const sheets = createSheetReader({ concurrency: 1, heapMb: 256, timeoutMs: 30_000, maxWaiting: 2 });
    const bytes = await sheetBytes([importRow()]);
    try {
      const answers = await Promise.allSettled(
        Array.from({ length: 5 }, () => sheets.run('importSheet', bytes)),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
      const refused = answers.filter((a) => a.status === 'rejected');
      expect(refused).toHaveLength(2);
      for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 503, message: im.busy });
    } finally {
      await sheets.close();
    }
  });
});
