import type { AssociatedDocument, PackageLine } from '@carga/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { associatedDocuments, packages, parameters } from '../../db/schema.ts';
import { parameterGroups as g } from '../lookups/parameters.repo.ts';

const describedBy = (
  group: string,
  code: typeof packages.scodtipobulto | typeof associatedDocuments.scodtipodocumento,
) => and(eq(parameters.sgrupo, group), eq(parameters.scodparametro01, code));

export async function listDocuments(db: Db | Tx, nidra: number): Promise<AssociatedDocument[]> {
  const rows = await db
    .select({ doc: associatedDocuments, sdestipodocumento: parameters.sdeslargo01 })
    .from(associatedDocuments)
    .leftJoin(parameters, describedBy(g.documentType, associatedDocuments.scodtipodocumento))
    .where(eq(associatedDocuments.nidra, nidra))
    .orderBy(asc(associatedDocuments.niddocumento));
  return rows.map(({ doc, sdestipodocumento }) => ({
    ...doc,
    sdestipodocumento: sdestipodocumento ?? doc.scodtipodocumento,
  }));
}

export async function listPackages(db: Db | Tx, nidra: number): Promise<PackageLine[]> {
  const rows = await db
    .select({ line: packages, sdestipobulto: parameters.sdeslargo01 })
    .from(packages)
    .leftJoin(parameters, describedBy(g.packageType, packages.scodtipobulto))
    .where(eq(packages.nidra, nidra))
    .orderBy(asc(packages.niditem));
  return rows.map(({ line: { nidra: _, ...line }, sdestipobulto }) => ({
    ...line,
    sdestipobulto: sdestipobulto ?? line.scodtipobulto,
  }));
}
