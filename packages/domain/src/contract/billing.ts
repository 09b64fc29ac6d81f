import { CTACTE_INVOICING, GIRO_MAX, INVOICE_DETAILS, invoicingMessages } from '../rules/dte-invoicing.ts';
import { LIMITS } from '../rules/limits.ts';
import {
  AGE_BUCKETS,
  billingMessages,
  CAJA_STATES,
  MOVEMENT_TYPES,
  PAYMENT_CONDITIONS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from '../rules/payments.ts';
import { bodyId, flag, pagedResponse, pageQuery, pathId, wholeNumber } from './common.ts';
import * as z from './zod.ts';

// 'Caja' and 'Cobranza' (issue 33): how the money of each RA is collected inside Carga. Paths live under
// /api/Billing/…, fields follow the spec's naming (n… numbers, s… strings, d… dates, sind… flags).

/** Whole pesos, as people type them ('$12.500', '12500'); at most what an RA can be worth. */
const MAX_PESOS = 10_000_000_000;
const pesos = (message: string, min = 0) =>
  wholeNumber({ min, max: MAX_PESOS, clp: true, minMessage: message });
const reason = z
  .string({ error: billingMessages.reasonRequired })
  .trim()
  .min(1, billingMessages.reasonRequired)
  .max(200, billingMessages.reasonTooLong);

export const paymentCondition = z.enum(PAYMENT_CONDITIONS, { error: billingMessages.conditionInvalid });
export const paymentMethod = z.enum(PAYMENT_METHODS, { error: billingMessages.methodInvalid });

// ---- Company setting ---------------------------------------------------------------------------------

/** 'Cobro en Carga': 'N' for a company that collects in another system; then nothing here blocks. */
export const billingSettings = z.object({ sindcobro: flag });
export type BillingSettings = z.infer<typeof billingSettings>;

// ---- Caja --------------------------------------------------------------------------------------------

export const cajaParams = z.object({ id: pathId(billingMessages.cajaNotFound) });

export const cajaOpenRequest = z.object({
  /** The office or warehouse where the caja is (one of the caller's places). */
  scodlugar: z.string().trim().min(1, billingMessages.cajaPlaceNotYours).max(LIMITS.placeCode),
  nmontoinicial: pesos(billingMessages.floatInvalid),
});
export type CajaOpenRequest = z.input<typeof cajaOpenRequest>;

/** What the system expects per method, and after the close what was counted and the difference. */
export const cajaMethodTotal = z.object({
  scodmediopago: z.string(),
  sdesmediopago: z.string(),
  /** Cash includes the starting float; every method nets payments, abonos and reversals. */
  nesperado: z.number(),
  ncontado: z.number().nullable(),
  ndiferencia: z.number().nullable(),
});

export const cajaSummary = z.object({
  nidcaja: z.number(),
  nidusuario: z.number(),
  susuario: z.string(),
  snombreusuario: z.string(),
  scodlugar: z.string(),
  snomlugar: z.string(),
  sestado: z.enum(CAJA_STATES),
  sdesestado: z.string(),
  nmontoinicial: z.number(),
  dfecapertura: z.string(),
  dfeccierre: z.string().nullable(),
  nmovimientos: z.number(),
  /** Sum of every method's expected total (cash with its float). */
  nesperado: z.number(),
  /** After the close: counted less expected, all methods. */
  ndiferencia: z.number().nullable(),
});
export type CajaSummary = z.infer<typeof cajaSummary>;

export const cajaMovement = z.object({
  nidpago: z.number(),
  stipo: z.enum(MOVEMENT_TYPES),
  sdestipo: z.string(),
  nidra: z.number().nullable(),
  nidcliente: z.number().nullable(),
  snomcliente: z.string().nullable(),
  /** Negative for a reversal. */
  nmonto: z.number(),
  scodmediopago: z.string(),
  sdesmediopago: z.string(),
  sreferencia: z.string(),
  /** Cash only: what the person handed over and the change given back. */
  nmontorecibido: z.number().nullable(),
  nvuelto: z.number().nullable(),
  /** A reversal names the movement it undoes; a reversed payment is marked. */
  nidpagoorigen: z.number().nullable(),
  sindanulado: flag,
  smotivo: z.string(),
  dfecpago: z.string(),
  susuario: z.string(),
});
export type CajaMovement = z.infer<typeof cajaMovement>;

export const cajaDetail = cajaSummary.extend({
  totales: z.array(cajaMethodTotal),
  movimientos: z.array(cajaMovement),
  smotivodiferencia: z.string().nullable(),
  susuariocierre: z.string().nullable(),
});
export type CajaDetail = z.infer<typeof cajaDetail>;

/** The caller's open caja, or null: the screens ask before taking a payment. */
export const currentCajaResponse = z.object({ caja: cajaSummary.nullable() });

export const cajaListQuery = z.object({
  estado: z.enum(CAJA_STATES).optional(),
  /** An office or warehouse code; a supervisor sees every place, anyone else only their own cajas. */
  lugar: z.string().trim().max(LIMITS.placeCode).optional(),
  Page: pageQuery,
});
export const cajaListResponse = pagedResponse('list', cajaSummary);

export const cajaCloseRequest = z.object({
  contado: z
    .array(z.object({ scodmediopago: paymentMethod, ncontado: pesos(billingMessages.countInvalid) }))
    .max(PAYMENT_METHODS.length, billingMessages.countInvalid),
  /** Required when any method's count differs from what was expected. */
  smotivodiferencia: z.string().trim().max(200, billingMessages.reasonTooLong).default(''),
});
export type CajaCloseRequest = z.input<typeof cajaCloseRequest>;

// ---- Payments of an RA -------------------------------------------------------------------------------

export const billingRaParams = z.object({ id: pathId(billingMessages.paymentNotFound) });
export const paymentParams = z.object({ id: pathId(billingMessages.paymentNotFound) });

/** How an amount due is paid: the method, the amount, the cash handed over or the reference. */
const paymentFields = {
  scodmediopago: paymentMethod,
  nmonto: pesos(billingMessages.amountInvalid, 1),
  /** Cash: what the person handed over (≥ nmonto); the change is computed, never typed. */
  nmontorecibido: pesos(billingMessages.amountInvalid, 1).optional(),
  /** Transfer, card voucher or cheque number; required for every method but cash. */
  sreferencia: z.string().trim().max(50).default(''),
};

const referenceUnlessCash = (v: { scodmediopago: string; sreferencia: string }, ctx: z.RefinementCtx) => {
  if (v.scodmediopago !== 'EFECTIVO' && !v.sreferencia)
    ctx.addIssue({ code: 'custom', path: ['sreferencia'], message: billingMessages.referenceRequired });
};

/** A payment of the whole amount due, in the caller's open caja (exactly the amount: no partial pay). */
export const paymentRequest = z
  .object({ nidcaja: bodyId(billingMessages.cajaRequired), ...paymentFields })
  .superRefine(referenceUnlessCash);
export type PaymentRequest = z.input<typeof paymentRequest>;

/**
 * What a driver collects at the door for a POR PAGAR RA (issue 35): a payment as at the counter, into the
 * driver's own caja of the route's warehouse (opened by the first collection of the day).
 */
export const doorPayment = z.object(paymentFields).superRefine(referenceUnlessCash);
export type DoorPayment = z.input<typeof doorPayment>;

export const paymentReverseRequest = z.object({ smotivo: reason });

export const conditionUpdate = z.object({ scondicionpago: paymentCondition });

/** The RA's money: its condition, what is due, its state and every movement on it. */
export const raPayment = z.object({
  nidra: z.number(),
  scondicionpago: z.string().nullable(),
  sdescondicionpago: z.string().nullable(),
  scodestadopago: z.enum(PAYMENT_STATES),
  sdesestadopago: z.string(),
  /** The RA's stored price (null when 'Sin tarifa'). */
  nmonto: z.number().nullable(),
  /** What is still owed (0 when paid or not applicable). */
  nadeudado: z.number(),
  /** Whether the condition can still be changed (not paid, still at origin). */
  sindcambiable: flag,
  /** The company's 'Cobro en Carga'. */
  sindcobro: flag,
  movimientos: z.array(cajaMovement),
});
export type RaPayment = z.infer<typeof raPayment>;

// ---- Cuenta corriente --------------------------------------------------------------------------------

export const clientParams = z.object({ id: pathId(billingMessages.clientNotFound) });

/** A client's terms, in Configuraciones / Cliente/Proveedor. */
export const clientCreditUpdate = z.object({
  sindctacte: flag,
  nlimitecredito: pesos(billingMessages.creditLimitInvalid),
  ndiaspago: wholeNumber({
    min: 0,
    max: 365,
    minMessage: billingMessages.paymentDaysInvalid,
    maxMessage: billingMessages.paymentDaysInvalid,
  }),
  // Issue 34: how its cuenta corriente is invoiced and the giro its facturas name (unchanged when absent).
  sfacturactacte: z.enum(CTACTE_INVOICING, { error: invoicingMessages.invoicingInvalid }).optional(),
  sdetallefactura: z.enum(INVOICE_DETAILS, { error: invoicingMessages.detailInvalid }).optional(),
  sgiro: z.string().trim().max(GIRO_MAX, invoicingMessages.giroTooLong).optional(),
});
export type ClientCreditUpdate = z.input<typeof clientCreditUpdate>;

export const clientCredit = z.object({
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  sindctacte: flag,
  nlimitecredito: z.number(),
  ndiaspago: z.number(),
  /** What the client owes today (cuenta corriente RAs not covered by abonos). */
  nsaldo: z.number(),
  /** 'S' when the balance is over the limit: step 2 warns. */
  sindexcedido: flag,
  sfacturactacte: z.enum(CTACTE_INVOICING),
  sdetallefactura: z.enum(INVOICE_DETAILS),
  /** The giro its facturas name ('' when none). */
  sgiro: z.string(),
});
export type ClientCredit = z.infer<typeof clientCredit>;

/** An abono: money received from a cuenta corriente client, applied to the RAs named or oldest first. */
export const abonoRequest = z
  .object({
    nidcaja: bodyId(billingMessages.cajaRequired),
    nidcliente: bodyId(billingMessages.clientNotFound),
    scodmediopago: paymentMethod,
    nmonto: pesos(billingMessages.amountInvalid, 1),
    sreferencia: z.string().trim().max(50).default(''),
    nidras: z.array(bodyId()).max(500).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.scodmediopago !== 'EFECTIVO' && !v.sreferencia)
      ctx.addIssue({ code: 'custom', path: ['sreferencia'], message: billingMessages.referenceRequired });
  });
