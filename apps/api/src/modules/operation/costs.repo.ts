import type { CostItem } from '@carga/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  clients,
  loadingListPackages,
  loadingListRas,
  loadingLists,
  operationCosts,
  packages,
  parameters,
  receptions,
} from '../../db/schema.ts';
import { countOf, inIds, one } from '../../db/sql-helpers.ts';

const c = operationCosts;

export type CostValues = Omit<typeof operationCosts.$inferInsert, 'nidcosto' | 'dfhocreacion'>;
export type CostRow = typeof operationCosts.$inferSelect;

const costType = alias(parameters, 'param_tipocosto');
const assignment = alias(parameters, 'param_asignacion');

export async function listCosts(db: Db | Tx, nidoperacion: number): Promise<CostItem[]> {
  const rows = await db
    .select({
      nidcosto: c.nidcosto,
      nidoperacion: c.nidoperacion,
      scodtipocosto: c.scodtipocosto,
      sdestipocosto: sql<string>`coalesce(${costType.sdeslargo01}, ${c.scodtipocosto})`,
      nmontocosto: c.nmontocosto,
      nidproveedor: c.nidproveedor,
      snomproveedor: sql<string>`coalesce(${clients.snombrecorto}, '')`,
      snumfactura: c.snumfactura,
      dfhofactura: c.dfhofactura,
      scodtipoasignacion: c.scodtipoasignacion,
      sdestipoasignacion: sql<string>`coalesce(${assignment.sdeslargo01}, ${c.scodtipoasignacion})`,
      nidra: c.nidra,
      sindinvolucraventa: c.sindinvolucraventa,
      nmontoventa: c.nmontoventa,
      nidusuario: c.nidusuario,
    })
    .from(c)
    .leftJoin(costType, and(eq(costType.sgrupo, g.costType), eq(costType.scodparametro01, c.scodtipocosto)))
    .leftJoin(
      assignment,
      and(eq(assignment.sgrupo, g.costAssignment), eq(assignment.scodparametro01, c.scodtipoasignacion)),
    )
    .leftJoin(clients, eq(clients.nidcliente, c.nidproveedor))
    .where(eq(c.nidoperacion, nidoperacion))
    .orderBy(asc(c.nidcosto));
  return rows.map((row) => ({
    ...row,
    nmontocosto: Number(row.nmontocosto),
    nmontoventa: row.nmontoventa === null ? null : Number(row.nmontoventa),
    stipoasignacioncosto: row.scodtipoasignacion,
  }));
}

export async function findCost(db: Db | Tx, nidcosto: number) {
  const [row] = await db.select().from(c).where(eq(c.nidcosto, nidcosto));
  return row as CostRow | undefined;
}

export async function insertCost(db: Db | Tx, values: CostValues) {
  const rows = await db.insert(c).values(values).returning({ nidcosto: c.nidcosto });
  return one(rows, 'insertCost').nidcosto;
}

export async function updateCost(db: Db | Tx, nidcosto: number, values: Partial<CostValues>) {
  await db.update(c).set(values).where(eq(c.nidcosto, nidcosto));
}

export async function deleteCost(db: Db | Tx, nidcosto: number) {
  await db.delete(c).where(eq(c.nidcosto, nidcosto));
}

// ---- The RAs an operation carries: those on its load lists -------------------------------------------

export async function countOperationLists(db: Db | Tx, nidoperacion: number) {
  const rows = await db
    .select({ n: count() })
    .from(loadingLists)
    .where(eq(loadingLists.nidoperacion, nidoperacion));
  return countOf(rows);
}

export async function isRaOnOperation(db: Db | Tx, nidoperacion: number, nidra: number) {
  const rows = await db
    .select({ n: count() })
    .from(loadingListRas)
    .innerJoin(loadingLists, eq(loadingLists.nidlistacarga, loadingListRas.nidlistacarga))
    .where(and(eq(loadingLists.nidoperacion, nidoperacion), eq(loadingListRas.nidra, nidra)));
  return countOf(rows) > 0;
}

/** An RA waiting at the origin warehouse for this operation's route (before any list exists). */
export async function isRaOnRoute(
  db: Db | Tx,
  nidra: number,
  origin: string,
  destination: string,
  states: readonly string[],
) {
  const rows = await db
    .select({ n: count() })
    .from(receptions)
    .where(
      and(
        eq(receptions.nidra, nidra),
        eq(receptions.scodbodegaorigen, origin),
        eq(receptions.scodbodegadestino, destination),
        inArray(receptions.scodestado, [...states]),
      ),
    );
  return countOf(rows) > 0;
}

