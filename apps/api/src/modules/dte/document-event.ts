import { DTE_TYPE_LABELS, type DteType } from '@carga/domain';
import type { Tx } from '../../db/client.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import type { DocumentRow } from './document.repo.ts';

// Issue 34: "sent with the notices". A document issued for an RA (a boleta, a factura, a nota de crédito) is
// a cargo event, FACTURADA, written in the document's transaction: the payer's notice carries its files
// (notifications/email-job.ts) and webhooks hear RA_FACTURADA. A cuenta corriente factura (many RAs) has none.

/** The cargo event of an RA's document (FACTURADA), its notice and webhooks, in the document's transaction. */
export function recordDocumentEvent(tx: Tx, row: DocumentRow) {
  if (row.nidra === null) return Promise.resolve();
  const label = DTE_TYPE_LABELS[row.ntipo as DteType] ?? 'Documento';
  return recordCargoEvent(tx, {
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
  });
}
