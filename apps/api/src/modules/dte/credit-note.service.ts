import {
  creditNoteMessages,
  type DteCreditNoteRequest,
  type DteDocument,
  dteMessages,
  formatPesos,
  messages,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { findReception } from '../../core/ra/ra.repo.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import * as notes from './credit-note.repo.ts';
import { documentName, isSaleDocument, mayCredit } from './credit-view.ts';
import type { Linea, Referencia } from './document/index.ts';
import type { DocumentRow } from './document.repo.ts';
import * as docs from './document.repo.ts';
import { recordDocumentEvent } from './document-event.ts';
import { documentOut } from './document-out.ts';
import { createStamper, type Printable, type StamperOptions, type StampOutcome } from './stamp.ts';

// Issue 34: a nota de crédito (61) annuls a boleta or factura (CodRef 1: its lines again, its whole amount)
// or corrects its amount (CodRef 3: one line for the amount credited). Everything that can refuse is checked
// under the referenced document's row lock before a folio is taken: a refusal writes nothing. Annulling
// marks the document (and a cuenta corriente factura's RAs) in the same transaction, so the RA may be
// billed again.

/** The SII's NmbItem: 80 characters. */
const LINE_NAME_MAX = 80;

function linesOf(doc: DocumentRow, printable: Printable, body: DteCreditNoteRequest, amount: number) {
  if (body.ncodref === 1) {
    return printable.lineas.map(
      (l): Linea => ({
        nombre: l.nombre,
        cantidad: l.cantidad,
        precioUnitario: l.precioUnitario,
        ...(l.exento && { exento: true }),
      }),
    );
  }
  const exempt = doc.ntipo === 34 || printable.lineas.every((l) => l.exento);
  return [
    {
      nombre: creditNoteMessages.correctionLine(body.srazonref).slice(0, LINE_NAME_MAX).trimEnd(),
      cantidad: 1,
      precioUnitario: amount,
      ...(exempt && { exento: true }),
    },
  ];
}

export function createCreditNoteService(db: Db, options: StamperOptions) {
  const stamper = createStamper(options);

  return {
    async issue(principal: Principal, body: DteCreditNoteRequest): Promise<DteDocument> {
      let outcome: StampOutcome;
      try {
        outcome = await db.transaction(async (tx) => {
          // Two notas of one document at once: the second waits here and reads the first's.
          const doc = await notes.lockDocument(tx, body.nidreferencia);
          if (!doc) throw notFound(dteMessages.documentNotFound);
          const ra = doc.nidra === null ? undefined : await findReception(tx, doc.nidra);
          if (!mayCredit(principal, ra))
            throw forbidden(doc.nidra === null ? creditNoteMessages.cobranzaOnly : messages.raWrongOffice);
          if (!isSaleDocument(doc))
            throw badRequest(creditNoteMessages.referenceNotCreditable, 'nidreferencia');
          const prior = await notes.notasOf(tx, doc.nid);
          if (doc.sindanulado === 'S') {
            const annulling = prior.find((n) => n.ncodref === 1);
            throw conflict(creditNoteMessages.alreadyAnnulled(documentName(doc), annulling?.nfolio ?? null));
          }
          const amount = body.ncodref === 1 ? doc.ntotal : (body.nmonto ?? 0);
          const credited = notes.creditedTotal(prior);
          if (credited + amount > doc.ntotal)
            throw badRequest(
              creditNoteMessages.exceedsDocument(
                formatPesos(doc.ntotal),
                formatPesos(credited),
                formatPesos(doc.ntotal - credited),
              ),
              body.ncodref === 3 ? 'nmonto' : 'ncodref',
            );

          const printable = doc.jimpresion as Printable;
          const referencia: Referencia = {
            tipo: doc.ntipo,
            folio: doc.nfolio,
            fecha: printable.fechaEmision,
            codigo: body.ncodref,
            razon: body.srazonref,
          };
          const stamped = await stamper.stamp(tx, {
            tipo: 61,
            receptor: printable.receptor,
            lineas: linesOf(doc, printable, body, amount),
            referencias: [referencia],
            // As the document was written: a boleta's and Carga's prices are gross of IVA.
            montosBrutos: printable.montosBrutos,
            row: {
              nidra: doc.nidra,
              nidcliente: doc.nidcliente,
              nidreferencia: doc.nid,
              ncodref: body.ncodref,
              srazonref: body.srazonref,
              nidusuario: principal.nidusuario,
            },
          });
          if ('row' in stamped && body.ncodref === 1) await notes.markAnnulled(tx, doc.nid);
          if ('row' in stamped) await recordDocumentEvent(tx, stamped.row);
          return stamped;
        });
      } catch (error) {
        // The lock orders two notas of one document; the unique index is the last word anyway.
        if (isUniqueViolation(error)) {
          const doc = await docs.findDocument(db, body.nidreferencia);
          throw conflict(creditNoteMessages.alreadyAnnulled(doc ? documentName(doc) : 'documento', null));
        }
        throw error;
      }
      if ('voided' in outcome) throw badRequest(dteMessages.issueFailed(outcome.voided, outcome.reason));
      return documentOut(outcome.row);
    },
  };
}

export type CreditNoteService = ReturnType<typeof createCreditNoteService>;
