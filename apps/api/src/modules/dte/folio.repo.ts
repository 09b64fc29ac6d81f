import { type DteType, dteMessages } from '@carga/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cafs, voidedFolios } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// The folios of the DTEs (issue 34): taken in the transaction that writes the document, under the lock of
// the type's ranges, so that a folio is never given twice nor skipped; a document that fails after taking
// its folio voids it (folio_anulado) rather than handing it back. A transaction that rolls back never
// took its folio: nothing of it committed, so the next document takes that same number (docs/decisions.md).

export interface TakenFolio {
  nfolio: number;
  nidcaf: number;
}

/**
 * The next folio of `tipo`, from the lowest range that still has folios. Every range of the type with folios
 * left is locked, in range order: after waiting for another taker the rows are read again (PostgreSQL
 * re-checks `nsiguiente <= nfoliohasta` on the newest version), so a range the other taker used up is passed
 * over for the next one instead of answering 'no folios' — a `limit 1 for update` would.
 */
export async function takeFolio(tx: Tx, tipo: DteType): Promise<TakenFolio> {
  const ranges = await tx
    .select({ nidcaf: cafs.nidcaf, nsiguiente: cafs.nsiguiente })
    .from(cafs)
    .where(and(eq(cafs.ntipodte, tipo), lte(cafs.nsiguiente, cafs.nfoliohasta)))
    .orderBy(asc(cafs.nfoliodesde))
    .for('update');
  const range = ranges[0];
  if (!range) throw conflict(dteMessages.foliosExhausted(tipo));
  await tx
    .update(cafs)
    .set({ nsiguiente: sql`${cafs.nsiguiente} + 1` })
    .where(eq(cafs.nidcaf, range.nidcaf));
  return { nfolio: range.nsiguiente, nidcaf: range.nidcaf };
}

/**
 * Records a taken folio as void, in the caller's transaction: it is never given again (nsiguiente only
 * grows) and the ledger says why. A folio no range has given yet cannot be voided.
 */
export async function voidFolio(tx: Tx, tipo: DteType, folio: number, reason: string) {
  const [range] = await tx
    .select({ nidcaf: cafs.nidcaf })
    .from(cafs)
    .where(and(eq(cafs.ntipodte, tipo), lte(cafs.nfoliodesde, folio), gt(cafs.nsiguiente, folio)));
  if (!range) throw conflict(dteMessages.folioNotTaken(tipo, folio));
  const inserted = await tx
    .insert(voidedFolios)
    .values({ ntipodte: tipo, nfolio: folio, nidcaf: range.nidcaf, smotivo: reason.slice(0, 200) })
    .onConflictDoNothing()
    .returning({ nfolio: voidedFolios.nfolio });
  if (inserted.length === 0) throw conflict(dteMessages.folioAlreadyVoid(tipo, folio));
}

/** The voided folios of a type, in order (what the SII's 'anulación de folios' declares). */
export async function voidedFoliosOf(tx: Tx, tipo: DteType) {
  return tx
    .select({ nfolio: voidedFolios.nfolio, smotivo: voidedFolios.smotivo })
    .from(voidedFolios)
    .where(eq(voidedFolios.ntipodte, tipo))
    .orderBy(asc(voidedFolios.nfolio));
}
