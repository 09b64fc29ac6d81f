import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run backup` writes beside database.sql and files/, and what `npm run restore` checks. */
export interface BackupManifest {
  format: 'carga-backup/1';
  createdAt: string;
  app: { version: string };
  source: {
    driver: 'pglite' | 'postgres';
    /** 'server': asked the running server; 'data-dir': PGlite opened directly; 'pg_dump': the machine's. */
    via: 'server' | 'data-dir' | 'pg_dump';
    databaseVersion: string | null;
  };
  /** How many of the migrations had run (rows of drizzle.__drizzle_migrations) and the last one's name. */
  migrations: { applied: number; last: string | null };
  database: { file: 'database.sql'; bytes: number; sha256: string };
  /** Rows per table ('schema.table'), counted in database.sql itself. */
  tables: Record<string, number>;
  /** The attachment store's files, each under files/<sha256>. */
  files: { sha256: string; bytes: number }[];
}

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.sql';
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The migrations this code knows, in order (their journal). */
export function knownMigrations(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(apiRoot, 'src/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export function migrationLevel(tables: Record<string, number>): BackupManifest['migrations'] {
  const applied = tables[MIGRATIONS_TABLE] ?? 0;
  return { applied, last: knownMigrations()[applied - 1] ?? null };
}
