import { creditNoteMessages, DTE_TYPE_LABELS, type DteType } from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { ReceptionRow } from '../../core/ra/ra.repo.ts';
import { routeOf } from '../../core/ra/ra-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { creditedTotal, reversedPayments } from './credit-note.repo.ts';
import type { DocumentRow } from './document.repo.ts';

// Issue 34: who may credit a document with a nota de crédito, and what an RA's documents tell the screen:
// which it may credit, and whether one should be (the RA voided or its payment reversed while its boleta
// or factura stands).

const SALE_TYPES: readonly number[] = [33, 34, 39];
export const isSaleDocument = (row: Pick<DocumentRow, 'ntipo'>) => SALE_TYPES.includes(row.ntipo);

/** 'Boleta electrónica N° 7'. */
export const documentName = (row: Pick<DocumentRow, 'ntipo' | 'nfolio'>) =>
  `${DTE_TYPE_LABELS[row.ntipo as DteType] ?? row.ntipo} N° ${row.nfolio}`;

/**
 * A counter document (of an RA): its cashiers (FIN-CAJA at a place of the RA's route) or Cobranza
 * (FIN-COBRANZA, every caja). A cuenta corriente factura (no RA): Cobranza only. Customers never.
 */
export function mayCredit(principal: Principal, ra: ReceptionRow | undefined): boolean {
  if (principal.rut !== null) return false;
  if (principal.menus.includes('FIN-COBRANZA')) return true;
  return (
    ra !== undefined &&
    principal.menus.includes('FIN-CAJA') &&
    routeOf(ra).some((code) => worksAt(principal, code))
  );
}

export interface CreditView {
  nidsacreditables: number[];
  saviso: string | null;
}

/** What the RA detail offers of notas de crédito, from the RA's documents (notas included). */
export async function creditViewOf(
  db: Db | Tx,
  principal: Principal,
  ra: ReceptionRow,
  rows: DocumentRow[],
): Promise<CreditView> {
  const standing = rows.filter((row) => isSaleDocument(row) && row.sindanulado === 'N');
  const open = standing.filter(
    (row) => creditedTotal(rows.filter((n) => n.ntipo === 61 && n.nidreferencia === row.nid)) < row.ntotal,
  );
  const allowed = mayCredit(principal, ra);
  let saviso: string | null = null;
  const first = open[0];
  // The customer reads their documents, not the office's to-do.
  if (first && principal.rut === null) {
    const reversed = await reversedPayments(
      db,
      open.flatMap((row) => (row.nidpago === null ? [] : [row.nidpago])),
    );
    const unpaid = open.find((row) => row.nidpago !== null && reversed.has(row.nidpago));
    if (ra.scodestado === 'ANULA') saviso = creditNoteMessages.raVoided(documentName(first));
    else if (unpaid) saviso = creditNoteMessages.paymentReversed(documentName(unpaid));
  }
  return { nidsacreditables: allowed ? open.map((row) => row.nid) : [], saviso };
}
