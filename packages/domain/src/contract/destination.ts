import { arrivalCountErrors } from '../rules/arrival-count.ts';
import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import {
  bodyId,
  costSaleSummary,
  flag,
  listCodeParam,
  pagedResponse,
  pathId,
  warehouseListQuery,
} from './common.ts';
import { dispatchDetail, securitySeal } from './dispatch.ts';
import {
  listPackageLine,
  listPackageMeasures,
  listPackageTotals,
  loadingListFilters,
  loadingListItem,
} from './loading-list.ts';
import * as z from './zod.ts';

// Recibir and 'Entrega de carga' (spec 2 sections 2, 3, 4 and 7): the lists that travel to the current
// warehouse, counted package line by package line on arrival.

const listCode = listCodeParam;

export const destinationQuery = warehouseListQuery('codigoBodegaDestino', 'codigoBodegaOrigen');

/** What was counted on arrival, over a list, an RA or a line: dispatched = received + missing. */
export const receptionCount = z.object({
  ncantidaddespachada: z.number(),
  ncantidadrecibida: z.number(),
  ncantidadfaltante: z.number(),
  ncantidaddanada: z.number(),
});
export type ReceptionCount = z.infer<typeof receptionCount>;

/** A card of 'Recibir': a list going to this warehouse, with its differences once counted. */
export const destinationItem = loadingListItem.extend({
  ...receptionCount.shape,
  /** RAs with a line received short or damaged. */
  ncantidadradiferencia: z.number(),
});
export type DestinationItem = z.infer<typeof destinationItem>;

export const destinationResponse = pagedResponse('list', destinationItem);
export type DestinationResponse = z.infer<typeof destinationResponse>;

export const destinationFilters = loadingListFilters;
export type DestinationFilters = z.infer<typeof destinationFilters>;

export const destinationParams = z.object({ id: listCode });
export const destinationRaParams = z.object({
  id: listCode,
  ra: pathId(messages.raNotFound),
});

/**
 * A package line of the list that nobody has counted yet (issue 12): 'Recepcionar' names them and asks
 * before taking them as arrived whole.
 */
export const uncountedLine = z.object({
  nidra: z.number(),
  niditem: z.number(),
  sdestipobulto: z.string(),
  ncantidaddespachada: z.number(),
});
export type UncountedLine = z.infer<typeof uncountedLine>;
export const uncountedLinesResponse = z.array(uncountedLine);

/**
 * What 'Recepcionar' will record (issue 29), read before the one confirmation: units received (damaged
 * among them), damaged and missing by name, and the lines nobody counted (taken as arrived whole).
 * `sescaneada` 'S': the arrival was scanned, so the missing are the units never scanned and the reception
 * sends `sconfirmafaltantes`.
 */
export const receptionPreview = z.object({
  sescaneada: flag,
  ncantidaddespachada: z.number(),
  ncantidadrecibida: z.number(),
  ncantidaddanada: z.number(),
  ncantidadfaltante: z.number(),
  /** 'Bulto 02/04 del RA 1' when scanned; 'RA 1 · Caja: 1' when typed. */
  danados: z.array(z.string()),
  faltantes: z.array(z.string()),
  sincontar: z.array(uncountedLine),
});
export type ReceptionPreview = z.infer<typeof receptionPreview>;

/** The seal the destination found on the truck (issue 14): 'S' in sindincidenciasello when it differs. */
export const arrivalSeal = z.object({
  ssellollegada: z.string().nullable(),
  dfhosellollegada: z.string().nullable(),
  susuariosellollegada: z.string().nullable(),
  sindincidenciasello: flag,
});
export type ArrivalSeal = z.infer<typeof arrivalSeal>;

export const destinationDetailResponse = z.object({
  loadingListDetail: dispatchDetail.extend(arrivalSeal.shape),
  resumen: costSaleSummary,
  recepcion: receptionCount.extend({ ncantidadradiferencia: z.number() }),
});
export type DestinationDetailResponse = z.infer<typeof destinationDetailResponse>;

