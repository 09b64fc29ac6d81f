import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FileStore } from '../files/file-store.ts';
import { type BackupManifest, DATABASE_FILE, knownMigrations, MANIFEST_FILE, sha256 } from './manifest.ts';
import { openPgliteDataDir, pgliteDataDir } from './pglite-dir.ts';

export interface RestoreOptions {
  /** A folder written by `npm run backup`. */
  from: string;
  /** DATA_DIR: the PGlite database is restored into DATA_DIR/pglite when there is no `databaseUrl`. */
  dataDir: string;
  /** DATABASE_URL: an empty PostgreSQL database. */
  databaseUrl?: string;
  /** Where the files go (DATA_DIR/files, or the S3 bucket). */
  files: FileStore;
  log?: (line: string) => void;
}

/** A database to restore into, whichever the engine. */
interface Target {
  describe: string;
  rows<T>(sql: string): Promise<T[]>;
  /** Many statements in one simple query: one implicit transaction, all or nothing. */
  run(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Restores a backup into an empty database (refusing any other) and its files into the store, then
 * checks that every table has the rows the manifest counted. The files go first: the store is
 * content-addressed, so a second attempt after a failure writes them again harmlessly.
 */
export async function restoreBackup(options: RestoreOptions) {
  const log = options.log ?? (() => {});
  const manifest = JSON.parse(
    await readFile(path.join(options.from, MANIFEST_FILE), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== 'carga-backup/1') throw new Error(`${options.from} holds no Carga backup manifest`);
  const sql = await readFile(path.join(options.from, DATABASE_FILE), 'utf8');
  if (sha256(sql) !== manifest.database.sha256)
    throw new Error(`${DATABASE_FILE} does not match its manifest`);
  const known = knownMigrations().length;
  if (manifest.migrations.applied > known)
    throw new Error(
      `the backup comes from a newer Carga (${manifest.migrations.applied} migrations, this one knows ${known}): restore it with that version`,
    );

  const target = await openTarget(options);
  try {
    await refuseNonEmpty(target);
    for (const file of manifest.files) {
      const bytes = await readFile(path.join(options.from, 'files', file.sha256));
      if (sha256(bytes) !== file.sha256 || bytes.length !== file.bytes)
        throw new Error(`files/${file.sha256} does not match its manifest`);
      if ((await options.files.put(bytes)) !== file.sha256)
        throw new Error(`the store kept ${file.sha256} otherwise`);
    }
    log(`files: ${manifest.files.length} restored`);
    await target.run(await forThisServer(target, sql));
    const wrong = await compareCounts(target, manifest.tables);
    if (wrong.length > 0)
      throw new Error(`restored, but the rows differ from the manifest: ${wrong.join('; ')}`);
    const missing = await missingFiles(target, options.files);
    if (missing.length > 0)
      log(
        `warning: ${missing.length} attachment(s) name files the backup did not have: ${missing.slice(0, 5).join(', ')}`,
      );
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    log(
      `database: ${Object.keys(manifest.tables).length} tables, ${rows} rows restored into ${target.describe}`,
    );
    return { tables: Object.keys(manifest.tables).length, rows, files: manifest.files.length, missing };
  } finally {
    await target.close();
  }
}

async function openTarget(options: RestoreOptions): Promise<Target> {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    const url = new URL(options.databaseUrl);
    return {
      describe: `PostgreSQL ${url.host}${url.pathname}`,
      rows: async (sql) => (await client.query(sql)).rows,
      run: async (sql) => void (await client.query(sql)),
      close: () => client.end(),
    };
  }
  const dir = pgliteDataDir(options.dataDir);
  const client: PGlite = await openPgliteDataDir(dir, 'new');
  return {
    describe: `PGlite ${dir}`,
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    run: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
  };
}

/** Tables, views, sequences or schemas of anyone but the system and its extensions: not empty. */
async function refuseNonEmpty(target: Target) {
  const found = await target.rows<{ name: string }>(`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
       and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select nspname || ' (schema)' from pg_namespace
     where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
    limit 5`);
  if (found.length > 0)
    throw new Error(
      `${target.describe} is not empty (${found.map((row) => row.name).join(', ')}…): a backup is restored only into an empty database. ` +
        'Create a new one (createdb carga_restored) or give a new DATA_DIR; nothing was changed.',
    );
}

/**
 * The dump's opening SET lines that this server does not know are left out (pg_dump 17+ writes
 * transaction_timeout, which PostgreSQL 15 and 16 refuse); the rest is run as written.
 */
async function forThisServer(target: Target, sql: string) {
  const settings = new Set(
    (await target.rows<{ name: string }>('select name from pg_settings')).map((r) => r.name),
  );
  const head = sql.search(/^-- (?:Data for )?Name: /m);
  const split = head === -1 ? sql.length : head;
  const preamble = sql
    .slice(0, split)
    .replace(/^SET ([a-z_]+) = [^\n]*;\r?\n/gm, (line, name: string) => (settings.has(name) ? line : ''));
  return preamble + sql.slice(split);
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function compareCounts(target: Target, tables: Record<string, number>) {
  const entries = Object.entries(tables);
  if (entries.length === 0) return [];
  const selects = entries.map(([key], index) => {
    const dot = key.indexOf('.');
    return `select ${index} as i, count(*)::int as n from ${quoteName(key.slice(0, dot))}.${quoteName(key.slice(dot + 1))}`;
  });
  const counted = await target.rows<{ i: number; n: number }>(selects.join(' union all '));
  const byIndex = new Map(counted.map((row) => [Number(row.i), Number(row.n)]));
  return entries
    .map(([key, expected], index) => ({ key, expected, found: byIndex.get(index) }))
    .filter((row) => row.found !== row.expected)
    .map((row) => `${row.key}: ${row.found} rows, the backup has ${row.expected}`);
}

async function missingFiles(target: Target, files: FileStore) {
  const named = await target.rows<{ shash: string }>('select distinct shash from public.adjunto');
  const missing: string[] = [];
  for (const { shash } of named) if (!(await files.modifiedAt(shash.trim()))) missing.push(shash.trim());
  return missing;
}
