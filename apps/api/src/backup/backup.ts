import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dumpedFromVersion, dumpPglite, dumpPostgres } from '../db/sql-dump.ts';
import type { FileStore } from '../files/file-store.ts';
import { DUMP_PATH, isRunning, readControlFile } from './control.ts';
import {
  appVersion,
  type BackupManifest,
  DATABASE_FILE,
  MANIFEST_FILE,
  migrationLevel,
  sha256,
} from './manifest.ts';
import { openPgliteDataDir, pgliteDataDir } from './pglite-dir.ts';
import { countDumpRows } from './sql-rows.ts';

export interface BackupOptions {
  /** The server's DATA_DIR: its PGlite database (pglite/) and, on PGlite, its backup-control.json. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL, dumped with the machine's pg_dump. */
  databaseUrl?: string;
  /** The attachment store (DATA_DIR/files, or the S3 bucket). */
  files: FileStore;
  /** The folder to create; it must not exist. */
  out: string;
  log?: (line: string) => void;
}

/**
 * A consistent SQL dump and every stored file, taken while the server runs: database.sql, files/<sha256>
 * and manifest.json, written under `<out>.partial` and renamed to `out` once complete. The dump comes
 * first: a file it names is never deleted by the sweep while it is named, and files uploaded after the
 * dump are copied too (harmless: the sweep removes unreferenced ones after a restore).
 */
export async function takeBackup(options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  if (existsSync(options.out)) throw new Error(`${options.out} already exists: give a new folder`);
  const partial = `${options.out}.partial`;
  await rm(partial, { recursive: true, force: true });
  // Password hashes and every customer's data: readable by this user only.
  await mkdir(path.join(partial, 'files'), { recursive: true, mode: 0o700 });

  const { sql, driver, via } = await dumpDatabase(options);
  await writeFile(path.join(partial, DATABASE_FILE), sql, { mode: 0o600 });
  const tables = countDumpRows(sql);
  log(`database: ${Object.keys(tables).length} tables, ${sumRows(tables)} rows (${via})`);

  const files: BackupManifest['files'] = [];
  for await (const stored of options.files.list()) {
    const bytes = await options.files.get(stored.hash);
    if (sha256(bytes) !== stored.hash) throw new Error(`stored file ${stored.hash} does not match its hash`);
    await writeFile(path.join(partial, 'files', stored.hash), bytes, { mode: 0o600 });
    files.push({ sha256: stored.hash, bytes: bytes.length });
  }
  files.sort((a, b) => a.sha256.localeCompare(b.sha256));
  log(`files: ${files.length}, ${files.reduce((sum, file) => sum + file.bytes, 0)} bytes`);

  const manifest: BackupManifest = {
    format: 'carga-backup/1',
    createdAt: new Date().toISOString(),
    app: { version: appVersion() },
    source: { driver, via, databaseVersion: dumpedFromVersion(sql) },
    migrations: migrationLevel(tables),
    database: { file: DATABASE_FILE, bytes: Buffer.byteLength(sql), sha256: sha256(sql) },
    tables,
    files,
  };
  await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  await rename(partial, options.out);
  return manifest;
}

export const sumRows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

async function dumpDatabase(options: BackupOptions) {
  if (options.databaseUrl)
    return {
      sql: await dumpPostgres(options.databaseUrl),
      driver: 'postgres' as const,
      via: 'pg_dump' as const,
    };
  const control = readControlFile(options.dataDir);
  if (control && isRunning(control.pid))
    return { sql: await dumpThroughServer(control), driver: 'pglite' as const, via: 'server' as const };
  const client = await openPgliteDataDir(pgliteDataDir(options.dataDir), 'existing');
  try {
    return { sql: await dumpPglite(client), driver: 'pglite' as const, via: 'data-dir' as const };
  } finally {
    await client.close();
  }
}

/** The running server holds PGlite's one connection: it dumps, this process receives. */
async function dumpThroughServer(control: { pid: number; url: string; token: string }) {
  const url = `${control.url}${DUMP_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${control.token}` } });
  } catch (error) {
    throw new Error(
      `the server (pid ${control.pid}) should answer at ${control.url} but does not (${(error as Error).cause ?? error}): ` +
        'is it starting or stopping? If no Carga server runs on this DATA_DIR, remove its backup-control.json and try again.',
    );
  }
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`the server refused the dump (${response.status}): ${body}`);
  }
  return await response.text();
}
