import {
  CTACTE_INVOICING,
  INVOICE_DETAILS,
  INVOICING_MAX_DAYS,
  invoicingMessages,
} from '../rules/dte-invoicing.ts';
import { bodyId, flag } from './common.ts';
import { dteDocument } from './dte.ts';
import * as z from './zod.ts';

// Issue 34: cuenta corriente invoicing (Gestión / Facturación, FIN-COBRANZA). A period's RAs of each
// cuenta corriente client not invoiced yet become its facturas: one per period or one per RA (the client's
// setting), with a line per RA or one summary line.

const day = z
  .string({ error: invoicingMessages.dayInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, invoicingMessages.dayInvalid)
  // An impossible day ('2026-02-30') rolls over in Date: refuse what does not come back the same.
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, invoicingMessages.dayInvalid);

const DAY_MS = 86_400_000;
const period = {
  dperiododesde: day,
  dperiodohasta: day,
};
type Period = { dperiododesde: string; dperiodohasta: string };
function checkPeriod(v: Period, ctx: z.RefinementCtx) {
  const days = (Date.parse(v.dperiodohasta) - Date.parse(v.dperiododesde)) / DAY_MS;
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['dperiodohasta'], message: invoicingMessages.periodInverted });
  else if (days + 1 > INVOICING_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['dperiodohasta'], message: invoicingMessages.periodTooLong });
}

export const dteInvoicingQuery = z.object(period).superRefine(checkPeriod);
export type DteInvoicingQuery = z.infer<typeof dteInvoicingQuery>;

export const dteInvoicingRequest = z
  .object({
    ...period,
    /** Only these clients (of the preview); all of them when absent. */
    nidclientes: z
      .array(bodyId(invoicingMessages.clientsInvalid), { error: invoicingMessages.clientsInvalid })
      .max(5_000, invoicingMessages.clientsInvalid)
      .optional(),
  })
  .superRefine(checkPeriod);
export type DteInvoicingRequest = z.input<typeof dteInvoicingRequest>;

/** A cuenta corriente client's period: its RAs not invoiced yet, and whether it can be invoiced. */
export const dteInvoicingClient = z.object({
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  sfacturactacte: z.enum(CTACTE_INVOICING),
  sdetallefactura: z.enum(INVOICE_DETAILS),
  nras: z.number(),
  ntotal: z.number(),
  /** 'N' when it lacks what a factura needs: `smotivo` says what, in Spanish. */
  sindfacturable: flag,
  smotivo: z.string().nullable(),
});
export type DteInvoicingClient = z.infer<typeof dteInvoicingClient>;

export const dteInvoicingPreview = z.object({
  dperiododesde: z.string(),
  dperiodohasta: z.string(),
  clientes: z.array(dteInvoicingClient),
  nras: z.number(),
  ntotal: z.number(),
});
export type DteInvoicingPreview = z.infer<typeof dteInvoicingPreview>;

/** A factura issued by the run, with how many RAs it covers. */
export const dteInvoice = dteDocument.extend({ nras: z.number() });
export type DteInvoice = z.infer<typeof dteInvoice>;

export const dteInvoicingOutcome = z.object({
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  facturas: z.array(dteInvoice),
  /** Why (some of) its RAs were not invoiced: it cannot be invoiced, or a folio was voided. */
  smotivo: z.string().nullable(),
});
export type DteInvoicingOutcome = z.infer<typeof dteInvoicingOutcome>;

export const dteInvoicingResult = z.object({
  clientes: z.array(dteInvoicingOutcome),
  nfacturas: z.number(),
  ntotal: z.number(),
});
export type DteInvoicingResult = z.infer<typeof dteInvoicingResult>;
