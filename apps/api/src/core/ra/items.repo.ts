import type { AssociatedDocument, PackageLine, RaRepack } from '@carga/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { associatedDocuments, packages, parameters, repacks } from '../../db/schema.ts';
import { parameterGroups as g } from '../reference/parameters.repo.ts';

const describedBy = (
  group: string,
  code: typeof packages.scodtipobulto | typeof associatedDocuments.scodtipodocumento | typeof repacks.scodigo,
) => and(eq(parameters.sgrupo, group), eq(parameters.scodparametro01, code));

export async function listDocuments(db: Db | Tx, nidra: number): Promise<AssociatedDocument[]> {
  const rows = await runPrepared(db, 'ra-documentos', { nidra }, () =>
    db
      .select({ doc: associatedDocuments, sdestipodocumento: parameters.sdeslargo01 })
      .from(associatedDocuments)
      .leftJoin(parameters, describedBy(g.documentType, associatedDocuments.scodtipodocumento))
      .where(eq(associatedDocuments.nidra, slot('nidra')))
      .orderBy(asc(associatedDocuments.niddocumento)),
  );
  return rows.map(({ doc, sdestipodocumento }) => ({
    ...doc,
    sdestipodocumento: sdestipodocumento ?? doc.scodtipodocumento,
  }));
}

export async function listPackages(db: Db | Tx, nidra: number): Promise<PackageLine[]> {
  const rows = await runPrepared(db, 'ra-bultos', { nidra }, () =>
    db
      .select({ line: packages, sdestipobulto: parameters.sdeslargo01 })
      .from(packages)
      .leftJoin(parameters, describedBy(g.packageType, packages.scodtipobulto))
      .where(eq(packages.nidra, slot('nidra')))
      .orderBy(asc(packages.niditem)),
  );
  return rows.map(({ line: { nidra: _, ...line }, sdestipobulto }) => ({
    ...line,
    sdestipobulto: sdestipobulto ?? line.scodtipobulto,
  }));
}

export type DocumentValues = Omit<typeof associatedDocuments.$inferInsert, 'niddocumento'>;

export async function insertDocument(tx: Tx, values: DocumentValues) {
  await tx.insert(associatedDocuments).values(values);
}

/** Answers the removed document, if the RA had it. */
export async function deleteDocument(tx: Tx, nidra: number, niddocumento: number) {
  const [deleted] = await tx
    .delete(associatedDocuments)
    .where(and(eq(associatedDocuments.nidra, nidra), eq(associatedDocuments.niddocumento, niddocumento)))
    .returning();
  return deleted;
}

/** What the RA's documents declare, for the insurance part of the price. */
export async function sumDocumentValues(db: Db | Tx, nidra: number) {
  return (await sumDocumentValuesOf(db, [nidra])).get(nidra) ?? 0;
}

/** The same for several RAs in one statement (0 for an RA without documents). */
export async function sumDocumentValuesOf(db: Db | Tx, nidras: number[]) {
  const totals = new Map<number, number>(nidras.map((nidra) => [nidra, 0]));
  if (nidras.length === 0) return totals;
  const rows = await db
    .select({
      nidra: associatedDocuments.nidra,
      total: sql<number>`coalesce(sum(${associatedDocuments.nvalordocumento}), 0)::float8`,
    })
    .from(associatedDocuments)
    .where(inArray(associatedDocuments.nidra, nidras))
    .groupBy(associatedDocuments.nidra);
  for (const row of rows) totals.set(row.nidra, Number(row.total));
  return totals;
}

export type PackageValues = Omit<typeof packages.$inferInsert, 'niditem' | 'nidra'>;

/** Package lines of several RAs in one statement (each RA's lines numbered in the order given). */
export async function insertPackages(tx: Tx, lines: Array<PackageValues & { nidra: number }>) {
  for (let start = 0; start < lines.length; start += 2000) {
    await tx.insert(packages).values(lines.slice(start, start + 2000));
  }
}

export async function insertPackage(tx: Tx, nidra: number, values: PackageValues) {
  await insertPackages(tx, [{ ...values, nidra }]);
}

/** The package type a line has now, if the RA has that line. */
export async function findPackageType(tx: Tx, nidra: number, niditem: number) {
  const [row] = await tx
    .select({ code: packages.scodtipobulto })
    .from(packages)
    .where(and(eq(packages.nidra, nidra), eq(packages.niditem, niditem)));
  return row?.code;
}

/** Answers whether the RA had that line. */
export async function updatePackage(tx: Tx, nidra: number, niditem: number, values: PackageValues) {
  const updated = await tx
    .update(packages)
    .set(values)
    .where(and(eq(packages.nidra, nidra), eq(packages.niditem, niditem)))
    .returning({ niditem: packages.niditem });
  return updated.length > 0;
}

/** Answers the removed line, if the RA had it. */
export async function deletePackage(tx: Tx, nidra: number, niditem: number) {
  const [deleted] = await tx
    .delete(packages)
    .where(and(eq(packages.nidra, nidra), eq(packages.niditem, niditem)))
    .returning();
  return deleted;
}

/** The repacking the cargo needs (step 3). */
export function listRepacks(db: Db | Tx, nidra: number) {
  return db
    .select({ scodigo: repacks.scodigo, ncantidad: repacks.ncantidad })
    .from(repacks)
    .where(eq(repacks.nidra, nidra));
}

/** The repacking with each type's description, for the RA detail and the receipt. */
export async function listDescribedRepacks(db: Db | Tx, nidra: number): Promise<RaRepack[]> {
  const rows = await runPrepared(db, 'ra-reempaques', { nidra }, () =>
    db
      .select({
        scodigo: repacks.scodigo,
        ncantidad: repacks.ncantidad,
        sdesreempaque: parameters.sdeslargo01,
      })
      .from(repacks)
      .leftJoin(parameters, describedBy(g.repackType, repacks.scodigo))
      .where(eq(repacks.nidra, slot('nidra')))
      .orderBy(asc(repacks.scodigo)),
  );
  return rows.map((r) => ({ ...r, sdesreempaque: r.sdesreempaque ?? r.scodigo }));
}

/** Step 3 sends the whole repacking list each time: it replaces the one stored. */
export async function replaceRepacks(
  tx: Tx,
  nidra: number,
  lines: Array<{ scodigo: string; ncantidad: number }>,
) {
  await tx.delete(repacks).where(eq(repacks.nidra, nidra));
  if (lines.length) {
    await tx.insert(repacks).values(lines.map((r) => ({ ...r, nidra })));
  }
}
