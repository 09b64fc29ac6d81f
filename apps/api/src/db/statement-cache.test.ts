import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/postgres-database.ts';
import { type Database, openDatabase, type Tx } from './client.ts';
import { LONGEST_NAMED, PER_CONNECTION, statementName } from './statement-cache.ts';

describe('statementName', () => {
  it('names a text the second time it is seen, and always with the same name', () => {
    const text = `select ${Math.random()} where 1 = $1`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^tx_[0-9a-f]{30}$/);
    expect(statementName(text)).toBe(name);
    expect(statementName(`${text} `)).toBeUndefined();
  });

  it('never names a bulk statement (its text differs with every length of its list)', () => {
    const bulk = `select 1 where 1 in (${Array.from({ length: 3000 }, (_, i) => `$${i + 1}`).join(', ')})`;
    expect(bulk.length).toBeGreaterThan(LONGEST_NAMED);
    expect(statementName(bulk)).toBeUndefined();
    expect(statementName(bulk)).toBeUndefined();
  });
});

// A transaction's statements are parsed and planned once per connection (issue 31): seen in PostgreSQL's
// own list of the session's prepared statements.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements named in transactions (PostgreSQL)', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: Database;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    database = await openDatabase({ url: empty.url });
  });
  afterAll(async () => {
    await database?.close();
    await empty?.drop({ waitForClients: true });
  });

  type Rows = { rows: Array<Record<string, unknown>> };
  const prepared = async (tx: Tx) =>
    (await tx.execute(
      sql`select name, statement from pg_prepared_statements where name like 'tx\_%'`,
    )) as unknown as Rows;

  it('names a statement with values run twice in transactions, and runs it with new values', async () => {
    const marker = `m${Date.now()}`;
    const run = (n: number) =>
      database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(
          sql`select ${n}::int + 1 as next, ${marker}::text as marker`,
        )) as unknown as Rows;
        return { next: rows[0]?.next, kept: (await prepared(tx)).rows };
      });
    const first = await run(1);
    expect(first.next).toBe(2);
    expect(first.kept.some((row) => String(row.statement).includes('as marker'))).toBe(false);
    // The pool may hand out another connection: run until the one that parsed it comes back.
    let found = false;
    for (let n = 2; n < 40 && !found; n++) {
      const again = await run(n);
      expect(again.next).toBe(n + 1);
      found = again.kept.some((row) => String(row.statement).includes('as marker'));
    }
    expect(found).toBe(true);
  });

  it('leaves statements without values and reads outside transactions unnamed', async () => {
    for (let i = 0; i < 3; i++) await database.db.execute(sql`select ${i}::int as outside`);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`select 1 as plain`);
      const { rows } = await prepared(tx);
      expect(rows.some((row) => /outside|plain/.test(String(row.statement)))).toBe(false);
    });
  });

  it(`keeps at most ${PER_CONNECTION} names on one connection`, async () => {
    // One transaction holds one connection: every text below is new, each run twice.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < PER_CONNECTION + 20; i++) {
        for (let twice = 0; twice < 2; twice++)
          await tx.execute(sql`select ${sql.raw(String(i))} as n where ${1}::int = 1`);
      }
      const { rows } = await prepared(tx);
      expect(rows.length).toBeLessThanOrEqual(PER_CONNECTION);
      expect(rows.length).toBeGreaterThan(PER_CONNECTION / 2);
    });
  });
});
