import { PassThrough } from 'node:stream';
import { chileWallClock } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { readExport } from './export.test-support.ts';
import { cellValue, type ExportColumn, exportFileName, keysetBatches, writeXlsx } from './stream-export.ts';

describe('stream-export', () => {
  it('types the cells: numbers, CLP and Chilean wall-clock dates across daylight saving changes', () => {
    expect(cellValue('integer', '42')).toBe(42);
    expect(cellValue('clp', 1500.4)).toBe(1500.4);
    expect(cellValue('decimal', 'x')).toBeNull();
    expect(cellValue('text', null)).toBeNull();
    expect(cellValue('date', '2026-04-05')).toEqual(new Date('2026-04-05T00:00:00Z'));
    // Every hour around Chile's 2026 changes (April and September) reads as Chile's clock does.
    for (const start of [Date.UTC(2026, 3, 4, 20), Date.UTC(2026, 8, 5, 20)]) {
      for (let h = 0; h < 14; h++) {
        const instant = new Date(start + h * 3_600_000 + 61_000);
        const c = chileWallClock(instant);
        const expected = new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
        expect(cellValue('datetime', instant)).toEqual(expected);
        expect(cellValue('date', instant.toISOString())).toEqual(
          new Date(Date.UTC(c.year, c.month - 1, c.day)),
        );
      }
    }
    expect(exportFileName('recepciones', new Date('2026-11-26T02:00:00Z'))).toBe(
      'recepciones-2026-11-25.xlsx',
    );
  });

  it('reads ahead one batch and stops at a short one', async () => {
    const asked: Array<number | undefined> = [];
    const source = keysetBatches(
      async (after: number | undefined, limit) => {
        asked.push(after);
        const start = after ?? 0;
        return Array.from({ length: Math.max(0, Math.min(limit, 7 - start)) }, (_, i) => start + i + 1);
      },
      (n) => n,
      3,
    );
    const seen: number[] = [];
    for await (const batch of source) seen.push(...batch);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('sends the first bytes while the rows are still being read, and the file reads back', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* rows() {
      yield Array.from({ length: 3_000 }, (_, i) => ({ n: i, at: new Date(Date.UTC(2026, 0, 1, 12)) }));
      await held;
      yield [{ n: 3_000, at: new Date(Date.UTC(2026, 0, 1, 12)) }];
    }
    const columns: ExportColumn<{ n: number; at: Date }>[] = [
      { header: 'N', type: 'integer', value: (r) => r.n },
      { header: 'Fecha', type: 'datetime', value: (r) => r.at },
    ];
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = writeXlsx(output, { name: 'x', sheet: 'Prueba', columns, rows: rows() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = chunks.reduce((n, c) => n + c.length, 0);
    expect(before).toBeGreaterThan(0);
    release();
    await done;
    const file = await readExport(Buffer.concat(chunks));
    expect(file.header).toEqual(['N', 'Fecha']);
    expect(file.rows).toHaveLength(3_001);
    expect(file.column('Fecha')[0]).toEqual(new Date(Date.UTC(2026, 0, 1, 9)));
  });
});
