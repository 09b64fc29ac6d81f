/** Escapes LIKE wildcards typed by the user. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
