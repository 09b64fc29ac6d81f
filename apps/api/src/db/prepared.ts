import { isDeepStrictEqual } from 'node:util';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgDialect, type PgSession, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { withCompiledRows } from './row-mapper.ts';

/** A Drizzle query built with placeholders, before `.prepare`. */
export interface Buildable<T> {
  prepare(name: string): Prepared<T>;
  toSQL(): Query;
}
interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
  getQuery(): Query;
}
interface Query {
  sql: string;
  params: unknown[];
}

const statements = new WeakMap<Db, Map<string, Prepared<unknown>>>();
/**
 * The statement of each shape run in transactions, prepared (unnamed) on the first transaction that ran it,
 * by driver (PGlite's and node-postgres' prepared queries differ): later transactions run it on their own
 * connection (`onConnectionOf`).
 */
const keptForTransactions = new Map<unknown, Map<string, Prepared<unknown>>>();
let serial = 0;
/** Under the tests every call also builds its statement and checks it is the one kept for its shape. */
const checking = process.env.NODE_ENV === 'test';

/** A value of a prepared statement, given at each run under this name. */
export const slot = (name: string): Placeholder => sql.placeholder(name);

/**
 * A filter object as the template of a prepared statement: each value given becomes a slot named after
 * its path ('scope.offices.0'), a list a list of slots, a nested object its own template. Absent values
 * (undefined, '', 0, false) stay as they are, since they decide which conditions are written. Returns the
 * template, the values of its slots, and the shape: which values are given and how long each list is.
 */
export function slotted<F extends object>(filters: F) {
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) {
      shape.push(`${path}[${value.length}]`);
      return value.map((item, i) => walk(item, join(path, i)));
    }
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, join(path, key))]),
      );
    if (!value) return value;
    shape.push(path);
    values[path] = value;
    return slot(path);
  };
  const template = walk(filters, '') as F;
  return { template, values, shape: shape.join(',') };
}

/**
 * Runs the statement `build` makes with `values` in its slots. Drizzle builds it once per `shape` (and
 * database), and `pg` prepares it by name once per connection: building a many-join select cost about a
 * fifth of the server's time per request, more than PostgreSQL took to run it (issue 15, profile of
 * Operaciones and Recepciones). `shape` must name everything that changes the statement's text (which
 * filters are present, how many values a list has); the values go in slots. The tests build it on every
 * call and fail when the text differs from the one kept for its shape, so a shape that misses something is
 * found by the suite, not in production; so is a value written into the statement rather than into a
 * slot (it would be frozen at the first build). In a transaction the statement is built once too, and sent unnamed:
 * its connection goes back to the pool after it, and statement-cache.ts names it on that connection.
 */
export async function runPrepared<T>(
  db: Db | Tx,
  shape: string,
  values: Record<string, unknown>,
  build: () => Buildable<T>,
  options: { planWithValues?: boolean } = {},
): Promise<T> {
  if (db instanceof PgTransaction) return inTransaction(db, shape, values, build);
  let shapes = statements.get(db);
  if (!shapes) {
    shapes = new Map();
    statements.set(db, shapes);
  }
  // Kept without a name, PostgreSQL plans the statement for its values each time (Node still builds it only
  // once). A named one goes generic after five runs, and a generic plan cannot see how few rows a selective
  // value matches: for a RUT prefix it walked the whole primary key backwards looking for ten rows (2.5 s at
  // a million RAs, 2026-11-27).
  const key = options.planWithValues ? `${shape}|planned-with-values` : shape;
  let statement = shapes.get(key) as Prepared<T> | undefined;
  if (!statement) {
    statement = withCompiledRows(build().prepare(options.planWithValues ? '' : `carga_${++serial}`));
    shapes.set(key, statement);
  } else if (checking) checkKept(shape, build, statement);
  return statement.execute(values);
}

/** Under the tests: the statement built now is the one kept for its shape, text and values alike. */
function checkKept(shape: string, build: () => Buildable<unknown>, kept: Prepared<unknown>) {
  const built = build().toSQL();
  const query = kept.getQuery();
  if (built.sql !== query.sql)
    throw new Error(`The statement kept for shape '${shape}' is not the one built:\n${built.sql}`);
  // A value written into the statement instead of a slot (a date computed when it is built) would be
  // frozen at its first build.
  if (!isDeepStrictEqual(built.params, query.params))
    throw new Error(`The statement kept for shape '${shape}' has other values than a slot's: ${built.sql}`);
}

/** The session a transaction runs on, and the connection its prepared queries send to (Drizzle's own). */
const sessionOf = (tx: Tx) => (tx as unknown as { session: { client: unknown } }).session;

/**
 * A statement prepared on an earlier transaction's session, run on `tx`'s connection: Drizzle's prepared
 * query keeps its text, slots and result mapping, and sends through its `client` (node-postgres' and
 * PGlite's alike), the only part that belongs to a transaction.
 */
function onConnectionOf<T>(kept: Prepared<T>, tx: Tx): Prepared<T> {
  return Object.create(kept, { client: { value: sessionOf(tx).client } }) as Prepared<T>;
}

/**
 * A transaction's statement, built once per shape: Drizzle's building (`is`, `buildQueryFromSourceParams`,
 * `buildSelection`) was two thirds of the server's time in a scan (profile of 16 devices flat out,
 * 2026-11-30), and the largest part of Node's time in the reparto bench's planning of a route. It is sent
 * unnamed (statement-cache.ts names it on its connection). The tests check each build as `runPrepared` does.
 */
async function inTransaction<T>(
  tx: Tx,
  shape: string,
  values: Record<string, unknown>,
  build: () => Buildable<T>,
) {
  const session = sessionOf(tx);
  let kept = keptForTransactions.get(session.constructor);
  if (!kept) {
    kept = new Map();
    keptForTransactions.set(session.constructor, kept);
  }
  const statement = kept.get(shape) as (Prepared<T> & { client?: unknown }) | undefined;
  if (!statement) {
    const prepared = withCompiledRows(build().prepare('')) as Prepared<T> & { client?: unknown };
    // Only a prepared query that sends through the transaction's connection can be run on another one.
    if (prepared.client !== session.client) throw new Error('prepared query without its connection');
    kept.set(shape, prepared);
    return prepared.execute(values);
  }
  if (checking) checkKept(shape, build, statement);
  return onConnectionOf(statement, tx).execute(values);
}

/**
 * A statement written as an SQL template (what `db.execute` runs) as something `runPrepared` can build and
 * prepare: Drizzle prepares it as `db.execute` does, only by name. Its rows come back as `db.execute`'s do.
 */
export function rawStatement<R>(db: Db | Tx, query: SQL): Buildable<{ rows: R[] }> {
  // `db.execute` is these two calls without a name (drizzle-orm pg-core/db.js); neither is exported apart.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const prepare = (built: Query, name: string) =>
    session.prepareQuery(built, undefined, name, false) as unknown as Prepared<{ rows: R[] }>;
  return {
    prepare: (name) => prepare(dialect.sqlToQuery(query), name),
    toSQL: () => dialect.sqlToQuery(query),
  };
}
