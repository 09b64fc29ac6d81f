import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { type Buildable, runPrepared, slot, slotted } from './prepared.ts';
import { type CountQuery, readCount } from './sql-helpers.ts';

/** Page numbers start at 1; an empty result still has one page ('1 de 1'). */
export function pageWindow(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * A page's LIMIT and OFFSET as a prepared statement (db/prepared.ts) writes them: the page size in the
 * statement's text (a list's pages all have the same), and an OFFSET, in a slot, only past the first page.
 * With both in slots PostgreSQL cannot tell how far a page reads, prices the generic plan as if it read a
 * tenth of the table, and plans the statement again at every run: for the RA lists' first page that was
 * two thirds of PostgreSQL's time (0.76 ms planning, 0.3 ms running; `bench/plans.ts` lists them).
 * `shape` goes into the statement's shape; `values` into its values; `limit` and `offset` into Drizzle's
 * `.limit()` and `.offset()` (an offset of 0 writes none), or an SQL template.
 */
export function preparedWindow(page: { limit: number; offset: number }) {
  const later = page.offset > 0;
  return {
    // Drizzle writes `limit ${limit}`: an SQL chunk goes into the text, a number would take a parameter.
    limit: sql.raw(String(Math.trunc(page.limit))) as unknown as Placeholder,
    offset: later ? slot('offset') : 0,
    values: later ? { offset: page.offset } : {},
    shape: `limit ${Math.trunc(page.limit)}${later ? ' offset' : ''}`,
  };
}

/**
 * `runPrepared` of one page: the filters in slots (`slotted`), the window as `preparedWindow` writes it,
 * both in the statement's shape under `name`.
 */
export function runPreparedPage<F extends object, T>(
  db: Db,
  name: string,
  filters: F,
  page: { limit: number; offset: number },
  build: (template: F, window: ReturnType<typeof preparedWindow>) => Buildable<T>,
): Promise<T> {
  const { template, values, shape } = slotted(filters);
  const window = preparedWindow(page);
  return runPrepared(db, `${name}:${shape}|${window.shape}`, { ...values, ...window.values }, () =>
    build(template, window),
  );
}

export const totalPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The column that carries a page's total: its count as an uncorrelated scalar subquery of the page's own
 * statement, computed once, so a page and its count cost one round trip (issue 15: on this machine a
 * statement sent costs the server more than the count does). Read back with `withoutTotal`.
 */
export const totalColumn = (count: CountQuery): SQL<number> => sql<number>`(${count})`;

/**
 * A page's rows without the `ntotalfilas` column they carried, and the total: from the first row; none
 * when the first page is empty (nothing matches: a search that finds nothing costs one statement); read
 * alone when a later page is empty (past the end). A prepared page gives its count as a function: the one
 * in its statement has slots.
 */
export async function withoutTotal<R extends { ntotalfilas: unknown }>(
  db: Db | Tx,
  page: { rows: readonly R[]; offset: number },
  count: CountQuery | (() => CountQuery),
): Promise<{ rows: Omit<R, 'ntotalfilas'>[]; total: number }> {
  const { rows, offset } = page;
  const total = rows[0]
    ? Number(rows[0].ntotalfilas)
    : offset === 0
      ? 0
      : await readCount(db, typeof count === 'function' ? count() : count);
  return { rows: rows.map(({ ntotalfilas: _, ...row }) => row), total };
}