export interface LoadedRa {
  nidra: number;
  snomdestinatario: string;
  packages: number;
  weightKg: number;
  volumeM3: number;
  volumetricKg: number;
}

/** The RAs on the operation's lists with what of them is loaded (units × the package lines' unit measures). */
export async function loadedRas(db: Db | Tx, nidoperacion: number): Promise<LoadedRa[]> {
  const loaded = db
    .select({
      nidra: loadingListPackages.nidra,
      packages: sql<number>`sum(${loadingListPackages.ncantidadingresada})::float8`.as('packages'),
      weightKg:
        sql<number>`sum(${loadingListPackages.ncantidadingresada} * ${packages.npesobultokg})::float8`.as(
          'weight_kg',
        ),
      volumeM3:
        sql<number>`sum(${loadingListPackages.ncantidadingresada} * ${packages.nvolumenbultom3})::float8`.as(
          'volume_m3',
        ),
      volumetricKg:
        sql<number>`sum(${loadingListPackages.ncantidadingresada} * ${packages.npesovolumbulto})::float8`.as(
          'volumetric_kg',
        ),
    })
    .from(loadingListPackages)
    .innerJoin(packages, eq(packages.niditem, loadingListPackages.niditem))
    .innerJoin(loadingLists, eq(loadingLists.nidlistacarga, loadingListPackages.nidlistacarga))
    .where(eq(loadingLists.nidoperacion, nidoperacion))
    .groupBy(loadingListPackages.nidra)
    .as('loaded');
  const rows = await db
    .selectDistinct({
      nidra: loadingListRas.nidra,
      snomdestinatario: receptions.snomdestinatario,
      packages: sql<number>`coalesce(${loaded.packages}, 0)`,
      weightKg: sql<number>`coalesce(${loaded.weightKg}, 0)`,
      volumeM3: sql<number>`coalesce(${loaded.volumeM3}, 0)`,
      volumetricKg: sql<number>`coalesce(${loaded.volumetricKg}, 0)`,
    })
    .from(loadingListRas)
    .innerJoin(loadingLists, eq(loadingLists.nidlistacarga, loadingListRas.nidlistacarga))
    .innerJoin(receptions, eq(receptions.nidra, loadingListRas.nidra))
    .leftJoin(loaded, eq(loaded.nidra, loadingListRas.nidra))
    .where(eq(loadingLists.nidoperacion, nidoperacion))
    .orderBy(asc(loadingListRas.nidra));
  return rows.map((row) => ({
    nidra: row.nidra,
    snomdestinatario: row.snomdestinatario,
    packages: Number(row.packages),
    weightKg: Number(row.weightKg),
    volumeM3: Number(row.volumeM3),
    volumetricKg: Number(row.volumetricKg),
  }));
}

/** The ids of the operation's load lists. */
export async function operationListIds(db: Db | Tx, nidoperacion: number) {
  const rows = await db
    .select({ id: loadingLists.nidlistacarga })
    .from(loadingLists)
    .where(eq(loadingLists.nidoperacion, nidoperacion));
  return new Set(rows.map((row) => row.id));
}

/** The costs of some operations that 'involucran venta', with their sale (what a sale total adds). */
export async function saleCostsOf(db: Db | Tx, ids: number[]) {
  const rows = await db
    .select({ nidoperacion: c.nidoperacion, nmontoventa: c.nmontoventa })
    .from(c)
    .where(and(inIds(c.nidoperacion, ids), eq(c.sindinvolucraventa, 'S')));
  return rows.map((row) => ({ nidoperacion: row.nidoperacion, nmontoventa: Number(row.nmontoventa ?? 0) }));
}

/** Every list of some operations, with each RA on it (`nidra` null for a list without RAs). */
export async function listedRasOf(db: Db | Tx, ids: number[]) {
  return db
    .select({
      nidoperacion: loadingLists.nidoperacion,
      nidlistacarga: loadingLists.nidlistacarga,
      nidra: loadingListRas.nidra,
    })
    .from(loadingLists)
    .leftJoin(loadingListRas, eq(loadingListRas.nidlistacarga, loadingLists.nidlistacarga))
    .where(inIds(loadingLists.nidoperacion, ids));
}
