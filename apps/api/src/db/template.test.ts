import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';

// Issue 29: PGlite's initdb and the migrations took most of the first `npm start`. `npm install` dumps an
// empty migrated database (scripts/build-targets.mjs, the same steps as here) and a new data directory
// starts from it.

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function writeTemplate() {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'carga-template-')), 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

const appliedMigrations = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

describe('the PGlite template', { timeout: 240_000 }, () => {
  it('starts a new data directory migrated, then seeds it as on any empty database', async () => {
    const template = await writeTemplate();
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'carga-data-')), 'pglite');
    const database = await openDatabase({ dataDir, template });
    try {
      // Before any migrate() of its own: every migration is there already.
      expect(await appliedMigrations(database)).toBe(journal.entries.length);
      expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ demoDataLoaded: true });
    } finally {
      await database.close();
    }
    // A data directory that holds a database is opened as it is, never overwritten by the template.
    const again = await openDatabase({ dataDir, template });
    try {
      expect(await prepareDatabase(again, { seedDemo: true })).toEqual({ demoDataLoaded: false });
      expect(readdirSync(dataDir)).toContain('PG_VERSION');
    } finally {
      await again.close();
    }
  });
});
