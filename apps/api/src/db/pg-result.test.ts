import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { pgAddFields } from './pg-result.ts';

const Result = createRequire(import.meta.url)('pg/lib/result.js') as {
  prototype: { addFields: unknown };
};

describe("node-postgres' results read as arrays", () => {
  it("replaces pg's addFields, which still builds the object only rows read as objects use", () => {
    expect(Result.prototype.addFields).not.toBe(pgAddFields);
    // If pg stops building this object, the replacement has nothing left to save: remove it.
    expect(String(pgAddFields)).toContain('_prebuiltEmptyResultObject');
    expect(String(pgAddFields)).toContain('getTypeParser');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads rows as arrays and as objects, typed as before',
    async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        const text = `select 7::int as n, 1.5::numeric as d, true as b, null::text as t, 'x' as s`;
        const types = { getTypeParser: pg.types.getTypeParser };
        const arrays = await client.query({ text, rowMode: 'array', types });
        expect(arrays.rows).toEqual([[7, '1.5', true, null, 'x']]);
        expect(arrays.fields.map((f) => f.name)).toEqual(['n', 'd', 'b', 't', 's']);
        const objects = await client.query(text);
        expect(objects.rows).toEqual([{ n: 7, d: '1.5', b: true, t: null, s: 'x' }]);
        const none = await client.query({ text: 'select 1 where false', rowMode: 'array', types });
        expect(none.rows).toEqual([]);
      } finally {
        await client.end();
      }
    },
  );
});

describe.each(drivers)("Drizzle's rows over the lean results (%s)", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('keeps every column and its type', async () => {
    const [row] = await database.db
      .select({
        n: sql<number>`7::int`,
        d: sql<number>`1.5::numeric`.mapWith(Number),
        at: sql<string>`'2026-11-30T12:00:00Z'::timestamptz`,
        none: sql<null>`null::text`,
      })
      .from(sql`(select 1) one`);
    expect(row?.n).toBe(7);
    expect(row?.d).toBe(1.5);
    expect(typeof row?.at).toBe('string');
    expect(row?.none).toBeNull();
  });
});
