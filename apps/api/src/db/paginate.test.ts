import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { withoutTotal } from './paginate.ts';

// A database that must not be asked: the total comes from the rows, or is 0 for an empty first page.
const untouched = new Proxy({} as Db, {
  get() {
    throw new Error('the count was read');
  },
});
const never = () => {
  throw new Error('the count was built');
};

describe('withoutTotal', () => {
  it('takes the total from the first row and drops the column', async () => {
    const page = {
      rows: [
        { a: 1, ntotalfilas: '42' },
        { a: 2, ntotalfilas: '42' },
      ],
      offset: 10,
    };
    expect(await withoutTotal(untouched, page, never)).toEqual({ rows: [{ a: 1 }, { a: 2 }], total: 42 });
  });

  it('answers 0 for an empty first page without reading the count', async () => {
    expect(await withoutTotal(untouched, { rows: [], offset: 0 }, never)).toEqual({ rows: [], total: 0 });
  });

  it('reads the count for an empty page past the first', async () => {
    await expect(withoutTotal(untouched, { rows: [], offset: 10 }, never)).rejects.toThrow(
      'the count was built',
    );
  });
});
