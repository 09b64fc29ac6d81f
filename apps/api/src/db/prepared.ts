import { isDeepStrictEqual } from 'node:util';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgDialect, type PgSession, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/** A Drizzle query built with placeholders, before `.prepare`. */
export interface Buildable<T> {
  prepare(name: string): Prepared<T>;
  toSQL(): Query;
  /** Prepares (unnamed) a query built before: what a transaction runs, so that it is built once. */
  prepareBuilt?(query: Query): Prepared<T>;
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
/** The text and slots of each shape run in transactions, built once per process (the dialect is pg's). */
const builtForTransactions = new Map<string, Query>();
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
 * slot (it would be frozen at the first build). In a transaction the statement is built and sent unnamed: its
 * connection goes back to the pool after it, and a name kept per transaction would pile up on them.
 */
export async function runPrepared<T>(
  db: Db | Tx,
  shape: string,
  values: Record<string, unknown>,
  build: () => Buildable<T>,
  options: { planWithValues?: boolean } = {},
): Promise<T> {
  // In a transaction Drizzle's statement belongs to the transaction's session: built each time, and named
  // by the connection (statement-cache.ts).
  if (db instanceof PgTransaction) return inTransaction(shape, values, build);
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
    statement = build().prepare(options.planWithValues ? '' : `carga_${++serial}`);
    shapes.set(key, statement);
  } else if (checking) {
    const built = build().toSQL();
    const kept = statement.getQuery();
    if (built.sql !== kept.sql)
      throw new Error(`The statement kept for shape '${shape}' is not the one built:\n${built.sql}`);
    // A value written into the statement instead of a slot (a date computed when it is built) would be
    // frozen at its first build.
    if (!isDeepStrictEqual(built.params, kept.params))
      throw new Error(`The statement kept for shape '${shape}' has other values than a slot's: ${built.sql}`);
  }
  return statement.execute(values);
}

/**
 * A transaction's statement: its session is the transaction's, so it is prepared each time (unnamed, and
 * named by the connection in statement-cache.ts), but a raw statement's text is built once per shape.
 * Building it was the largest part of Node's time in the write paths (the reparto bench's profile of a
 * route's planning: Drizzle's `is`, `buildQueryFromSourceParams`).
 */
async function inTransaction<T>(shape: string, values: Record<string, unknown>, build: () => Buildable<T>) {
  const buildable = build();
  if (!buildable.prepareBuilt) return buildable.prepare('').execute(values);
  let query = builtForTransactions.get(shape);
  if (!query) {
    query = buildable.toSQL();
    builtForTransactions.set(shape, query);
  } else if (checking) {
    const built = buildable.toSQL();
    if (built.sql !== query.sql || !isDeepStrictEqual(built.params, query.params))
      throw new Error(`The statement kept for shape '${shape}' is not the one built:\n${built.sql}`);
  }
  return buildable.prepareBuilt(query).execute(values);
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
    prepareBuilt: (built) => prepare(built, ''),
  };
}