/** An RA card of 'Entrega de carga'. */
export const destinationRaCard = z.object({
  nidra: z.number(),
  snomremitente: z.string(),
  snomdestinatario: z.string(),
  sdescripcioncarga: z.string(),
  scodestado: z.string(),
  sdesestado: z.string(),
  npesokg: z.number(),
  nvolumenm3: z.number(),
  ...receptionCount.shape,
  /** S once every line of the RA on this list has been counted. */
  scontado: z.enum(['S', 'N']),
});
export type DestinationRaCard = z.infer<typeof destinationRaCard>;

export const destinationRaResponse = pagedResponse('list', destinationRaCard);
export type DestinationRaResponse = z.infer<typeof destinationRaResponse>;

/** A package line of the 'Editar RA {id}' modal: what left (ncantidadingresada) and what arrived. */
export const destinationPackage = z.object({
  ...listPackageLine.shape,
  /** Units of the line dispatched on this list. */
  ncantidadingresada: z.number(),
  /** Units counted on arrival; null while not counted (taken as all arrived when the list is received). */
  ncantidadrecibida: z.number().nullable(),
  ncantidaddanada: z.number(),
  ncantidadfaltante: z.number(),
  smotivodiferencia: z.string(),
  ...listPackageMeasures.shape,
});
export type DestinationPackage = z.infer<typeof destinationPackage>;

/** Totals of the units dispatched on this list (spec 2 section 2), and the count so far. */
export const destinationPackagesResponse = listPackageTotals.extend({
  recepcion: receptionCount,
  bultoList: z.array(destinationPackage),
});
export type DestinationPackagesResponse = z.infer<typeof destinationPackagesResponse>;

/**
 * The count of the lines that arrived: ncantidadbultos is what arrived of each line (spec 2 section 7),
 * with the damaged units among them and the reason for any difference.
 */
export const destinationPackagesUpdate = z
  .array(
    z
      .object({
        niditem: bodyId(messages.packageNotOnRa),
        ncantidadbultos: z.coerce
          .number({ error: messages.onlyNumbers })
          .int(messages.onlyNumbers)
          .min(0, messages.onlyNumbers)
          .max(LIMITS.packageUnits, messages.receivedOverDispatched),
        ncantidaddanada: z.coerce
          .number({ error: messages.onlyNumbers })
          .int(messages.onlyNumbers)
          .min(0, messages.onlyNumbers)
          .max(LIMITS.packageUnits, messages.damagedOverReceived)
          .optional()
          .default(0),
        smotivodiferencia: z
          .string()
          .trim()
          .max(LIMITS.smotivodiferencia, messages.differenceReasonTooLong)
          .optional()
          .default(''),
      })
      .superRefine((line, ctx) => {
        // What was dispatched is the service's to know: here, damaged ≤ arrived and a reason for damage.
        for (const [field, message] of Object.entries(arrivalCountErrors(line)))
          ctx.addIssue({ code: 'custom', path: [field], message });
      }),
  )
  .min(1, messages.validation)
  .max(LIMITS.countLines);
export type DestinationPackagesUpdate = z.infer<typeof destinationPackagesUpdate>;

/** 'Recepcionar' (issue 14): 'S' receives a list whose arrival scan left units unscanned, as missing. */
export const destinationReceiveRequest = z.object({ sconfirmafaltantes: flag.optional() }).nullish();

export const destinationResult = z.object({
  scodlistacarga: z.string(),
  scodestadolista: z.string(),
  dfhorecepcion: z.string().nullable(),
});

/** 'Registrar sello' at the destination: the seal found on the truck, under the dispatch seal's rules. */
export const destinationSealRequest = z.object({ sselloseguridad: securitySeal });
export type DestinationSealRequest = z.infer<typeof destinationSealRequest>;

export const destinationSealResult = arrivalSeal.extend({
  scodlistacarga: z.string(),
  /** The seal the list left with. */
  sselloseguridad: z.string().nullable(),
});
export type DestinationSealResult = z.infer<typeof destinationSealResult>;
