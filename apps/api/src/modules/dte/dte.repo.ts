import type { DteType } from '@carga/domain';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cafs, certificates, issuers } from '../../db/schema.ts';

// Issue 34: the emisor, the certificate and the CAFs as rows. The folios themselves: folio.repo.ts.

export type IssuerValues = Omit<typeof issuers.$inferInsert, 'nidemisor' | 'dfecmodificacion'>;
export type CertificateValues = Omit<typeof certificates.$inferInsert, 'nidcertificado'>;
export type CafValues = Omit<typeof cafs.$inferInsert, 'nidcaf'>;

export async function findIssuer(db: Db | Tx) {
  const [row] = await db.select().from(issuers).where(eq(issuers.nidemisor, 1));
  return row;
}

/**
 * The emisor, locked: a CAF is checked against its RUT and against the ranges loaded while this lock is
 * held, so two uploads at once are checked one after the other.
 */
export async function lockIssuer(tx: Tx) {
  const [row] = await tx.select().from(issuers).where(eq(issuers.nidemisor, 1)).for('update');
  return row;
}

export async function saveIssuer(db: Db | Tx, values: IssuerValues) {
  const [row] = await db
    .insert(issuers)
    .values({ ...values, nidemisor: 1 })
    .onConflictDoUpdate({ target: issuers.nidemisor, set: { ...values, dfecmodificacion: new Date() } })
    .returning();
  return row!;
}

export async function findCertificate(db: Db | Tx) {
  const [row] = await db.select().from(certificates).where(eq(certificates.nidcertificado, 1));
  return row;
}

/** The emisor and the certificate in one statement (what every document is signed with). */
export async function findSigningSetup(db: Db | Tx) {
  const [row] = await db
    .select({ issuer: issuers, certificate: certificates })
    .from(issuers)
    .leftJoin(certificates, eq(certificates.nidcertificado, 1))
    .where(eq(issuers.nidemisor, 1));
  return { issuer: row?.issuer, certificate: row?.certificate ?? undefined };
}

/** The one certificate: an upload replaces the one before. */
export async function saveCertificate(db: Db | Tx, values: CertificateValues) {
  const [row] = await db
    .insert(certificates)
    .values({ ...values, nidcertificado: 1 })
    .onConflictDoUpdate({ target: certificates.nidcertificado, set: values })
    .returning();
  return row!;
}

/** The ranges of a type that share a folio with desde…hasta. */
export async function overlappingCafs(tx: Tx, tipo: DteType, desde: number, hasta: number) {
  return tx
    .select({ nidcaf: cafs.nidcaf })
    .from(cafs)
    .where(and(eq(cafs.ntipodte, tipo), lte(cafs.nfoliodesde, hasta), gte(cafs.nfoliohasta, desde)));
}

export async function insertCaf(tx: Tx, values: CafValues) {
  const [row] = await tx.insert(cafs).values(values).returning();
  return row!;
}

/** Every range, by type and first folio (the secrets stay in the table). */
export async function listCafs(db: Db | Tx) {
  return db
    .select({
      nidcaf: cafs.nidcaf,
      ntipodte: cafs.ntipodte,
      nfoliodesde: cafs.nfoliodesde,
      nfoliohasta: cafs.nfoliohasta,
      nsiguiente: cafs.nsiguiente,
      dfechaautorizacion: cafs.dfechaautorizacion,
      sindprueba: cafs.sindprueba,
      dfeccarga: cafs.dfeccarga,
    })
    .from(cafs)
    .orderBy(asc(cafs.ntipodte), asc(cafs.nfoliodesde));
}

/** The RUTs of real (not test) CAFs loaded for another RUT than this one. */
export async function realCafRutsOtherThan(db: Db | Tx, rut: string) {
  const rows = await db
    .selectDistinct({ srutemisor: cafs.srutemisor })
    .from(cafs)
    .where(and(eq(cafs.sindprueba, 'N'), ne(cafs.srutemisor, rut)));
  return rows.map((row) => row.srutemisor);
}
