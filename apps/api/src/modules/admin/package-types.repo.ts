import { ADMIN_PAGE_SIZE } from '@carga/domain';
import { and, asc, count, eq, ilike, max, or, type SQL } from 'drizzle-orm';
import { parameterGroups } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { parameters } from '../../db/schema.ts';
import { countOf, likeEscape } from '../../db/sql-helpers.ts';

// Package types are the parameter group TIPOBULTO: the wizard's step 5 offers the active ones.

const group = eq(parameters.sgrupo, parameterGroups.packageType);

const columns = {
  scodparametro01: parameters.scodparametro01,
  sdeslargo01: parameters.sdeslargo01,
  sindactivo: parameters.sindactivo,
};

export async function pagePackageTypes(
  db: Db | Tx,
  filters: { descripcion?: string; activo?: string },
  page: number,
) {
  const text = filters.descripcion ? `%${likeEscape(filters.descripcion)}%` : undefined;
  const conditions: Array<SQL | undefined> = [
    group,
    text ? or(ilike(parameters.scodparametro01, text), ilike(parameters.sdeslargo01, text)) : undefined,
    filters.activo ? eq(parameters.sindactivo, filters.activo) : undefined,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page, ADMIN_PAGE_SIZE);
  const [list, totals] = await Promise.all([
    db
      .select(columns)
      .from(parameters)
      .where(where)
      .orderBy(asc(parameters.norden), asc(parameters.scodparametro01))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(parameters).where(where),
  ]);
  return { list, totalPaginas: totalPages(countOf(totals), ADMIN_PAGE_SIZE) };
}

export async function findPackageType(db: Db | Tx, code: string) {
  const [row] = await db
    .select({ ...columns, norden: parameters.norden })
    .from(parameters)
    .where(and(group, eq(parameters.scodparametro01, code)));
  return row;
}

/** A new type goes last in the wizard's combo. */
export async function insertPackageType(
  tx: Db | Tx,
  row: { scodparametro01: string; sdeslargo01: string; sindactivo: string },
) {
  const [last] = await tx
    .select({ n: max(parameters.norden) })
    .from(parameters)
    .where(group);
  await tx
    .insert(parameters)
    .values({ ...row, sgrupo: parameterGroups.packageType, norden: (last?.n ?? 0) + 1 });
}

export async function updatePackageType(
  tx: Db | Tx,
  code: string,
  row: { sdeslargo01: string; sindactivo: string },
) {
  const updated = await tx
    .update(parameters)
    .set(row)
    .where(and(group, eq(parameters.scodparametro01, code)))
    .returning({ code: parameters.scodparametro01 });
  return updated.length;
}
