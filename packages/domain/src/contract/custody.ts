import { CUSTODY_EVENTS, CUSTODY_SOURCES, SCAN_ANOMALIES, UNIT_STATES } from '../rules/custody.ts';
import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import * as z from './zod.ts';

// Scans at each hand-off and the units' trail (issue 14). Paths and fields are ours, in the spec's style:
// see docs/decisions.md ('Chain of custody').

/** One scan from a device: the label's text and a key the device made, so a scan sent twice counts once. */
export const scanRequest = z.object({
  scodigo: z
    .string({ error: messages.scanCodeRequired })
    .trim()
    .min(1, messages.scanCodeRequired)
    .max(LIMITS.scanCode, messages.scanCodeTooLong),
  sclave: z
    .string({ error: messages.scanKeyInvalid })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, messages.scanKeyInvalid),
  sdispositivo: z.string().trim().max(LIMITS.scanDevice).optional().default(''),
  /** When the device read the label (it may send it later, after being offline). */
  dfechadispositivo: z.iso.datetime({ offset: true, error: messages.validation }).optional(),
});
export type ScanRequest = z.input<typeof scanRequest>;

/** 'Dañado' at the arrival: a unit scanned there, with the reason (also a scan: its own key). */
export const damageRequest = scanRequest.extend({
  smotivo: z
    .string({ error: messages.damageReasonRequired })
    .trim()
    .min(1, messages.damageReasonRequired)
    .max(LIMITS.smotivodiferencia, messages.differenceReasonTooLong),
  /** Optional photo of the damage, as the delivery's: a data URL or bare base64 of a JPG or PNG. */
  b64foto: z.string().optional(),
  snombrefoto: z.string().trim().max(LIMITS.fileName).optional(),
});
export type DamageRequest = z.input<typeof damageRequest>;

export const scanResponse = z.object({
  nidevento: z.number(),
  sresultado: z.enum(['ACEPTADO', 'RECHAZADO']),
  stipoevento: z.enum(CUSTODY_EVENTS),
  sanomalia: z.enum(SCAN_ANOMALIES).nullable(),
  smensaje: z.string(),
  scodigo: z.string(),
  nidra: z.number().nullable(),
  snumerobulto: z.string().nullable(),
  /** 'S' when this key had already been applied: the answer is the first one's, nothing was written. */
  sduplicado: z.enum(['S', 'N']),
  /** Units on the list after the scan. */
  nbultoslista: z.number(),
  /** Units of the list already scanned at this hand-off (loaded, checked onto the truck). */
  nbultosescaneados: z.number(),
});
export type ScanResponse = z.infer<typeof scanResponse>;

export const custodyEventItem = z.object({
  nidevento: z.number(),
  stipoevento: z.enum(CUSTODY_EVENTS),
  sdesevento: z.string(),
  sanomalia: z.enum(SCAN_ANOMALIES).nullable(),
  smensaje: z.string(),
  sorigen: z.enum(CUSTODY_SOURCES),
  scodlistacarga: z.string().nullable(),
  slugar: z.string(),
  /** The staff account that recorded it; '' for customers, who read `srol` instead. */
  susuario: z.string(),
  /** Who recorded it, by role at the place ('Personal de bodega'): what customers see (issue 29). */
  srol: z.string(),
  sdispositivo: z.string(),
  dfecha: z.string(),
  /** The photo taken with the event (a damage), among the RA's files. */
  nidadjunto: z.number().nullable(),
});
export type CustodyEventItem = z.infer<typeof custodyEventItem>;

export const unitItem = z.object({
  nidunidad: z.number(),
  scodigo: z.string(),
  snumerobulto: z.string(),
  niditem: z.number(),
  sdestipobulto: z.string(),
  sestado: z.enum(UNIT_STATES),
  sdesestado: z.string(),
  scodlistacarga: z.string().nullable(),
  eventoList: z.array(custodyEventItem),
});
export type UnitItem = z.infer<typeof unitItem>;

export const unitsResponse = z.object({ unidadList: z.array(unitItem) });
export type UnitsResponse = z.infer<typeof unitsResponse>;
