import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/postgres-database.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { offices, users } from './schema.ts';
import { demoOffices, demoUsers } from './seed/demo-data.ts';

// Two servers started at once on an empty database both migrate and seed it: without a lock around
// that step one of them crashed (4 of 5 tries) on the migrations table or the seed's unique keys.
describe.skipIf(!process.env.TEST_DATABASE_URL)('preparing one PostgreSQL database from two servers', () => {
  it('migrates and seeds once when two servers prepare an empty database at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const empty = await createEmptyPostgresDatabase();
      const [a, b] = [await openDatabase({ url: empty.url }), await openDatabase({ url: empty.url })];
      try {
        const results = await Promise.allSettled([
          prepareDatabase(a, { seedDemo: true }),
          prepareDatabase(b, { seedDemo: true }),
        ]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
          'fulfilled',
          'fulfilled',
        ]);
        const [userRows] = await a.db.select({ n: count() }).from(users);
        const [officeRows] = await b.db.select({ n: count() }).from(offices);
        expect(Number(userRows?.n)).toBe(demoUsers.length);
        expect(Number(officeRows?.n)).toBe(demoOffices.length);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await empty.drop();
      }
    }
  });
});

describe('preparing the embedded database', () => {
  it('migrates and seeds PGlite, where one process holds the database and no lock is needed', async () => {
    const database = await openDatabase({});
    try {
      await prepareDatabase(database, { seedDemo: true });
      await prepareDatabase(database, { seedDemo: true });
      const [userRows] = await database.db.select({ n: count() }).from(users);
      expect(Number(userRows?.n)).toBe(demoUsers.length);
    } finally {
      await database.close();
    }
  });
});
