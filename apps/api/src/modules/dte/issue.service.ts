import {
  creditNoteMessages,
  DTE_TYPE_LABELS,
  type DteDocument,
  type DteIssueRequest,
  type DteRaDocuments,
  type DteType,
  dteMessages,
  messages,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { findReception, type ReceptionRow } from '../../core/ra/ra.repo.ts';
import { loadReadableRa, routeOf } from '../../core/ra/ra-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { creditViewOf } from './credit-view.ts';
import { myDocuments } from './customer-documents.ts';
import { type Linea, type Receptor, RUT_SIN_RECEPTOR } from './document/index.ts';
import * as docs from './document.repo.ts';
import { insertDocumentWithEvent } from './document-event.ts';
import { documentFileName, documentPdf, documentXml, type PdfFormat } from './document-files.ts';
import { documentOut } from './document-out.ts';
import { mayReadInvoice } from './invoicing.repo.ts';
import { createStamper, type StamperOptions, type StampOutcome } from './stamp.ts';

// Issue 34: a paid RA gets its boleta or factura. The folio is taken, the document built, signed and stored
// in one transaction; a document that cannot be built after its folio was taken voids that folio (it is
// committed as void, never given again) and the user reads why. Who may issue: staff with FIN-CAJA (the
// route) on the RA's route (here), as for taking its payment; reading: whoever may read the RA.

const CASHIER = 'FIN-CAJA';
type IssueType = 33 | 34 | 39;

export type IssueOptions = StamperOptions;

const mayIssueAt = (principal: Principal, ra: ReceptionRow) =>
  principal.rut === null &&
  principal.menus.includes(CASHIER) &&
  routeOf(ra).some((code) => worksAt(principal, code));

type Payer = Awaited<ReturnType<typeof docs.payerOf>>;

/** Factura when the payer is a company that asked for invoices (with the RUT to invoice); boleta otherwise. */
const defaultType = (payer: Payer): IssueType =>
  payer?.sindfacturacion === 'S' && payer.srutfacturacion ? 33 : 39;

/** The receptor of the document; a factura's must have its RUT, giro and address (400 otherwise). */
function receptorFor(tipo: IssueType, payer: Payer, giro: string | undefined): Receptor {
  if (tipo === 39) {
    return payer
      ? { rut: payer.srutcliente, razonSocial: payer.snombrecliente }
      : { rut: RUT_SIN_RECEPTOR, razonSocial: 'Sin receptor' };
  }
  const rut = payer?.srutfacturacion;
  if (!payer || !rut) throw badRequest(dteMessages.facturaNeedsRut, 'ntipo');
  if (!giro) throw badRequest(dteMessages.facturaNeedsGiro, 'sgiroreceptor');
  const a = payer.address;
  const direccion = a ? [a.scalle, a.snumeracion, a.srestodireccion].filter(Boolean).join(' ').trim() : '';
  if (!a || !direccion || !a.scomuna) throw badRequest(dteMessages.facturaNeedsAddress, 'ntipo');
  return { rut, razonSocial: payer.snombrecliente, giro, direccion, comuna: a.scomuna };
}

export function createIssueService(db: Db, options: IssueOptions) {
  const stamper = createStamper(options);

  async function issueableType(db: Db | Tx, ra: ReceptionRow): Promise<IssueType | null> {
    if (ra.scodestado === 'ANULA') return null;
    if (!(await docs.livePaymentOfRa(db, ra.nidra))) return null;
    if (await docs.saleDocumentOfRa(db, ra.nidra)) return null;
    return defaultType(ra.nidpagador === null ? undefined : await docs.payerOf(db, ra.nidpagador));
  }

  async function readableDocument(principal: Principal, nid: number) {
    const row = await docs.findDocument(db, nid);
    if (!row) throw notFound(dteMessages.documentNotFound);
    // The customer it was issued to reads it ('Mis documentos').
    if (principal.rut !== null && principal.rut === row.srutreceptor) return row;
    // A cuenta corriente factura of many RAs: FIN-COBRANZA's, and its client's (others: 'not found').
    if (row.nidra === null) {
      if (await mayReadInvoice(db, principal, row)) return row;
      throw principal.rut === null ? forbidden() : notFound(dteMessages.documentNotFound);
    }
    // A customer learns nothing of other RAs' documents: 'not found' as for the RA itself.
    try {
      await loadReadableRa(db, principal, row.nidra);
    } catch (error) {
      if (principal.rut !== null) throw notFound(dteMessages.documentNotFound);
      throw error;
    }
    return row;
  }

  return {
    async issue(principal: Principal, body: DteIssueRequest): Promise<DteDocument> {
      const nidra = Number(body.nidra);
      let outcome: StampOutcome;
      try {
        outcome = await db.transaction(async (tx) => {
          // The RA's row lock: two issues of one RA wait for each other (the second reads the first's).
          const ra = await findReception(tx, nidra, { forUpdate: true });
          if (!ra) throw notFound(messages.raNotFound);
          if (!mayIssueAt(principal, ra)) throw forbidden(messages.raWrongOffice);
          // A voided RA is credited (nota de crédito), never billed again.
          if (ra.scodestado === 'ANULA') throw conflict(creditNoteMessages.raVoidedNoIssue);
          const facts = await docs.counterFactsOfRa(tx, nidra, ra.scodoficinaorigen, ra.scodoficinadestino);
          const { payment, existing, origin, destination, next } = facts;
          if (!payment) throw conflict(dteMessages.issueNotPaid);
          if (existing)
            throw conflict(
              dteMessages.issueAlready(DTE_TYPE_LABELS[existing.ntipo as DteType] ?? '', existing.nfolio),
            );
          const payer = ra.nidpagador === null ? undefined : await docs.payerOf(tx, ra.nidpagador);
          const tipo: IssueType = body.ntipo ?? defaultType(payer);
          const receptor = receptorFor(tipo, payer, body.sgiroreceptor || undefined);
          // '→' is not ISO-8859-1, which the SII reads: the route is written with a dash.
          const linea: Linea = {
            nombre: `Flete RA N° ${nidra} ${origin}${destination ? ` - ${destination}` : ''}`,
            cantidad: 1,
            precioUnitario: payment.nmonto,
            ...(tipo === 34 && { exento: true }),
          };

          const stamped = await stamper.stamp(tx, {
            tipo,
            receptor,
            lineas: [linea],
            montosBrutos: true,
            row: { nidra, nidpago: payment.nidpago, nidusuario: principal.nidusuario },
            // With its event (the payer's notice carries the document; webhooks hear RA_FACTURADA).
            insert: (on, values) => insertDocumentWithEvent(on, values, next),
          });
          return stamped;
        });
      } catch (error) {
        // Two issues of one RA at once past the lock cannot happen; a unique violation is one anyway.
        if (isUniqueViolation(error)) {
          const existing = await docs.saleDocumentOfRa(db, nidra);
          throw conflict(
            existing
              ? dteMessages.issueAlready(DTE_TYPE_LABELS[existing.ntipo as DteType] ?? '', existing.nfolio)
              : dteMessages.issueNotPaid,
          );
        }
        throw error;
      }
      if ('voided' in outcome) throw badRequest(dteMessages.issueFailed(outcome.voided, outcome.reason));
      return documentOut(outcome.row);
    },

    async ofRa(principal: Principal, nidra: number): Promise<DteRaDocuments> {
      const ra = await loadReadableRa(db, principal, nidra);
      const rows = await docs.documentsOfRa(db, nidra);
      // The cuenta corriente factura that covers it, for those who may read it.
      const readable = [];
      for (const row of rows)
        if (row.nidra !== null || (await mayReadInvoice(db, principal, row))) readable.push(row);
      return {
        documentos: readable.map(documentOut),
        ntipoemitible: mayIssueAt(principal, ra) ? await issueableType(db, ra) : null,
        // Notas de crédito: what the caller may credit, and whether one is due (issue 34).
        ...(await creditViewOf(db, principal, ra, rows)),
      };
    },

    /** 'Mis documentos': a customer's (customer-documents.ts). */
    mine: (principal: Principal, page: number) => myDocuments(db, principal, page),

    async pdf(principal: Principal, nid: number, formato: PdfFormat) {
      const row = await readableDocument(principal, nid);
      return { pdf: await documentPdf(db, row, formato), name: documentFileName(row, 'pdf') };
    },

    /** The signed DTE as the SII reads it: ISO-8859-1 bytes, as it was signed. */
    async xml(principal: Principal, nid: number) {
      const row = await readableDocument(principal, nid);
      return { xml: documentXml(row), name: documentFileName(row, 'xml') };
    },
  };
}

export type IssueService = ReturnType<typeof createIssueService>;
