import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import './pg-result.ts';
import * as schema from './schema.ts';
import { dumpPglite } from './sql-dump.ts';
import { NamingPool } from './statement-cache.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The db or a transaction: every repo function takes one of these. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while this process holds the database's migration lock: on PostgreSQL a session
   * advisory lock on a dedicated connection (other servers starting at once wait for it; a server that
   * dies releases it with its connection); on PGlite, one process per data directory, it just runs.
   */
  exclusive<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /**
   * LISTENs on `channel` (what every server's triggers NOTIFY). `ready` when notifications are flowing,
   * `lost` when they may have been missed (PostgreSQL: the listening connection dropped; it reconnects
   * every few seconds and calls `ready` again). Returns the stop.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * PGlite only: a plain SQL dump of the open database (its one connection is this process's), which
   * `npm run backup` asks the running server for. PostgreSQL is dumped by pg_dump from outside.
   */
  dumpSql?(): Promise<string>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notify(payload: string): void;
  ready(): void;
  lost(): void;
}

/** The advisory lock key of migrations and seeding, fixed for every Carga server ('Carga' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x4361726761;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL through `pg` when a URL is given, otherwise PGlite in `dataDir` (or in memory). `template`: a
 * PGlite data directory dumped at install (scripts/build-targets.mjs), from which an empty `dataDir` starts.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  template?: string;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string): Promise<Database> {
  // A transaction's statements are named on its connection (statement-cache.ts): parsed and planned once.
  // Connections are kept however long they idle (pg's default closes them after 10 s): a new one starts
  // cold, every statement prepared and every trigger function compiled again, and the scans behind it
  // waited half a second (docs/performance.md, 'Scanning').
  const pool = new NamingPool({ connectionString: url, max: 10, idleTimeoutMillis: 0 });
  // An idle connection that the server drops (restart, failover) must not crash the process: the pool
  // discards it by itself, and the next query opens a new one.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    async exclusive(work, onWait) {
      const lock = await pool.connect();
      try {
        const { rows } = await lock.query('select pg_try_advisory_lock($1) as taken', [MIGRATION_LOCK_KEY]);
        if (!rows[0].taken) {
          onWait?.();
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        }
        try {
          return await work();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        lock.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** A connection of its own that LISTENs, opened again after a drop (notifications meanwhile are lost). */
async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const drop = () => {
      if (client !== next) return;
      client = undefined;
      handlers.lost();
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), 2000);
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (client === next && !stopped) handlers.ready();
    } catch {
      drop();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/**
 * A new data directory starts from the template when there is one: PGlite's initdb and the migrations of
 * that moment took most of the first start (issue 29); the migrations added since are applied as usual.
 */
function templateFor(dataDir: string | undefined, template: string | undefined) {
  if (!dataDir || !template || !existsSync(template)) return undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return undefined;
  return new Blob([readFileSync(template)]);
}

async function openPglite(dataDir?: string, template?: string): Promise<Database> {
  const loadDataDir = templateFor(dataDir, template);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the name searches of the lists; PostgreSQL ships it in its contrib package.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (work) => work(),
    // One process: the notifications of its own commits cannot be missed.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.ready();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    dumpSql: () => dumpPglite(client),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
