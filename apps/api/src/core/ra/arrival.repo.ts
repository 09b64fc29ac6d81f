import { RA_PAGE_SIZE, type RaDifference, type ReceptionCount } from '@carga/domain';
import { and, count, countDistinct, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, runPreparedPage, totalColumn, totalPages, withoutTotal } from '../../db/paginate.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import {
  arrivalDifference,
  arrivalDifferences as d,
  loadingLists as l,
  loadingListPackages as lb,
  operations as o,
  packages,
} from '../../db/schema.ts';
import { type CountQuery, isoUtc } from '../../db/sql-helpers.ts';
import { describeCode, parameterGroups as g } from '../reference/parameters.repo.ts';

// What arrived at the destination, line by line: dispatched = received + missing; damaged are among the
// received. A line not counted yet (ncantidadrecibida null) counts as dispatched only.

/**
 * A line that arrived short or damaged (fewer received than dispatched, or some damaged), as SQL over
 * lista_carga_bulto: the expression of `lista_carga_bulto_diferencia_idx`, whose statistics tell the planner
 * that ~1 % of the lines qualify.
 */
export const hasDifference = sql`(${arrivalDifference(lb)} > 0)`;

const countColumns = {
  ncantidaddespachada: sql<number>`coalesce(sum(${lb.ncantidadingresada}), 0)::int`,
  ncantidadrecibida: sql<number>`coalesce(sum(${lb.ncantidadrecibida}), 0)::int`,
  ncantidadfaltante: sql<number>`coalesce(sum(${lb.ncantidadingresada} - ${lb.ncantidadrecibida}), 0)::int`,
  ncantidaddanada: sql<number>`coalesce(sum(${lb.ncantidaddanada}), 0)::int`,
  /** Lines not counted yet. */
  npendientes: sql<number>`count(*) filter (where ${lb.ncantidadrecibida} is null)::int`,
  ncantidadradiferencia: sql<number>`count(distinct ${lb.nidra}) filter (where ${hasDifference})::int`,
};

export type CountRow = ReceptionCount & { npendientes: number; ncantidadradiferencia: number };

export const toCount = (row: Record<string, unknown> | undefined): CountRow => ({
  ncantidaddespachada: Number(row?.ncantidaddespachada ?? 0),
  ncantidadrecibida: Number(row?.ncantidadrecibida ?? 0),
  ncantidadfaltante: Number(row?.ncantidadfaltante ?? 0),
  ncantidaddanada: Number(row?.ncantidaddanada ?? 0),
  npendientes: Number(row?.npendientes ?? 0),
  ncantidadradiferencia: Number(row?.ncantidadradiferencia ?? 0),
});

/** The count's columns as the key and value pairs of a `json_build_object` (the names are constants). */
const countPairs = sql.join(
  Object.entries(countColumns).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
);

/**
 * Each list's count as one JSON column of a statement over lista_carga (one scan of its lines), so the
 * Recibir page reads its lists and their counts in one statement; `toCount` reads it back. Drizzle names
 * columns without their table in a select from one table: the outer statement must join (these do).
 */
export const listCountColumn = sql<Record<string, unknown> | null>`(select json_build_object(${countPairs})
  from ${lb} where ${lb.nidlistacarga} = ${l.nidlistacarga})`;

/**
 * An RA's count over every received list as one JSON column of a statement over recepcion (the Entregar
 * cards), with the last reception as `dfhorecepcion` (ISO, UTC); `toCount` reads the counts back. As
 * above, the outer statement must join.
 */
export const receivedCountColumn = (nidra: AnyPgColumn) =>
  sql<Record<string, unknown> | null>`(select json_build_object(${countPairs},
    'dfhorecepcion', ${isoUtc(sql`max(${l.dfhorecepcion})`)})
  from ${lb} join ${l} on ${l.nidlistacarga} = ${lb.nidlistacarga}
  where ${lb.nidra} = ${nidra} and ${l.scodestadolista} = 'RECEP')`;

/** The count of a whole list. */
export async function listCount(db: Db | Tx, nidlistacarga: number) {
  const [row] = await db.select(countColumns).from(lb).where(eq(lb.nidlistacarga, nidlistacarga));
  return toCount(row);
}

/** The count of several lists at once, by list id. */
export async function listCounts(db: Db | Tx, nidlistas: number[]) {
  if (nidlistas.length === 0) return new Map<number, CountRow>();
  const rows = await db
    .select({ key: lb.nidlistacarga, ...countColumns })
    .from(lb)
    .where(inArray(lb.nidlistacarga, nidlistas))
    .groupBy(lb.nidlistacarga);
  return new Map(rows.map((row) => [row.key, toCount(row)]));
}

