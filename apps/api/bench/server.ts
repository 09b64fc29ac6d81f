// The server every database bench runs: the app on BENCH_DATABASE_URL, listening on a loopback port, with
// the demo users' current menus, and a sign-in helper. Null when BENCH_DATABASE_URL is not set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { users } from '../src/db/schema.ts';
import { demoUsers } from '../src/db/seed/demo-data.ts';
import { one } from '../src/db/sql-helpers.ts';
import { createFsFileStore } from '../src/files/file-store.ts';
import { compactKeptFigures } from '../src/kept-figures.ts';

/** `dteKey`: the key of the DTE's secrets, for a bench that seals its own certificate and CAFs. */
export async function startBenchServer(options: { dteKey?: Buffer } = {}) {
  // PostgreSQL (BENCH_DATABASE_URL), or the embedded PGlite in a data directory (BENCH_PGLITE_DIR, e.g.
  // DATA_DIR/pglite of `DATA_DIR=… npm run seed:volume -- --ras 100000`).
  const url = process.env.BENCH_DATABASE_URL;
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  if (!url && !pgliteDir) return null;
  const database = await openDatabase(url ? { url } : { dataDir: pgliteDir });
  await prepareDatabase(database, { seedDemo: true });
  // A database seeded before a menu existed (DEST-ENTREGAR came with warehouse flow II) keeps the demo
  // users' old menus: give them the current ones.
  for (const user of demoUsers)
    await database.db
      .update(users)
      .set({ menus: [...user.menus] })
      .where(eq(users.susuario, user.susuario));
  const { n } = one(
    (
      (await database.db.execute(sql`select count(*)::int as n from recepcion`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows,
    'RA count',
  );
  // The kept figures' deltas folded, as a running server folds them every minute (app.ts): the bench's
  // own server does not run that timer, and the writes of earlier scenarios (scans, deliveries, routes) left
  // their deltas unfolded — 6,153 lead-time rows for the month where a fold keeps ~170, so Gestión 'Plazos'
  // read 8,895 histograms instead of a few hundred (p99 449 ms, 2026-11-29 19:27).
  await compactKeptFigures(database.db);
  const app = await buildApp({
    database,
    files: createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-bench-'))),
    jwtSecret: randomBytes(32).toString('hex'),
    ...(options.dteKey && { dteKey: options.dteKey }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = async (username: string) => {
    const response = await fetch(`${address}/api/Auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo-2026' }),
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  return {
    app,
    db: database.db,
    api: (p: string) => `${address}/api${p}`,
    token,
    /** '1.00 M RAs': the volume the figures were taken at. */
    size: `${(n / 1e6).toFixed(2)} M RAs`,
  };
}

/** The running bench server: what `startBenchServer` gives when a database is set. */
export type BenchServer = NonNullable<Awaited<ReturnType<typeof startBenchServer>>>;
