import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

// A prepared select's rows as objects of one fixed shape, built by a function written once per statement.
// Drizzle builds each row by assigning its columns one by one to `{}` (`mapResultRow`); past a dozen
// properties V8 turns such an object into a dictionary, and everything after it pays: spreading a list
// row of 21 columns took 2.8 µs where the same row as a literal takes 0.6, and the serializer and the
// collector slowed with it (profile of Recepciones page 1, 2026-11-30: Drizzle's mapping and the spreads
// after it were a fifth of the server's time). The function this file writes returns an object literal,
// so V8 gives every row of a statement the same hidden class. Under the tests each row is also built by
// Drizzle and the two compared, so the whole suite proves the mapping.

interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** The part of Drizzle's prepared query (node-postgres' and PGlite's alike) the mapping reads and sets. */
export interface MappedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

const checking = process.env.NODE_ENV === 'test';
/** Drizzle's own mapping, exported by its index but marked internal in its types. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>): unknown;
};
/** The decoder an SQL expression carries (`.mapWith`), internal in Drizzle's types. */
const decoderOfSql = (query: unknown) => (query as { decoder: Decoder }).decoder;

/** The decoder Drizzle's `mapResultRow` applies to a field (drizzle-orm utils.js). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

type Shape = Map<string, number | Shape>;

/** The literal of one level of the row: each key its column's decoded value, or a nested literal. */
function literal(shape: Shape): string {
  const entries = [...shape].map(([key, at]) => {
    const value =
      typeof at === 'number'
        ? `row[${at}] === null ? null : d[${at}].mapFromDriverValue(row[${at}])`
        : literal(at);
    return `${JSON.stringify(key)}: ${value}`;
  });
  return `{${entries.join(', ')}}`;
}

/**
 * The function that builds a row of these fields, or undefined where Drizzle's mapping does more than
 * decode: a left-joined table selected whole becomes null when its columns all are (`joinsNotNullableMap`).
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const nullable = (field: Column) => joinsNotNullableMap && !joinsNotNullableMap[getTableName(field.table)];
  if (fields.some(({ path, field }) => path.length === 2 && is(field, Column) && nullable(field)))
    return undefined;
  const root: Shape = new Map();
  for (const [index, { path }] of fields.entries()) {
    let level = root;
    for (const chunk of path.slice(0, -1)) {
      let next = level.get(chunk);
      if (next === undefined) {
        next = new Map();
        level.set(chunk, next);
      }
      if (typeof next === 'number') return undefined;
      level = next;
    }
    const last = path[path.length - 1] as string;
    if (level.has(last)) return undefined;
    level.set(last, index);
  }
  const build = new Function('d', 'row', `return ${literal(root)};`) as (
    decoders: Decoder[],
    row: unknown[],
  ) => Record<string, unknown>;
  const decoders = fields.map(({ field }) => decoderOf(field));
  return (row: unknown[]) => build(decoders, row);
}

/** Gives a prepared select the compiled mapping (left as it is when it has none or cannot take it). */
export function withCompiledRows<Q>(query: Q): Q {
  const prepared = query as Q & MappedQuery;
  if (!prepared.fields || prepared.customResultMapper) return query;
  const { fields, joinsNotNullableMap } = prepared;
  const map = compileRowMapper(fields, joinsNotNullableMap);
  if (!map) return query;
  prepared.customResultMapper = checking
    ? (rows) => rows.map((row) => checked(map(row), fields, row, joinsNotNullableMap))
    : (rows) => rows.map(map);
  return query;
}

/** Under the tests: the compiled row is the one Drizzle builds. */
function checked(
  mapped: Record<string, unknown>,
  fields: SelectedField[],
  row: unknown[],
  joinsNotNullableMap?: Record<string, boolean>,
) {
  const expected = mapResultRow(fields, row, joinsNotNullableMap);
  if (!isDeepStrictEqual(mapped, expected))
    throw new Error(
      `The compiled row differs from Drizzle's:\n${JSON.stringify(mapped)}\n${JSON.stringify(expected)}`,
    );
  return mapped;
}

/**
 * The row with `fields` set on it: the row itself, changed. A spread that adds keys to a wide row
 * (`{ ...row, total }`) cost V8 about 1 µs a key a row, measured on Node 20 (a slow path of V8's; a row
 * of 21 columns plus two: 2 µs); setting them on the row costs 0.03. For the rows a query just returned,
 * that nobody else holds. Keys the type leaves out stay on the object: the compiled serializers write
 * only their schema's properties.
 */
export function extend<R extends object, E extends object>(row: R, fields: E): Omit<R, keyof E> & E {
  return Object.assign(row, fields) as unknown as Omit<R, keyof E> & E;
}