/** The count of some RAs, by RA id: on one list, or over every received list (`receivedOnly`). */
export async function raCounts(
  db: Db | Tx,
  nidras: number[],
  scope: { nidlistacarga: number } | { receivedOnly: true },
) {
  if (nidras.length === 0) return new Map<number, CountRow & { dfhorecepcion: string | null }>();
  const where =
    'nidlistacarga' in scope
      ? and(inArray(lb.nidra, nidras), eq(lb.nidlistacarga, scope.nidlistacarga))
      : and(inArray(lb.nidra, nidras), eq(l.scodestadolista, 'RECEP'));
  const rows = await db
    .select({ key: lb.nidra, ...countColumns, dfhorecepcion: sql<Date | null>`max(${l.dfhorecepcion})` })
    .from(lb)
    .innerJoin(l, eq(l.nidlistacarga, lb.nidlistacarga))
    .where(where)
    .groupBy(lb.nidra);
  return new Map(
    rows.map((row) => [
      row.key,
      {
        ...toCount(row),
        dfhorecepcion: row.dfhorecepcion ? new Date(row.dfhorecepcion).toISOString() : null,
      },
    ]),
  );
}

const differenceColumns = {
  nidra: lb.nidra,
  scodlistacarga: l.scodlistacarga,
  niditem: lb.niditem,
  sdestipobulto: describeCode(g.packageType, sql`${packages.scodtipobulto}`),
  ncantidaddespachada: lb.ncantidadingresada,
  ncantidadrecibida: sql<number>`coalesce(${lb.ncantidadrecibida}, 0)`,
  ncantidaddanada: sql<number>`coalesce(${lb.ncantidaddanada}, 0)`,
  smotivodiferencia: sql<string>`coalesce(${lb.smotivodiferencia}, '')`,
  scodbodegadestino: o.scodbodegadestino,
  dfhorecepcion: l.dfhorecepcion,
};

const fromDifferences = <X extends Record<string, SQL> = Record<never, never>>(db: Db | Tx, extra?: X) =>
  db
    .select({ ...differenceColumns, ...(extra as X) })
    .from(lb)
    .innerJoin(l, eq(l.nidlistacarga, lb.nidlistacarga))
    .innerJoin(o, eq(o.nidoperacion, l.nidoperacion))
    .innerJoin(packages, eq(packages.niditem, lb.niditem));

const toDifference = (
  row: Awaited<ReturnType<ReturnType<typeof fromDifferences>['where']>>[number],
): RaDifference => ({
  ...row,
  ncantidadrecibida: Number(row.ncantidadrecibida),
  ncantidaddanada: Number(row.ncantidaddanada),
  ncantidadfaltante: row.ncantidaddespachada - Number(row.ncantidadrecibida),
  dfhorecepcion: row.dfhorecepcion ? row.dfhorecepcion.toISOString() : null,
});

/** Received lines of an RA that arrived short or damaged (the RA detail). */
export async function differencesOfRa(db: Db | Tx, nidra: number) {
  const rows = await runPrepared(db, 'ra-diferencias', { nidra }, () =>
    fromDifferences(db)
      .where(and(eq(lb.nidra, slot('nidra')), eq(l.scodestadolista, 'RECEP'), hasDifference))
      .orderBy(l.nidlistacarga, lb.niditem),
  );
  return rows.map(toDifference);
}

export async function pageOfficeDifferences(db: Db, offices: string[], page: number) {
  const { limit, offset } = pageWindow(page, RA_PAGE_SIZE);
  const mine = (codes: readonly (string | Placeholder)[]) =>
    inArray(d.scodoficinaorigen, codes.length ? codes : ['']);
  const lines = (codes: readonly (string | Placeholder)[]) =>
    db.select({ n: count() }).from(d).where(mine(codes));
  // Built once per number of offices and prepared (db/prepared.ts). The count rides in the page's
  // statement (one round trip); an empty page past the first reads it alone.
  const found = await runPreparedPage(db, 'diferencias', { offices }, { limit, offset }, (template, window) =>
    // The page's lines from the differences kept per office (migration 0015), then only those are described.
    fromDifferences(db, { ntotalfilas: totalColumn(lines(template.offices)) })
      .where(
        sql`(${lb.nidlistacarga}, ${lb.niditem}) in (${db
          .select({ nidlistacarga: d.nidlistacarga, niditem: d.niditem })
          .from(d)
          .where(mine(template.offices))
          .orderBy(sql`${d.dfhorecepcion} desc nulls last`, desc(d.nidra), d.niditem)
          .limit(window.limit)
          .offset(window.offset)})`,
      )
      .orderBy(sql`${l.dfhorecepcion} desc nulls last`, desc(lb.nidra), lb.niditem),
  );
  const { rows, total } = await withoutTotal(db, { rows: found, offset }, () => lines(offices));
  return { list: rows.map(toDifference), totalPaginas: totalPages(total, RA_PAGE_SIZE) };
}

/** How many RAs of the offices arrived with a difference. */
export function officeDifferenceRasQuery(db: Db | Tx, offices: string[]): CountQuery {
  return db
    .select({ n: countDistinct(d.nidra) })
    .from(d)
    .where(offices.length ? inArray(d.scodoficinaorigen, offices) : sql`false`);
}
