import { spawn } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Plain SQL, one INSERT a row (pglite-tools always adds --inserts; pg_dump is told the same), without
 * owners or grants: it loads into a database whose user has another name, through the wire protocol (no
 * psql, no COPY blocks), on PostgreSQL or PGlite alike.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** psql meta-commands (pg_dump since 17.6 / 15.14 writes \restrict…): the dump is run through the protocol. */
export const withoutMetaCommands = (sql: string) => sql.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');

/**
 * PGlite's own pg_dump (WebAssembly) on the open database, which is one connection. Under both of
 * PGlite's mutexes (what its describeQuery takes) no transaction or query of the app's runs while
 * pg_dump runs its own transaction; pg_dump's statements are synchronous calls into PGlite
 * (execProtocolRawSync). The server's requests wait for the dump (about 2 s for the demo database).
 * pg_dump leaves as it would leave a server, without ending its transaction or undoing its SETs (a
 * server drops the session; PGlite's session is the app's): both are undone here, before the app's
 * next query, or that query would run inside a read-only transaction with an empty search_path.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  // Loaded on the first backup only: the server's start does not pay for pg_dump's WebAssembly.
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const raw = rawQuery(client);
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      if (client.isInTransaction()) throw new Error('PGlite is inside a transaction: no dump taken');
      const before = await raw(SESSION_SETTINGS);
      try {
        const file = await pgDump({ pg: unlocked(raw, client), args: DUMP_ARGS });
        return withoutMetaCommands(await file.text());
      } finally {
        if (client.isInTransaction()) await raw('ROLLBACK');
        const now = new Map((await raw(SESSION_SETTINGS)).map((row) => [row.name, row.setting]));
        for (const { name, setting } of before)
          if (now.get(name) !== setting)
            await raw(
              `select pg_catalog.set_config(${literal(String(name))}, ${literal(setting ?? '')}, false)`,
            );
      }
    }),
  );
}

/** What a session may SET (pg_dump sets search_path, DateStyle, extra_float_digits, row_security…). */
const SESSION_SETTINGS =
  "select name, setting from pg_catalog.pg_settings where context in ('user', 'superuser')";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

type RawQuery = (sql: string) => Promise<Record<string, string | null>[]>;

/** A simple query through execProtocol, which takes none of PGlite's mutexes; text values by column name. */
function rawQuery(client: PGlite): RawQuery {
  return async (sql) => {
    const { messages } = await client.execProtocol(simpleQuery(sql));
    let names: string[] = [];
    const rows: Record<string, string | null>[] = [];
    for (const message of messages as unknown as { name: string; fields: unknown[] }[]) {
      if (message.name === 'rowDescription')
        names = (message.fields as { name: string }[]).map((f) => f.name);
      if (message.name === 'dataRow')
        rows.push(Object.fromEntries(names.map((name, i) => [name, message.fields[i] as string | null])));
    }
    return rows;
  };
}

/**
 * The PGlite that pgDump is handed while the mutexes are held: its query and exec (SHOW SEARCH_PATH,
 * DEALLOCATE ALL, SET SEARCH_PATH) go through execProtocol instead of PGlite's own query and exec, which
 * would wait for the mutexes held here forever.
 */
function unlocked(raw: RawQuery, client: PGlite): PGlite {
  return {
    query: async (sql: string) => ({ rows: await raw(sql), fields: [] }),
    exec: async (sql: string) => [{ rows: await raw(sql), fields: [] }],
    execProtocolRawStream: client.execProtocolRawStream.bind(client),
  } as unknown as PGlite;
}

/** A simple-query message ('Q', its length, the text, a zero byte) of the wire protocol. */
function simpleQuery(sql: string) {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = new Uint8Array(5 + text.length);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
}

/**
 * The machine's pg_dump on a PostgreSQL database (its major version must be the server's or newer: it
 * says so itself). The password goes through PGPASSWORD, not the command line other users can list.
 */
export async function dumpPostgres(
  url: string,
  pgDumpPath = process.env.PG_DUMP ?? 'pg_dump',
): Promise<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const child = spawn(pgDumpPath, [...DUMP_ARGS, '--inserts', '--dbname', target.toString()], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `pg_dump was not found (${pgDumpPath}): install the PostgreSQL client of the server's version (Debian/Ubuntu: postgresql-client) or set PG_DUMP to its path`,
            )
          : error,
      ),
    );
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new Error(`pg_dump failed (${code}): ${Buffer.concat(err).toString().trim()}`);
  return withoutMetaCommands(Buffer.concat(out).toString('utf8'));
}

/** 'Dumped from database version 18.6' in the dump's head, when there. */
export const dumpedFromVersion = (sql: string) =>
  /^-- Dumped from database version (\S+)/m.exec(sql.slice(0, 2000))?.[1] ?? null;
