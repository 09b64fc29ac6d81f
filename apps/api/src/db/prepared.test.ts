import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { rawStatement, runPrepared, slot, slotted } from './prepared.ts';
import { offices } from './schema.ts';

describe('a filter as the template of a prepared statement', () => {
  it('puts each given value and each list item in a slot, and names what is given in the shape', () => {
    const { template, values, shape } = slotted({
      code: 'OFISCL',
      absent: undefined,
      empty: '',
      scope: { offices: ['OFISCL', 'OFIPUQ'], warehouses: [] as string[] },
    });
    expect(shape).toBe('code,scope.offices[2],scope.offices.0,scope.offices.1,scope.warehouses[0]');
    expect(values).toEqual({ code: 'OFISCL', 'scope.offices.0': 'OFISCL', 'scope.offices.1': 'OFIPUQ' });
    expect(template.absent).toBeUndefined();
    expect(template.empty).toBe('');
    expect(template.scope.warehouses).toEqual([]);
    expect(template.scope.offices).toEqual([slot('scope.offices.0'), slot('scope.offices.1')]);
  });
});

describe.each(drivers)('a prepared statement (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await prepareDatabase(database, { seedDemo: true });
  });
  afterAll(() => database.close());

  const officesIn = (codes: string[]) => {
    const { template, values, shape } = slotted({ codes });
    return runPrepared(database.db, `offices-test:${shape}`, values, () =>
      database.db
        .select({ code: offices.scodoficina })
        .from(offices)
        .where(inArray(offices.scodoficina, template.codes))
        .orderBy(asc(offices.scodoficina)),
    );
  };

  it('is built once per shape and answers each run with its own values', async () => {
    expect(await officesIn(['OFISCL'])).toEqual([{ code: 'OFISCL' }]);
    expect(await officesIn(['OFIPUQ'])).toEqual([{ code: 'OFIPUQ' }]);
    expect(await officesIn(['OFIPUQ', 'OFISCL'])).toEqual([{ code: 'OFIPUQ' }, { code: 'OFISCL' }]);
  });

  it('prepares an SQL template as db.execute runs it, rows and all', async () => {
    const named = (code: string) =>
      runPrepared(database.db, 'offices-test:raw', { code }, () =>
        rawStatement<{ code: string }>(
          database.db,
          sql`select ${offices.scodoficina} code from ${offices} where ${offices.scodoficina} = ${slot('code')}`,
        ),
      );
    expect((await named('OFISCL')).rows).toEqual([{ code: 'OFISCL' }]);
    expect((await named('OFIPUQ')).rows).toEqual([{ code: 'OFIPUQ' }]);
    expect((await named('OF-NONE')).rows).toEqual([]);
  });

  it('keeps a statement planned with its values once built, and answers each run with its own', async () => {
    let builds = 0;
    const planned = (code: string) =>
      runPrepared(
        database.db,
        'offices-test:planned',
        { code },
        () => {
          builds++;
          return database.db
            .select({ code: offices.scodoficina })
            .from(offices)
            .where(eq(offices.scodoficina, slot('code')));
        },
        { planWithValues: true },
      );
    for (let i = 0; i < 7; i++) {
      expect(await planned('OFISCL')).toEqual([{ code: 'OFISCL' }]);
      expect(await planned('OFIPUQ')).toEqual([{ code: 'OFIPUQ' }]);
    }
    // Built once (and again at every call under the tests' check, which compares each build).
    expect(builds).toBe(process.env.NODE_ENV === 'test' ? 14 : 1);
  });

  it('runs in a transaction too, unnamed, with its own values', async () => {
    const codes = await database.db.transaction(async (tx) =>
      Promise.all(
        ['OFISCL', 'OFIPUQ'].map((code) =>
          runPrepared(tx, 'offices-test:in-a-transaction', { code }, () =>
            tx
              .select({ code: offices.scodoficina })
              .from(offices)
              .where(eq(offices.scodoficina, slot('code'))),
          ),
        ),
      ),
    );
    expect(codes).toEqual([[{ code: 'OFISCL' }], [{ code: 'OFIPUQ' }]]);
  });

  it("keeps a transaction's statement for later transactions, each run on its own connection", async () => {
    const settingIn = (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) =>
      runPrepared(tx, 'offices-test:setting-in-a-transaction', { name: 'application_name' }, () =>
        rawStatement<{ value: string }>(tx, sql`select current_setting(${slot('name')}) as value`),
      );
    const inOwnTransaction = (name: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local application_name = '${name}'`));
        return (await settingIn(tx)).rows[0]?.value;
      });
    expect(await inOwnTransaction('primera')).toBe('primera');
    // The first transaction's connection is back in the pool (PGlite's is closed): each answers its own.
    expect(await inOwnTransaction('segunda')).toBe('segunda');
    expect(await Promise.all(['tercera', 'cuarta'].map(inOwnTransaction))).toEqual(['tercera', 'cuarta']);
  });

  it('fails under the tests when a shape does not name what changes the statement', async () => {
    const byCode = (withName: boolean) =>
      runPrepared(database.db, 'offices-test:one-shape-for-two-statements', { code: 'OFISCL' }, () =>
        database.db
          .select({ code: offices.scodoficina })
          .from(offices)
          .where(
            and(eq(offices.scodoficina, slot('code')), withName ? eq(offices.snomoficina, 'x') : undefined),
          ),
      );
    expect(await byCode(false)).toEqual([{ code: 'OFISCL' }]);
    await expect(byCode(true)).rejects.toThrow(/not the one built/);
  });

  it('fails under the tests when a value is written into the statement instead of a slot', async () => {
    let built = 0;
    const computedEachTime = () =>
      runPrepared(database.db, 'offices-test:a-value-not-in-a-slot', {}, () =>
        database.db
          .select({ code: offices.scodoficina })
          .from(offices)
          .where(eq(offices.scodoficina, `OF${++built}`)),
      );
    expect(await computedEachTime()).toEqual([]);
    await expect(computedEachTime()).rejects.toThrow(/other values than a slot's/);
  });
});
