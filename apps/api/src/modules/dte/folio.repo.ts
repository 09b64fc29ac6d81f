import { type DteType, dteMessages } from '@carga/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cafs, voidedFolios } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// The folios of the DTEs (issue 34): taken in the transaction that writes the document, under the lock of
// its range, so that a folio is never given twice nor skipped; a document that fails after taking its folio
// voids it (folio_anulado) rather than handing it back. A transaction that rolls back never took its folio:
// nothing of it committed, so the next document takes that same number (docs/decisions.md).

/** What a document needs of the range its folio came from. */
export type FolioCaf = Pick<
  typeof cafs.$inferSelect,
  | 'nidcaf'
  | 'ntipodte'
  | 'srutemisor'
  | 'nfoliodesde'
  | 'nfoliohasta'
  | 'scafxml'
  | 'sclaveprivadacifrada'
  | 'sindprueba'
>;

export interface TakenFolio {
  nfolio: number;
  nidcaf: number;
  /** The range's CAF and sealed key, which sign the document. */
  caf: FolioCaf;
}

const folioCafColumns = {
  nidcaf: cafs.nidcaf,
  ntipodte: cafs.ntipodte,
  srutemisor: cafs.srutemisor,
  nfoliodesde: cafs.nfoliodesde,
  nfoliohasta: cafs.nfoliohasta,
  scafxml: cafs.scafxml,
  sclaveprivadacifrada: cafs.sclaveprivadacifrada,
  sindprueba: cafs.sindprueba,
};

const nextRange = (tipo: DteType) => sql`(select ${cafs.nidcaf} from ${cafs}
    where ${cafs.ntipodte} = ${tipo} and ${cafs.nsiguiente} <= ${cafs.nfoliohasta}
    order by ${cafs.nfoliodesde} limit 1 for update)`;

/**
 * The next folio of `tipo`, from the lowest range that still has folios, in one statement that also answers
 * the range's CAF. The range row stays locked until the caller's transaction ends, so a folio is never given
 * twice nor skipped. A taker that waited for another re-reads the newest row (PostgreSQL re-checks
 * `nsiguiente <= nfoliohasta` after the lock): a range the other used up is passed over for the next one.
 * One statement, not a select and an update: the lock is held from here to the commit, and every round trip
 * under it made 16 cashiers wait longer for each other (issue 34, the counter's p99).
 */
export async function takeFolio(tx: Tx, tipo: DteType): Promise<TakenFolio> {
  const [caf] = await tx
    .update(cafs)
    .set({ nsiguiente: sql`${cafs.nsiguiente} + 1` })
    .where(and(eq(cafs.nidcaf, nextRange(tipo)), lte(cafs.nsiguiente, cafs.nfoliohasta)))
    .returning({ nfolio: sql<number>`${cafs.nsiguiente} - 1`, ...folioCafColumns });
  if (!caf) throw conflict(dteMessages.foliosExhausted(tipo));
  const { nfolio, ...range } = caf;
  return { nfolio: Number(nfolio), nidcaf: range.nidcaf, caf: range };
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