export type AbonoRequest = z.input<typeof abonoRequest>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha no es válida (AAAA-MM-DD)')
  .refine(
    // An impossible day ('2024-13-01') is an Invalid Date, whose toISOString throws: refuse it first.
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    },
    'La fecha no es válida (AAAA-MM-DD)',
  );

/** A statement's period; staff name the client, a customer gets their own (their RUT). */
export const statementPeriodQuery = z.object({
  nidcliente: bodyId(billingMessages.clientNotFound).optional(),
  desde: day,
  hasta: day,
});
/** The RAs of a statement on screen come a page at a time; its PDF and xlsx hold all of them. */
export const STATEMENT_PAGE = 20;
/** On screen an abono names its first RAs and counts the rest (a monthly abono can pay hundreds). */
export const STATEMENT_ABONO_RAS = 5;
export const statementQuery = statementPeriodQuery.extend({ Page: pageQuery });

export const statementLine = z.object({
  nidra: z.number(),
  dfecrecepcion: z.string(),
  scodoficinaorigen: z.string(),
  scodoficinadestino: z.string().nullable(),
  scodestado: z.string(),
  sdesestado: z.string(),
  nmonto: z.number(),
  /** What abonos applied to it. */
  nabonado: z.number(),
  nsaldo: z.number(),
});
export const statementAbono = z.object({
  nidpago: z.number(),
  dfecpago: z.string(),
  scodmediopago: z.string(),
  sdesmediopago: z.string(),
  sreferencia: z.string(),
  nmonto: z.number(),
  /** How many RAs it was applied to. */
  nras: z.number(),
  /** The RAs it was applied to: all of them in the PDF and xlsx, the first STATEMENT_ABONO_RAS on screen. */
  nidras: z.array(z.number()),
});
export const statementResponse = z.object({
  cliente: clientCredit,
  desde: z.string(),
  hasta: z.string(),
  /** Owed before the period began. */
  nsaldoanterior: z.number(),
  /** The period's RAs: one page of them on screen (STATEMENT_PAGE), all of them in the PDF and xlsx. */
  lineas: z.array(statementLine),
  /** How many RAs the period holds, and in how many pages. */
  nlineas: z.number(),
  totalPaginas: z.number(),
  abonos: z.array(statementAbono),
  ntotalcargos: z.number(),
  ntotalabonos: z.number(),
  /** Owed at the end of the period. */
  nsaldo: z.number(),
});
export type StatementResponse = z.infer<typeof statementResponse>;

// ---- Cuentas por cobrar (Gestión) --------------------------------------------------------------------

export const receivablesQuery = z.object({
  /** The date the ages are counted to (today when absent). */
  fecha: day.optional(),
  Page: pageQuery,
});
export const receivableRow = z.object({
  nidcliente: z.number().nullable(),
  srut: z.string(),
  snombre: z.string(),
  /** Owed per age, in days since the RA was finished: 0–30, 31–60, 61–90, more than 90. */
  n0a30: z.number(),
  n31a60: z.number(),
  n61a90: z.number(),
  nmas90: z.number(),
  ntotal: z.number(),
  nlimitecredito: z.number(),
});
export const receivablesResponse = z.object({
  fecha: z.string(),
  list: z.array(receivableRow),
  totalPaginas: z.number(),
  /** Every client's totals per age, for the chart. */
  totales: z.array(z.object({ sedad: z.enum(AGE_BUCKETS), sdesedad: z.string(), nmonto: z.number() })),
  ntotal: z.number(),
});
export type ReceivablesResponse = z.infer<typeof receivablesResponse>;
