import {
  type DteInvoice,
  type DteInvoicingClient,
  type DteInvoicingOutcome,
  type DteInvoicingPreview,
  type DteInvoicingQuery,
  type DteInvoicingRequest,
  type DteInvoicingResult,
  INVOICE_MAX_LINES,
  invoicingMessages,
  isValidRut,
  normalizeRut,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../errors.ts';
import type { Anexo, Linea, Receptor } from './document/index.ts';
import { documentOut } from './document-out.ts';
import * as repo from './invoicing.repo.ts';
import { createStamper, type Signer, type StamperOptions } from './stamp.ts';

// Issue 34: the facturas of cuenta corriente clients (Gestión / Facturación, FIN-COBRANZA by its route).
// Per client, one factura 33 for the period's RAs not invoiced yet (or one per RA, the client's setting),
// with one line per RA — 'RA N° 123 · 05/11/2026 · Santiago - Temuco' — or, when the client asked for it
// or the RAs pass the SII's 60 lines, one summary line and the RAs in the PDF's annex. Amounts are the RAs'
// frozen gross prices (montosBrutos). Each factura is its own transaction under the client's row lock:
// stamped (stamp.ts), then its dte_documento_ra rows; a second run at once waits and finds them invoiced.

type Client = repo.PendingClientRow;

/** dd/mm/yyyy of an ISO day. */
const dmy = (day: string) => day.split('-').reverse().join('/');

/** The factura's receptor, or why the client cannot be invoiced (Spanish). */
function receptorOf(c: Client): Receptor | string {
  const rut = (c.srutfacturacion || c.srutcliente || '').replace(/[.\s]/g, '');
  if (!isValidRut(rut)) return invoicingMessages.noRut;
  const giro = c.sgiro?.trim();
  if (!giro) return invoicingMessages.noGiro;
  if (!c.sdireccion || !c.scomuna) return invoicingMessages.noAddress;
  return {
    rut: normalizeRut(rut),
    razonSocial: c.snombrecliente,
    giro,
    direccion: c.sdireccion,
    comuna: c.scomuna,
  };
}

const route = (ra: repo.PendingRa) => `${ra.sorigen}${ra.sdestino ? ` - ${ra.sdestino}` : ''}`;
const raLine = (ra: repo.PendingRa): Linea => ({
  nombre: `RA N° ${ra.nidra} · ${ra.sfecha.slice(0, 5)} · ${route(ra)}`,
  cantidad: 1,
  precioUnitario: ra.nmonto,
});

const setting = (c: Client) => ({
  sfacturactacte: c.sfacturactacte === 'RA' ? ('RA' as const) : ('PERIODO' as const),
  sdetallefactura: c.sdetallefactura === 'RESUMEN' ? ('RESUMEN' as const) : ('RA' as const),
});

export function createInvoicingService(db: Db, options: StamperOptions) {
  const stamper = createStamper(options);

  /**
   * One factura of the client's RAs still to invoice (all of the period's, or `nidra` alone), in its own
   * transaction under the client's lock; null when none is left (another run invoiced them).
   */
  function invoiceOne(
    principal: Principal,
    signed: Signer,
    c: Client,
    receptor: Receptor,
    period: repo.Period,
    nidra?: number,
  ): Promise<{ factura: DteInvoice } | { reason: string } | null> {
    return db.transaction(async (tx) => {
      await repo.lockClient(tx, c.nidcliente);
      const ras = await repo.pendingRas(tx, c.nidcliente, period, nidra);
      if (ras.length === 0) return null;
      const total = ras.reduce((sum, ra) => sum + ra.nmonto, 0);
      const summary =
        nidra === undefined && (c.sdetallefactura === 'RESUMEN' || ras.length > INVOICE_MAX_LINES);
      const desde = dmy(period.dperiododesde);
      const hasta = dmy(period.dperiodohasta);
      const lineas: Linea[] = summary
        ? [
            {
              nombre: invoicingMessages.summaryLine(ras.length, desde, hasta),
              cantidad: 1,
              precioUnitario: total,
            },
          ]
        : ras.map(raLine);
      const anexo: Anexo = {
        titulo: `Detalle de RA del ${desde} al ${hasta}`,
        filas: ras.map((ra) => ({ ra: ra.nidra, fecha: ra.sfecha, ruta: route(ra), monto: ra.nmonto })),
      };
      const outcome = await stamper.stamp(
        tx,
        {
          tipo: 33,
          receptor,
          lineas,
          montosBrutos: true,
          ...(summary && { anexo }),
          row: {
            nidra: nidra ?? null,
            nidcliente: c.nidcliente,
            dperiododesde: period.dperiododesde,
            dperiodohasta: period.dperiodohasta,
            nidusuario: principal.nidusuario,
          },
        },
        signed,
      );
      if ('voided' in outcome) return { reason: invoicingMessages.failed(outcome.voided, outcome.reason) };
      await repo.insertDocumentRas(tx, outcome.row.nid, ras);
      return { factura: { ...documentOut(outcome.row), nras: ras.length } };
    });
  }

  /** The client's facturas of the period, and why some RAs were not invoiced (the first reason). */
  async function invoiceClient(
    principal: Principal,
    signed: Signer,
    c: Client,
    receptor: Receptor,
    period: repo.Period,
  ) {
    const facturas: DteInvoice[] = [];
    let smotivo: string | null = null;
    const targets =
      c.sfacturactacte === 'RA'
        ? (await repo.pendingRas(db, c.nidcliente, period)).map((ra) => ra.nidra)
        : [undefined];
    for (const nidra of targets) {
      try {
        const done = await invoiceOne(principal, signed, c, receptor, period, nidra);
        if (done && 'factura' in done) facturas.push(done.factura);
        else if (done) smotivo ??= done.reason;
      } catch (error) {
        // Known refusals before a folio (no folios left: 409) and the unique index's backstop are the
        // client's reason; the facturas already issued stand.
        if (error instanceof AppError) smotivo ??= error.message;
        else if (isUniqueViolation(error)) smotivo ??= invoicingMessages.concurrent;
        else throw error;
        break;
      }
    }
    return { facturas, smotivo };
  }

  return {
    async preview(query: DteInvoicingQuery): Promise<DteInvoicingPreview> {
      const rows = await repo.pendingClients(db, query);
      const clientes: DteInvoicingClient[] = rows.map((c) => {
        const receptor = receptorOf(c);
        const reason = typeof receptor === 'string' ? receptor : null;
        return {
          nidcliente: c.nidcliente,
          srutcliente: c.srutcliente,
          snombrecliente: c.snombrecliente,
          ...setting(c),
          nras: c.nras,
          ntotal: c.ntotal,
          sindfacturable: reason ? 'N' : 'S',
          smotivo: reason,
        };
      });
      return {
        dperiododesde: query.dperiododesde,
        dperiodohasta: query.dperiodohasta,
        clientes,
        nras: clientes.reduce((sum, c) => sum + c.nras, 0),
        ntotal: clientes.reduce((sum, c) => sum + c.ntotal, 0),
      };
    },

    async invoice(principal: Principal, body: DteInvoicingRequest): Promise<DteInvoicingResult> {
      const period = { dperiododesde: body.dperiododesde, dperiodohasta: body.dperiodohasta };
      // Not configured: 409 before anything is read; the certificate is opened once for the run.
      const signed = await db.transaction((tx) => stamper.signer(tx));
      const nidclientes = body.nidclientes?.map(Number);
      const clientes: DteInvoicingOutcome[] = [];
      for (const c of await repo.pendingClients(db, period, nidclientes)) {
        const receptor = receptorOf(c);
        const who = {
          nidcliente: c.nidcliente,
          srutcliente: c.srutcliente,
          snombrecliente: c.snombrecliente,
        };
        if (typeof receptor === 'string') {
          clientes.push({ ...who, facturas: [], smotivo: receptor });
          continue;
        }
        clientes.push({ ...who, ...(await invoiceClient(principal, signed, c, receptor, period)) });
      }
      const facturas = clientes.flatMap((c) => c.facturas);
      return {
        clientes,
        nfacturas: facturas.length,
        ntotal: facturas.reduce((sum, f) => sum + f.ntotal, 0),
      };
    },
  };
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;
