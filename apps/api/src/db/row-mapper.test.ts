import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { runPrepared } from './prepared.ts';
import { compileRowMapper, type MappedQuery, withCompiledRows } from './row-mapper.ts';
import { offices, receptions, warehouses } from './schema.ts';

describe.each(drivers)("a prepared select's rows built by a compiled function (%s)", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await prepareDatabase(database, { seedDemo: true });
  });
  afterAll(() => database.close());

  const wide = () =>
    database.db
      .select({
        code: offices.scodoficina,
        name: offices.snomoficina,
        active: offices.sindactivo,
        at: sql`'2026-11-30T12:00:00Z'::timestamptz`.mapWith(receptions.dfecrecepcion),
        volume: sql`1.25::numeric`.mapWith(receptions.nvolumenm3),
        none: sql`null::numeric`.mapWith(receptions.nvolumenm3),
        warehouse: { code: warehouses.scodbodega, name: warehouses.snombodega },
        doubled: sql`length(${offices.scodoficina}) * 2`.mapWith(Number),
        asText: sql<string>`${offices.scodoficina}::text`,
      })
      .from(offices)
      .innerJoin(warehouses, sql`true`)
      .orderBy(offices.scodoficina, warehouses.scodbodega)
      .limit(5);

  it('returns what Drizzle returns: decoded columns, nested objects, expressions and nulls', async () => {
    const expected = await wide();
    expect(expected.length).toBeGreaterThan(0);
    const rows = await runPrepared(database.db, 'row-mapper-test:wide', {}, wide);
    expect(rows).toEqual(expected);
    const [first] = rows;
    expect(first?.at).toBeInstanceOf(Date);
    expect(first?.volume).toBe(1.25);
    expect(first?.none).toBeNull();
    expect(typeof first?.doubled).toBe('number');
    expect(Object.keys(first ?? {})).toEqual(Object.keys(expected[0] ?? {}));
    expect(Object.keys(first?.warehouse ?? {})).toEqual(['code', 'name']);
  });

  it('runs the compiled function, not Drizzle, and keeps it in a transaction', async () => {
    const query = wide().prepare('row_mapper_kept') as unknown as MappedQuery;
    expect(query.customResultMapper).toBeUndefined();
    withCompiledRows(query);
    expect(query.customResultMapper).toBeTypeOf('function');
    const inTransaction = await database.db.transaction((tx) =>
      runPrepared(tx, 'row-mapper-test:tx', {}, () =>
        tx.select({ code: offices.scodoficina }).from(offices).orderBy(offices.scodoficina),
      ),
    );
    expect(inTransaction).toEqual(
      await database.db.select({ code: offices.scodoficina }).from(offices).orderBy(offices.scodoficina),
    );
  });

  it("leaves Drizzle's mapping where a left-joined table selected whole becomes null", async () => {
    const joined = () =>
      database.db
        .select()
        .from(offices)
        .leftJoin(warehouses, sql`false`)
        .orderBy(offices.scodoficina)
        .limit(1);
    const query = joined().prepare('row_mapper_joined') as unknown as MappedQuery;
    expect(compileRowMapper(query.fields ?? [], query.joinsNotNullableMap)).toBeUndefined();
    const [row] = await runPrepared(database.db, 'row-mapper-test:joined', {}, joined);
    expect(row?.bodega).toBeNull();
    expect(row?.oficina.scodoficina).toBeTypeOf('string');
  });

  it('fails under the tests when the compiled row is not the one Drizzle builds', async () => {
    let calls = 0;
    // A decoder that answers differently on each call: Drizzle's row and the compiled one differ.
    const drifting = () =>
      database.db
        .select({ n: sql`1`.mapWith(() => ++calls) })
        .from(offices)
        .limit(1);
    await expect(runPrepared(database.db, 'row-mapper-test:drifting', {}, drifting)).rejects.toThrow(
      "The compiled row differs from Drizzle's",
    );
  });
});
