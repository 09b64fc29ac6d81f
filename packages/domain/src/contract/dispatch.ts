import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { readSeal } from '../rules/scanned-codes.ts';
import {
  anyCodeFilter,
  costSaleSummary,
  flag,
  idFilter,
  listCodeParam,
  pagedResponse,
  pageQuery,
  pathId,
  warehouseCode,
} from './common.ts';
import { loadingListDetail, loadingListFilters } from './loading-list.ts';
import * as z from './zod.ts';

// Despacho (spec 2 sections 2, 3, 5 and 7): the closed load lists of the current warehouse leave it.

const listCode = listCodeParam;

export const dispatchQuery = z.object({
  codigoBodegaOrigen: warehouseCode,
  /** Digits only (the screen lets nothing else through); 0 or empty means any operation. */
  idOperacion: idFilter.transform((value) => (value ? Number(value) : 0)),
  codigoBodegaDestino: anyCodeFilter,
  codigoViaDespacho: anyCodeFilter,
  Page: pageQuery,
});

/** A card of 'Despacho': a closed list waiting to leave. */
export const dispatchItem = z.object({
  nidoperacion: z.number(),
  scodlistacarga: z.string(),
  scodbodegaorigen: z.string(),
  scodbodegadestino: z.string(),
  sdesviadespacho: z.string(),
  dfhocreacion: z.string(),
  sestado: z.string(),
  sdesestado: z.string(),
  sdesmodalidadenvio: z.string(),
  ncantidadra: z.number(),
  ncantidadbultos: z.number(),
  npesokg: z.number(),
  nvolumenm3: z.number(),
});
export type DispatchItem = z.infer<typeof dispatchItem>;

export const dispatchResponse = pagedResponse('list', dispatchItem);
export type DispatchResponse = z.infer<typeof dispatchResponse>;

export const dispatchFilters = loadingListFilters.pick({ medioEnvioList: true, bodegaList: true });
export type DispatchFilters = z.infer<typeof dispatchFilters>;

/** The operation in the path is checked against the list's; 0 (a link or a reload) means the list's own. */
export const dispatchParams = z.object({
  list: listCode,
  operation: pathId(messages.operationNotFound, { zero: true }),
});
export const dispatchReportParams = z.object({ id: listCode });

/** The header of 'Despachar lista de carga', with what the dispatch wrote. */
export const dispatchDetail = loadingListDetail.extend({
  sselloseguridad: z.string().nullable(),
  scomentariodespacho: z.string().nullable(),
  dfhodespacho: z.string().nullable(),
  dfhorecepcion: z.string().nullable(),
});
export type DispatchDetail = z.infer<typeof dispatchDetail>;

/** 'Verificar carga' (issue 14): how many of the list's units were checked onto the truck. */
export const truckCheck = z.object({ nbultoslista: z.number(), nbultosverificados: z.number() });
export type TruckCheck = z.infer<typeof truckCheck>;

export const dispatchDetailResponse = z.object({
  detalle: dispatchDetail,
  resumen: costSaleSummary,
  verificacion: truckCheck,
});
export type DispatchDetailResponse = z.infer<typeof dispatchDetailResponse>;

/** A truck's security seal as typed or scanned: at dispatch, and again as found at the destination. */
export const securitySeal = z
  .string({ error: messages.sealRequired })
  .trim()
  .min(1, messages.sealRequired)
  .max(LIMITS.sselloseguridad, messages.sealTooLong)
  // Read as a scanner set for another keyboard layout means it, or refused with the reason (issue 29).
  .transform((text, ctx) => {
    const read = readSeal(text);
    if (read.ok) return read.seal;
    ctx.addIssue({ code: 'custom', message: read.reason });
    return z.NEVER;
  });

export const dispatchRequest = z.object({
  scodlistacarga: listCode,
  sselloseguridad: securitySeal,
  scomentariodespacho: z
    .string()
    .trim()
    .max(LIMITS.scomentariodespacho, messages.dispatchCommentTooLong)
    .optional()
    .default(''),
  /** 'S' dispatches although units of a list whose truck check began were not checked (issue 14). */
  sconfirmasinverificar: flag.optional(),
});
export type DispatchRequest = z.infer<typeof dispatchRequest>;

/** 'Guardar sello': the seal and comment kept on a closed list before it leaves (the carrier list shows it). */
export const dispatchSealRequest = dispatchRequest;
export type DispatchSealRequest = z.infer<typeof dispatchSealRequest>;

export const dispatchSealResult = z.object({
  scodlistacarga: z.string(),
  sselloseguridad: z.string(),
  scomentariodespacho: z.string(),
});
export type DispatchSealResult = z.infer<typeof dispatchSealResult>;

export const dispatchResult = z.object({
  scodlistacarga: z.string(),
  scodestadolista: z.string(),
  dfhodespacho: z.string(),
});
