import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyRa } from '../../test/factories.ts';
import { dataUrl, PDF, PNG } from '../../test/files.ts';
import { flowClient } from '../../test/flows.ts';
import { createEmptyPostgresDatabase } from '../../test/postgres-database.ts';
import { startS3Server } from '../../test/s3.ts';
import { bearer, login } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createFsFileStore, type FileStore } from '../files/file-store.ts';
import { createS3FileStore } from '../files/s3-file-store.ts';
import {
  fileHashes,
  hasPgDump,
  postgresRows,
  type Rows,
  reachablePostgres,
  snapshot,
} from './backup.test-support.ts';
import { takeBackup } from './backup.ts';
import { DUMP_PATH, loopbackUrl, writeControlFile } from './control.ts';
import { knownMigrations } from './manifest.ts';
import { restoreBackup } from './restore.ts';

// A PGlite office with RAs, a dispatched load list, attached files and sessions, backed up through its
// running server, restored into an empty PGlite and an empty PostgreSQL (then PostgreSQL → PostgreSQL):
// every table's rows, the key tables' contents and every file's bytes must come back.

const postgresUrl = await reachablePostgres();
const work = mkdtempSync(path.join(tmpdir(), 'carga-backup-'));
const dataDir = path.join(work, 'data');
const backupDir = path.join(work, 'backup');
const token = randomBytes(32).toString('base64url');
const newStore = (name: string) => createFsFileStore(path.join(work, name, 'files'));

let database: Database;
let files: FileStore;
let app: Awaited<ReturnType<typeof buildApp>>;
let url: string;
let before: Awaited<ReturnType<typeof snapshot>>;
let sourceFiles: Record<string, string>;
const sourceRows: Rows = async (text) =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
const dropAfter: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await prepareDatabase(database, { seedDemo: true });
  files = createFsFileStore(path.join(dataDir, 'files'));
  app = await buildApp({
    database,
    files,
    jwtSecret: randomBytes(32).toString('hex'),
    backupToken: token,
    checkResponses: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = loopbackUrl('127.0.0.1', (app.server.address() as AddressInfo).port);
  writeControlFile(dataDir, { pid: process.pid, url, token });

  // Load lists (one dispatched, one closed) with their RAs, sessions of four users (flowClient signs them in).
  const flow = await flowClient(app, database.db);
  await flow.dispatchedList();
  await flow.closedList();
  const admin = (await login(app, 'admin')).accessToken;
  const nidra = await createReadyRa(app, admin);
  for (const [stipoadjunto, snombreadjunto, bytes] of [
    ['image/png', 'foto.png', PNG],
    ['application/pdf', 'guía.pdf', PDF],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/Shipment/Attachment/${nidra}`,
      headers: bearer(admin),
      payload: { stipoadjunto, snombreadjunto, b64archivo: dataUrl(stipoadjunto, bytes) },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

afterAll(async () => {
  await app?.close();
  for (const drop of dropAfter) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('refuses the dump without the server token, with another, or from another machine', async () => {
    const none = await fetch(`${url}${DUMP_PATH}`);
    expect(none.status).toBe(403);
    expect((await none.json()).message).toMatch(/solo desde este equipo/);
    const other = await fetch(`${url}${DUMP_PATH}`, { headers: bearer('x'.repeat(43)) });
    expect(other.status).toBe(403);
    const remote = await app.inject({
      url: DUMP_PATH,
      headers: bearer(token),
      remoteAddress: '192.168.1.20',
    });
    expect(remote.statusCode).toBe(403);
  });

  it('backs up through the running server, which keeps working afterwards', async () => {
    before = await snapshot(sourceRows);
    sourceFiles = await fileHashes(files);
    expect(before.counts['public.recepcion']).toBeGreaterThanOrEqual(3);
    expect(before.counts['public.adjunto']).toBe(2);
    expect(before.counts['public.sesion_usuario']).toBeGreaterThanOrEqual(5);
    expect(Object.keys(sourceFiles)).toHaveLength(2);

    // A request during the backup waits for the dump, and is answered.
    const [manifest, during] = await Promise.all([
      takeBackup({ dataDir, files, out: backupDir }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => fetch(`${url}/api/health`)),
    ]);
    expect(during.status).toBe(200);
    expect(manifest.source).toMatchObject({ driver: 'pglite', via: 'server' });
    expect(manifest.tables).toEqual(before.counts);
    expect(manifest.migrations.applied).toBe(knownMigrations().length);
    expect(manifest.files.map((file) => file.sha256).sort()).toEqual(Object.keys(sourceFiles).sort());

    // pg_dump leaves its transaction open on PGlite's one session: a write after it must still commit.
    const admin = (await login(app, 'admin')).accessToken;
    await createReadyRa(app, admin);
    const after = await sourceRows('select count(*)::int as n from public.recepcion');
    expect(after[0]!.n).toBe(before.counts['public.recepcion']! + 1);
    expect((await sourceRows('show search_path'))[0]!.search_path).not.toBe('');
  });

  it('restores into an empty PGlite data directory and an S3 bucket, and refuses one that is not empty', async () => {
    const target = path.join(work, 'pglite-restored');
    const s3 = await startS3Server();
    dropAfter.push(() => s3.close());
    const store = createS3FileStore(s3.config);
    await restoreBackup({ from: backupDir, dataDir: target, files: store });
    const client = await PGlite.create({ dataDir: path.join(target, 'pglite'), extensions: { pg_trgm } });
    try {
      expect(
        await snapshot(async (text) => (await client.query(text)).rows as Record<string, unknown>[]),
      ).toEqual(before);
    } finally {
      await client.close();
    }
    expect(await fileHashes(store)).toEqual(sourceFiles);
    await expect(restoreBackup({ from: backupDir, dataDir: target, files: store })).rejects.toThrow(
      /not empty/,
    );
  });

  it.skipIf(!postgresUrl)('restores into an empty PostgreSQL database: every row, every file', async () => {
    const empty = await createEmptyPostgresDatabase(postgresUrl!);
    dropAfter.push(() => empty.drop({ waitForClients: true }));
    const store = newStore('postgres-restored');
    await restoreBackup({ from: backupDir, dataDir: work, databaseUrl: empty.url, files: store });
    const restored = await postgresRows(empty.url);
    try {
      expect(await snapshot(restored.rows)).toEqual(before);
    } finally {
      await restored.end();
    }
    expect(await fileHashes(store)).toEqual(sourceFiles);
    await expect(
      restoreBackup({ from: backupDir, dataDir: work, databaseUrl: empty.url, files: store }),
    ).rejects.toThrow(/is not empty/);

    if (!hasPgDump()) return;
    // PostgreSQL → PostgreSQL, through the machine's pg_dump.
    const second = path.join(work, 'backup-of-postgres');
    const manifest = await takeBackup({ dataDir: work, databaseUrl: empty.url, files: store, out: second });
    expect(manifest.source).toMatchObject({ driver: 'postgres', via: 'pg_dump' });
    expect(manifest.tables).toEqual(before.counts);
    const next = await createEmptyPostgresDatabase(postgresUrl!);
    dropAfter.push(() => next.drop({ waitForClients: true }));
    const nextStore = newStore('postgres-again');
    await restoreBackup({ from: second, dataDir: work, databaseUrl: next.url, files: nextStore });
    const again = await postgresRows(next.url);
    try {
      expect(await snapshot(again.rows)).toEqual(before);
    } finally {
      await again.end();
    }
    expect(await fileHashes(nextStore)).toEqual(sourceFiles);
  });
});
