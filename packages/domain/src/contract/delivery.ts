import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { paymentCondition } from './billing.ts';
import {
  flag,
  idFilter,
  pagedResponse,
  pageQuery,
  pathId,
  requiredRut,
  requiredText,
  warehouseCode,
} from './common.ts';
import { receptionCount } from './destination.ts';
import { raListItem } from './ra-list-item.ts';
import * as z from './zod.ts';

// 'Destino / Entregar' (spec 1 menu DEST-ENTREGAR, shown there without a screen): the destination warehouse
// hands the cargo it received to the recipient or their carrier. Paths and fields are ours, named in the
// spec's style; see docs/decisions.md.

export const DELIVERY_STATES = ['BDEST', 'ENTRE'] as const;

export const deliveryQuery = z.object({
  codigoBodega: warehouseCode,
  /** Digits only, at most 9 (RA numbers are 32-bit integers). */
  idRA: idFilter,
  /** The recipient: numeric text is a RUT prefix, anything else part of the name. */
  destinatario: z.string().trim().max(LIMITS.nameSearch).optional(),
  /** BDEST (waiting, the default) or ENTRE (already delivered). */
  estado: z.enum(DELIVERY_STATES, { error: messages.validation }).optional().default('BDEST'),
  /** Only RAs of this payment condition (issue 33). */
  condicionPago: paymentCondition.optional(),
  Page: pageQuery,
});

export const deliveryRecord = z.object({
  snombreretira: z.string(),
  srutretira: z.string(),
  dfhoentrega: z.string(),
  nidadjunto: z.number().nullable(),
  /** The signature of who took the cargo, among the RA's files (null for deliveries made before it). */
  nidadjuntofirma: z.number().nullable(),
  susuario: z.string(),
});
export type DeliveryRecord = z.infer<typeof deliveryRecord>;

/** Where the RA comes from and goes to, as the RA lists name it. */
const deliveryRa = raListItem.pick({
  nidra: true,
  scodestado: true,
  sdesestado: true,
  scodoficinaorigen: true,
  scodbodegaorigen: true,
  scodbodegadestino: true,
  srutremitente: true,
  snomremitente: true,
  srutdestinatario: true,
  snomdestinatario: true,
  scondicionpago: true,
  sdescondicionpago: true,
  scodestadopago: true,
  sdesestadopago: true,
});
/** Its cargo, likewise. */
const deliveryCargo = raListItem.pick({ ncantidadbultos: true, npesobrutokg: true, nvolumenm3: true });

export const deliveryItem = z.object({
  ...deliveryRa.shape,
  sdescripcioncarga: z.string(),
  ...deliveryCargo.shape,
  /** When the last list carrying it was received here. */
  dfhorecepcion: z.string().nullable(),
  ...receptionCount.shape,
  /** Units already handed over: more than 0 while waiting means a partial delivery took place. */
  ncantidadentregada: z.number(),
  entrega: deliveryRecord.nullable(),
  /** What is still owed before the hand-over (issue 33): 0 when paid, not priced or not collected here. */
  nadeudado: z.number(),
});
export type DeliveryItem = z.infer<typeof deliveryItem>;

export const deliveryResponse = pagedResponse('list', deliveryItem);
export type DeliveryResponse = z.infer<typeof deliveryResponse>;

/**
 * The signature drawn at the counter: a PNG of the signature pad. The server reads the bytes (really a PNG,
 * 8-bit, not interlaced, not blank) and checks these bounds; the pad's own canvas stays well inside them.
 */
export const SIGNATURE_LIMITS = {
  maxBytes: 512 * 1024,
  minWidth: 100,
  minHeight: 40,
  maxWidth: 2400,
  maxHeight: 1200,
} as const;
/** Base64 of the largest signature, and room for a data URL's prefix. */
const MAX_SIGNATURE_CHARS = Math.ceil(SIGNATURE_LIMITS.maxBytes / 3) * 4 + 100;

export const deliveryParams = z.object({ id: pathId(messages.raNotFound) });

export const deliveryRequest = z.object({
  snombreretira: requiredText(messages.pickupNameRequired, LIMITS.personName, messages.pickupNameTooLong),
  srutretira: requiredRut(messages.pickupRutRequired),
  /** ISO date and time of the hand-over. */
  dfhoentrega: z.iso.datetime({ offset: true, error: messages.deliveryDateRequired }),
  /** Optional photo of the hand-over: a data URL or bare base64 of a JPG or PNG. */
  b64foto: z.string().optional(),
  snombrefoto: z.string().trim().max(LIMITS.fileName).optional(),
  /** The signature of who takes the cargo: a PNG as a data URL (or bare base64). Every hand-over has one. */
  b64firma: z
    .string({ error: messages.deliverySignatureRequired })
    .min(1, messages.deliverySignatureRequired)
    .max(MAX_SIGNATURE_CHARS, messages.deliverySignatureTooLarge),
  /**
   * 'S' hands over only the units scanned for the delivery when others of the RA are still waiting (a partial
   * delivery); without it such a delivery is refused (409) naming the units left.
   */
  sconfirmaparcial: flag.optional(),
});
export type DeliveryRequest = z.input<typeof deliveryRequest>;

export const deliveryResult = z.object({
  nidra: z.number(),
  scodestado: z.string(),
  sdesestado: z.string(),
  /** Units of the RA handed over so far, and those still waiting at the warehouse. */
  ncantidadentregada: z.number(),
  ncantidadpendiente: z.number(),
  /** The hand-over record, once the RA is delivered whole; null after a partial delivery. */
  entrega: deliveryRecord.nullable(),
});
export type DeliveryResult = z.infer<typeof deliveryResult>;
