import { type DteType, dteMessages } from '@carga/domain';
import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cafs, folioReservations, voidedFolios } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// The folios of the DTEs (issue 34): never given twice nor skipped. On PGlite (one connection) a folio is
// taken in the transaction that writes the document, under the lock of its range: a transaction that rolls
// back never took it, and the next document takes that same number. On PostgreSQL it is reserved by a
// statement that commits on its own, settled in the document's transaction, and a reservation whose
// transaction never commits is voided by the periodic sweep. A document that fails after taking its folio
// voids it (folio_anulado) rather than handing it back (docs/decisions.md).

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
 * PostgreSQL: the next folio of `tipo` taken and recorded as reserved in one statement committed on its
 * own (`autonomous`, client.ts), so that the range's row is locked for that statement only and not while
 * the document is signed and written — with 16 cashiers, every round trip under that lock made them queue
 * (issue 34, the counter's p99). The document's transaction settles the reservation (settleReservation);
 * one that never does is voided by voidLapsedReservations.
 */
export async function reserveFolio(autonomous: Db, tipo: DteType): Promise<TakenFolio> {
  const { rows } = (await autonomous.execute(sql`
    with tomado as (
      update ${cafs} set nsiguiente = nsiguiente + 1
       where nidcaf = ${nextRange(tipo)} and nsiguiente <= nfoliohasta
      returning *
    ),
    reserva as (
      insert into ${folioReservations} (ntipodte, nfolio, nidcaf)
      select ntipodte, nsiguiente - 1, nidcaf from tomado
    )
    select * from tomado`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = rows[0];
  if (!raw) throw conflict(dteMessages.foliosExhausted(tipo));
  const caf: FolioCaf = {
    nidcaf: Number(raw.nidcaf),
    ntipodte: Number(raw.ntipodte),
    srutemisor: String(raw.srutemisor),
    nfoliodesde: Number(raw.nfoliodesde),
    nfoliohasta: Number(raw.nfoliohasta),
    scafxml: String(raw.scafxml),
    sclaveprivadacifrada: String(raw.sclaveprivadacifrada),
    sindprueba: String(raw.sindprueba),
  };
  return { nfolio: Number(raw.nsiguiente) - 1, nidcaf: caf.nidcaf, caf };
}

/**
 * In the document's transaction: the reservation is settled (its document, or its void, commits with it).
 * A 409 when it is gone: voided as lapsed while this transaction was still writing.
 */
export async function settleReservation(tx: Tx, tipo: DteType, folio: number) {
  const deleted = await tx
    .delete(folioReservations)
    .where(and(eq(folioReservations.ntipodte, tipo), eq(folioReservations.nfolio, folio)))
    .returning({ nfolio: folioReservations.nfolio });
  if (deleted.length === 0) throw conflict(dteMessages.folioReservationLapsed(tipo, folio));
}

/**
 * The reservations older than `seconds` whose transaction never committed (the server stopped, the
 * transaction rolled back after taking it) become void folios, with their reason; answers how many. A
 * transaction still settling one holds its row: this waits for it and then finds it gone.
 */
export async function voidLapsedReservations(db: Db, seconds: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - seconds * 1000);
  const { rows } = (await db.execute(sql`
    with vencidas as (
      delete from ${folioReservations} where ${lt(folioReservations.dfecreserva, before)}
      returning ntipodte, nfolio, nidcaf
    )
    insert into ${voidedFolios} (ntipodte, nfolio, nidcaf, smotivo)
    select ntipodte, nfolio, nidcaf, 'Folio reservado sin documento: la transacción no terminó'
      from vencidas
    on conflict do nothing
    returning nfolio`)) as unknown as { rows: unknown[] };
  return rows.length;
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
