import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the TEST_DATABASE_URL server, for tests that open their own connections to
 * it (several pools, several server processes). `drop` removes it with whatever is still connected.
 * `adminUrl`: another server than TEST_DATABASE_URL's.
 */
export async function createEmptyPostgresDatabase(adminUrl = process.env.TEST_DATABASE_URL) {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `carga_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /**
     * With `waitForClients`, waits (up to 5 s) for the sockets of pools that were just ended: they close a
     * moment after end() resolves, and a forced drop makes their clients emit errors nobody listens to.
     */
    async drop({ waitForClients = false } = {}) {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      for (let attempt = 0; waitForClients; attempt++) {
        const { rows } = await cleanup.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0 || attempt === 50) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
