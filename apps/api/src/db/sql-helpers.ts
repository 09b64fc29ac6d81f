import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { runPrepared } from './prepared.ts';

/** Escapes LIKE wildcards typed by the user. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Ids as one PostgreSQL array literal of integers: one parameter however many there are. `inArray` binds
 * one parameter each, and Drizzle spreads them on the stack: Gestión's sales of a million RAs overflowed it.
 */
export const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** `column = any($1::int[])`: `inArray` for a list of ids of any length (see `idArray`). */
export const inIds = (column: SQLWrapper, ids: readonly number[]) =>
  sql`${column} = any(${idArray(ids)}::int[])`;

/** PostgreSQL's unique_violation, from pg or PGlite, bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The row a query always answers (an aggregate, an insert … returning): its absence is a bug, not a 404. */
export function one<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: the query answered no row`);
  return row;
}

/** What a `select count() as n` answers: always one row. */
export const countOf = (rows: readonly { n: number | string }[]) => Number(one(rows, 'count').n);

/** A query that answers one number (a count, a sum): read alone or with others in one statement. */
export type CountQuery = SQLWrapper;

/**
 * Several numbers in one statement: each query a scalar subquery of one `select`, so a dashboard of four
 * figures costs one round trip instead of four (on this machine a statement sent costs the server more
 * than a small count does).
 */
export async function readCounts<K extends string>(db: Db | Tx, queries: Record<K, CountQuery>) {
  return numbersOf<K>(one(await countsSelect(db, queries), 'counts'));
}

/**
 * `readCounts` built once per `shape` and prepared (db/prepared.ts): `build` writes the queries with the
 * slots whose `values` are given (the dashboards: their cost was building the statement, not running it).
 */
export async function readCountsPrepared<K extends string>(
  db: Db,
  shape: string,
  values: Record<string, unknown>,
  build: () => Record<K, CountQuery>,
) {
  return numbersOf<K>(one(await runPrepared(db, shape, values, () => countsSelect(db, build())), 'counts'));
}

/** One row of one column per query; `(select)` is a row of no columns to select them from. */
const countsSelect = <K extends string>(db: Db | Tx, queries: Record<K, CountQuery>) =>
  db
    .select(
      Object.fromEntries(
        Object.entries<CountQuery>(queries).map(([key, query]) => [
          key,
          sql<number>`coalesce((${query}), 0)::int`,
        ]),
      ) as Record<K, SQL<number>>,
    )
    .from(sql`(select) as uno`);

const numbersOf = <K extends string>(row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<K, number>;

/** One number read alone. */
export const readCount = async (db: Db | Tx, query: CountQuery) => (await readCounts(db, { n: query })).n;

/** A timestamp as the API writes it (ISO 8601, UTC, milliseconds), computed in SQL for JSON built there. */
export const isoUtc = (timestamp: SQLWrapper): SQL<string> =>
  sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rows of an insert-only table of deltas worth folding: the keys with several rows, or whose sums are
 * all zero (`zero`). A fold deletes and writes again only these: folding every row each minute left the
 * whole table dead once a minute (gestion_plazo_hora: 720,000 dead rows beside 47,000 live after ten folds,
 * read through until a vacuum). By `ctid`, because keys hold nulls (`in` would never match them) and a delta
 * row is never updated, so its ctid stays its own while the fold's statement runs.
 */
export const foldableRows = (table: SQLWrapper, key: SQL, zero: SQL) =>
  sql`select unnest(array_agg(ctid)) from ${table} group by ${key} having count(*) > 1 or ${zero}`;
