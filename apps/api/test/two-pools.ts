import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createEmptyPostgresDatabase } from './postgres-database.ts';

/**
 * Two servers' connection pools on one new PostgreSQL database (TEST_DATABASE_URL's server), migrated by the
 * first, for the races of one row taken from two servers at once. Filled in `beforeAll`; closed and the
 * database dropped in `afterAll`.
 */
export function useTwoPools(options: { seedDemo: boolean }) {
  const databases: Database[] = [];
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: empty.url });
      if (i === 0) await prepareDatabase(database, { seedDemo: options.seedDemo });
      databases.push(database);
    }
  }, 120_000);
  afterAll(async () => {
    for (const database of databases) await database.close();
    await empty?.drop({ waitForClients: true });
  });
  return databases;
}
