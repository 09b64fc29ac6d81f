import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { preparedWindow, withoutTotal } from './paginate.ts';

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

describe('preparedWindow', () => {
  const text = (page: { limit: number; offset: number }) => {
    const w = preparedWindow(page);
    const query = new PgDialect().sqlToQuery(
      sql`select 1 limit ${w.limit}${w.offset ? sql` offset ${w.offset}` : sql``}`,
    );
    return { sql: query.sql, shape: w.shape, values: w.values };
  };

  it('writes the page size into the text and no offset on the first page: PostgreSQL can keep one plan', () => {
    expect(text({ limit: 10, offset: 0 })).toEqual({
      sql: 'select 1 limit 10',
      shape: 'limit 10',
      values: {},
    });
  });

  it("puts a later page's offset in a slot, and says so in the shape", () => {
    const later = text({ limit: 10, offset: 4990 });
    expect(later.sql).toBe('select 1 limit 10 offset $1');
    expect(later.shape).toBe('limit 10 offset');
    expect(later.values).toEqual({ offset: 4990 });
  });
});
