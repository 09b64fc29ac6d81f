import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { dteDocumentRas, dteDocuments, payments } from '../../db/schema.ts';

// Issue 34: what a nota de crédito reads and marks of the document it corrects. The document's row is
// locked while its notas are summed and the nota inserted: two notas of one document wait for each other.

/** The document, locked until the transaction ends. */
export async function lockDocument(tx: Tx, nid: number) {
  const [row] = await tx.select().from(dteDocuments).where(eq(dteDocuments.nid, nid)).for('update');
  return row;
}

/** Its notas de crédito, oldest first. */
export async function notasOf(db: Db | Tx, nid: number) {
  return db
    .select({
      nid: dteDocuments.nid,
      nfolio: dteDocuments.nfolio,
      ncodref: dteDocuments.ncodref,
      ntotal: dteDocuments.ntotal,
    })
    .from(dteDocuments)
    .where(and(eq(dteDocuments.nidreferencia, nid), eq(dteDocuments.ntipo, 61)))
    .orderBy(asc(dteDocuments.nid));
}

/** Annulled by a nota: no longer the RA's standing document, and its RAs (cuenta corriente) free again. */
export async function markAnnulled(tx: Tx, nid: number) {
  await tx.update(dteDocuments).set({ sindanulado: 'S' }).where(eq(dteDocuments.nid, nid));
  await tx.update(dteDocumentRas).set({ sindvigente: 'N' }).where(eq(dteDocumentRas.nid, nid));
}

/** Of these payments, the ones reversed ('Anular pago'). */
export async function reversedPayments(db: Db | Tx, nidpagos: number[]) {
  if (nidpagos.length === 0) return new Set<number>();
  const rows = await db
    .select({ nidpago: payments.nidpago })
    .from(payments)
    .where(and(inArray(payments.nidpago, nidpagos), eq(payments.sindanulado, 'S')));
  return new Set(rows.map((row) => row.nidpago));
}

/** What notas have credited: the sum of their totals. */
export const creditedTotal = (notas: Array<{ ntotal: number }>) =>
  notas.reduce((sum, nota) => sum + nota.ntotal, 0);
