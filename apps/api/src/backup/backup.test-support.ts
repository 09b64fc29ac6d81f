import { spawnSync } from 'node:child_process';
import pg from 'pg';
import type { FileStore } from '../files/file-store.ts';
import { sha256 } from './manifest.ts';

// What a backup test compares between the source and a restored database (never imported by the app).

/** A database's rows, whichever the engine: runs one statement and answers its rows. */
export type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** The tables whose every row is compared, not only counted: RAs, their files, lists, sessions, users. */
const KEY_TABLES = [
  'recepcion',
  'bitacora_ra',
  'bulto',
  'adjunto',
  'lista_carga',
  'lista_carga_ra',
  'lista_carga_bulto',
  'sesion_usuario',
  'usuario',
];

/**
 * Rows per table of every table (drizzle's and the app's), and an md5 of all the rows of the key tables
 * (their text, in C order, with timestamps in UTC so that two servers' time zones do not differ).
 */
export async function snapshot(rows: Rows) {
  await rows("set timezone = 'UTC'");
  const tables = await rows(`
    select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    const [row] = await rows(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[String(name)] = Number(row!.n);
  }
  const sums: Record<string, string> = {};
  for (const table of KEY_TABLES) {
    const [row] = await rows(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text collate "C"), '')) as sum from public.${table} t`,
    );
    sums[table] = String(row!.sum);
  }
  return { counts, sums };
}

/** Every file of a store by its hash, with the SHA-256 of the bytes it gives back. */
export async function fileHashes(files: FileStore) {
  const found: Record<string, string> = {};
  for await (const { hash } of files.list()) found[hash] = sha256(await files.get(hash));
  return found;
}

/** A client on a PostgreSQL database, as `Rows`, with its end. */
export async function postgresRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: Rows = async (sql) => (await client.query(sql)).rows;
  return { rows, end: () => client.end() };
}

/** The PostgreSQL server of the test (TEST_DATABASE_URL, else the local one), when one answers. */
export async function reachablePostgres() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

export const hasPgDump = () => spawnSync(process.env.PG_DUMP ?? 'pg_dump', ['--version']).status === 0;
