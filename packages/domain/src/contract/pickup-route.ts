import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { PICKUP_STATES } from '../rules/pickup.ts';
import {
  pickupRouteMessages as m,
  PICKUP_FAILED_REASONS,
  PICKUP_MAX_TAKEN,
  PICKUP_STOP_STATES,
  type PickupFailedReason,
  ROUTE_MAX_PICKUPS,
} from '../rules/pickup-route.ts';
import { repartoMessages } from '../rules/reparto.ts';
import { rutError } from '../rules/rut.ts';
import { bodyId, isoDay, pathId, requiredText, warehouseCode, wholeNumber } from './common.ts';
import { SIGNATURE_LIMITS } from './delivery.ts';
import * as z from './zod.ts';

// Issue 35, the first mile on the road: pickup requests planned on a warehouse's hojas de ruta (DEST-REPARTO)
// and the driver's pickup at the door (CONDUCTOR). The route's read (repartoRoute) carries its `retiros`.

/** The requests a warehouse's van may pick up on a day (SOLICITADO, any office). */
export const repartoPickupsQuery = z.object({
  codigoBodega: warehouseCode,
  fecha: isoDay(repartoMessages.dayInvalid),
});

/** A pickup request as the planner picks it. */
export const repartoPickupCandidate = z.object({
  nidretiro: z.number(),
  snomcliente: z.string(),
  scontacto: z.string(),
  stelefono: z.string(),
  sdireccion: z.string(),
  scodcomuna: z.string(),
  snomcomuna: z.string(),
  shoradesde: z.string(),
  shorahasta: z.string(),
  nbultos: z.number(),
  npesokg: z.number(),
  sdescripcion: z.string(),
  /** The office that receives the cargo. */
  scodoficina: z.string(),
  /** Visits without the packages so far. */
  nvisitasfallidas: z.number(),
});
export type RepartoPickupCandidate = z.infer<typeof repartoPickupCandidate>;

export const repartoPickupCandidatesResponse = z.object({ list: z.array(repartoPickupCandidate) });
export type RepartoPickupCandidatesResponse = z.infer<typeof repartoPickupCandidatesResponse>;

/** A pickup on a route, in visiting order, with its outcome. */
export const repartoPickupStop = repartoPickupCandidate.extend({
  nidparadaretiro: z.number(),
  norden: z.number(),
  sestado: z.enum(PICKUP_STOP_STATES),
  smotivo: z.string().nullable(),
  nbultosretirados: z.number().nullable(),
});
export type RepartoPickupStop = z.infer<typeof repartoPickupStop>;

/** The route's pickups, replacing the previous set; the order is the visiting order (may be empty). */
export const repartoPickupsRequest = z.object({
  nidretiros: z
    .array(bodyId(m.pickupInvalid), { error: m.pickupsRequired })
    .max(ROUTE_MAX_PICKUPS, m.pickupsTooMany)
    .refine((ids) => new Set(ids).size === ids.length, m.pickupsRepeated),
});
export type RepartoPickupsRequest = z.infer<typeof repartoPickupsRequest>;

export const repartoPickupStopParams = z.object({ id: pathId(m.stopNotFound) });

/** Base64 of the largest signature, and room for a data URL's prefix (as at the counter). */
const MAX_SIGNATURE_CHARS = Math.ceil(SIGNATURE_LIMITS.maxBytes / 3) * 4 + 100;

/** 'Retirado': the packages taken, who handed them over (RUT optional), signature, photo optional. */
export const repartoPickupDoneRequest = z.object({
  nbultos: wholeNumber({
    min: 1,
    max: PICKUP_MAX_TAKEN,
    minMessage: m.packagesInvalid,
    maxMessage: m.packagesInvalid,
  }),
  snombre: requiredText(m.nameRequired, LIMITS.personName, m.nameTooLong),
  /** Optional; when given, a valid RUT (kept as typed, normalised by the server). */
  srut: z
    .string({ error: messages.rutFormat })
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      const error = value ? rutError(value) : null;
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((value) => value || undefined),
  b64firma: z
    .string({ error: m.signatureRequired })
    .min(1, m.signatureRequired)
    .max(MAX_SIGNATURE_CHARS, messages.deliverySignatureTooLarge),
  b64foto: z.string().optional(),
  dfhoretiro: z.iso.datetime({ offset: true, error: m.pickupDateRequired }),
});
export type RepartoPickupDoneRequest = z.input<typeof repartoPickupDoneRequest>;

/** 'No retirado': why, when, and a photo of the door if the driver took one. */
export const repartoPickupFailedRequest = z.object({
  smotivo: z.enum(Object.keys(PICKUP_FAILED_REASONS) as [PickupFailedReason], { error: m.reasonRequired }),
  sobservacion: z.string().trim().max(200, m.noteTooLong).optional(),
  dfhovisita: z.iso.datetime({ offset: true, error: m.visitDateRequired }),
  b64foto: z.string().optional(),
});
export type RepartoPickupFailedRequest = z.input<typeof repartoPickupFailedRequest>;

export const repartoPickupResult = z.object({
  nidparadaretiro: z.number(),
  nidretiro: z.number(),
  sestado: z.enum(PICKUP_STOP_STATES),
  /** The request's state after it (RETIRADO, or SOLICITADO again after a visit without the packages). */
  sestadoretiro: z.enum(PICKUP_STATES),
});
export type RepartoPickupResult = z.infer<typeof repartoPickupResult>;
