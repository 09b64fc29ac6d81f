import { chileToday } from '../rules/chile-time.ts';
import { LIMITS } from '../rules/limits.ts';
import {
  pickupMessages as m,
  PICKUP_MAX_KG,
  PICKUP_MAX_PACKAGES,
  PICKUP_ORIGINS,
  PICKUP_STATES,
} from '../rules/pickup.ts';
import {
  bodyId,
  decimalNumber,
  isoDay,
  pagedResponse,
  pageQuery,
  pathId,
  requiredText,
  wholeNumber,
} from './common.ts';
import * as z from './zod.ts';

// Issue 35, the first mile: a pickup request (solicitud de retiro), from the customer's portal or taken by
// the office's staff (ORIG-INGRESO) on the phone.

/** A phone as people write it: digits, spaces and a leading +. */
const PHONE_MAX = 20;

const day = isoDay(m.dayInvalid);

/** The day of a pickup: today in Chile or later. */
const pickupDay = day.refine((v) => v >= chileToday(), m.dayPast);

const time = z
  .string({ error: m.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);

/** The fields of a request both forms share (the staff's adds the client). */
const pickupFields = {
  scodoficina: requiredText(m.officeRequired, LIMITS.placeCode),
  sdireccion: requiredText(m.addressRequired, LIMITS.address),
  scodcomuna: requiredText(m.comunaRequired, LIMITS.scodcomuna),
  scontacto: requiredText(m.contactRequired, LIMITS.personName),
  stelefono: requiredText(m.phoneRequired, PHONE_MAX).regex(/^\+?[\d ]+$/, m.phoneFormat),
  dfecha: pickupDay,
  shoradesde: time,
  shorahasta: time,
  nbultos: wholeNumber({
    min: 1,
    max: PICKUP_MAX_PACKAGES,
    minMessage: m.packagesInvalid,
    maxMessage: m.packagesInvalid,
  }),
  npesokg: decimalNumber({ max: PICKUP_MAX_KG, decimals: 2 }),
  sdescripcion: z.string().trim().max(LIMITS.description).default(''),
};

/**
 * A new request. Staff name the client (`nidcliente`); a customer's is their own, whatever they send (a
 * client other than their own is refused).
 */
export const pickupRequest = z
  .object({ nidcliente: bodyId(m.clientRequired).optional(), ...pickupFields })
  .superRefine((v, ctx) => {
    if (v.shoradesde && v.shorahasta && v.shorahasta <= v.shoradesde)
      ctx.addIssue({ code: 'custom', path: ['shorahasta'], message: m.windowOrder });
  });
export type PickupRequest = z.input<typeof pickupRequest>;

export const pickupParams = z.object({ id: pathId(m.pickupNotFound) });

/** The requests of an office (staff: required, their own) or a customer's own (any office). */
export const pickupListQuery = z.object({
  codigoOficina: z.string().trim().max(LIMITS.placeCode).optional(),
  fecha: z.union([z.literal(''), day]).optional(),
  estado: z.union([z.literal(''), z.enum(PICKUP_STATES)]).optional(),
  Page: pageQuery,
});

export const pickupCancelRequest = z.object({
  smotivo: requiredText(m.reasonRequired, LIMITS.description),
});

export const pickup = z.object({
  nidretiro: z.number(),
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  scodoficina: z.string(),
  snomoficina: z.string(),
  sdireccion: z.string(),
  scodcomuna: z.string(),
  snomcomuna: z.string(),
  scontacto: z.string(),
  stelefono: z.string(),
  dfecha: z.string(),
  shoradesde: z.string(),
  shorahasta: z.string(),
  nbultos: z.number(),
  npesokg: z.number(),
  sdescripcion: z.string(),
  sestado: z.enum(PICKUP_STATES),
  sdesestado: z.string(),
  sorigen: z.enum(PICKUP_ORIGINS),
  snombreusuario: z.string(),
  dfhocreacion: z.string(),
  smotivoanulacion: z.string().nullable(),
  nidra: z.number().nullable(),
});
export type Pickup = z.infer<typeof pickup>;

export const pickupListResponse = pagedResponse('list', pickup);
export type PickupListResponse = z.infer<typeof pickupListResponse>;

/** The comunas a pickup may be at (Chile's, public): the customer's form too, which reads no staff lookups. */
export const pickupComunasResponse = z.object({
  list: z.array(z.object({ scodcomuna: z.string(), snomcomuna: z.string(), snomregion: z.string() })),
});
