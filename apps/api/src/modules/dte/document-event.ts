import { DTE_TYPE_LABELS, type DteType } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dteDocuments } from '../../db/schema.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import type { DocumentRow, DocumentValues } from './document.repo.ts';

// Issue 34: "sent with the notices". A document issued for an RA (a boleta, a factura, a nota de crédito) is
// a cargo event, FACTURADA, written in the document's transaction: the payer's notice carries its files
// (notifications/email-job.ts) and webhooks hear RA_FACTURADA. A cuenta corriente factura (many RAs) has none.

/** The cargo event of an RA's document (FACTURADA), its notice and webhooks, in the document's transaction. */
export function recordDocumentEvent(tx: Tx, row: DocumentRow, along?: SQL) {
  if (row.nidra === null) return Promise.resolve();
  const label = DTE_TYPE_LABELS[row.ntipo as DteType] ?? 'Documento';
  return recordCargoEvent(
    tx,
    {
      nidra: row.nidra,
      sevento: 'FACTURADA',
      sreferencia: String(row.nid),
      jdatos: {
        niddocumento: row.nid,
        ntipo: row.ntipo,
        nfolio: row.nfolio,
        ntotal: row.ntotal,
        sdocumento: `${label} N° ${row.nfolio}`,
      },
    },
    along,
  );
}

/**
 * An RA's document and its event written in one statement (the counter's boleta: the range of its folio is
 * locked until the commit, and every round trip under that lock waits for this thread's other work). Its id
 * and time are taken before (`counterFactsOfRa`); the row answered is the one written, as `insertDocument`'s.
 */
export async function insertDocumentWithEvent(
  tx: Tx,
  values: DocumentValues,
  next: { nid: number; dfecemision: Date },
): Promise<DocumentRow> {
  const written = { ...values, ...next };
  const row: DocumentRow = {
    nidra: null,
    nidcliente: null,
    nidreferencia: null,
    ncodref: null,
    srazonref: null,
    dperiododesde: null,
    dperiodohasta: null,
    nidenvio: null,
    sestadosii: null,
    sindanulado: 'N',
    nidpago: null,
    sindprueba: 'N',
    ...written,
  };
  const insert = tx.insert(dteDocuments).values(written);
  // A document of no RA has no event to ride with: written on its own.
  if (row.nidra === null) await insert;
  else await recordDocumentEvent(tx, row, sql`documento as (${insert.getSQL()})`);
  return row;
}
