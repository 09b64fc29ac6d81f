import { messages } from '../rules/messages.ts';
import { idFilter, pagedResponse, pageQuery, pathId } from './common.ts';
import * as z from './zod.ts';

// E-mail notices of cargo events (issue 16): the outbox as the 'Avisos enviados' screen reads it.

/** Rows per page of 'Avisos enviados'. */
export const NOTICE_PAGE_SIZE = 20;

export const NOTICE_STATES = ['PENDIENTE', 'ENVIANDO', 'ENVIADA', 'FALLIDA'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const NOTICE_STATE_NAMES: Record<NoticeState, string> = {
  PENDIENTE: 'Pendiente',
  ENVIANDO: 'Enviando',
  ENVIADA: 'Enviada',
  FALLIDA: 'Fallida',
};

export const CARGO_EVENT_KINDS = [
  'RECIBIDA',
  'DESPACHADA',
  'LLEGADA',
  'ENTREGADA',
  'PAGADA',
  'FACTURADA',
  'EN_REPARTO',
  'VISITA_FALLIDA',
] as const;
export type CargoEventKind = (typeof CARGO_EVENT_KINDS)[number];

/** The event as the notices and the RA's history name it. */
export const CARGO_EVENT_NAMES: Record<CargoEventKind, string> = {
  RECIBIDA: 'Carga recibida',
  DESPACHADA: 'Carga despachada',
  LLEGADA: 'Carga llegada a destino',
  ENTREGADA: 'Carga entregada',
  /** Issue 33: a payment of the RA was registered in a caja ('pago registrado'). */
  PAGADA: 'Pago registrado',
  /** Issue 34: its boleta or factura was issued; the notice, to the payer, carries the PDF (and a factura's XML). */
  FACTURADA: 'Documento tributario emitido',
  /** Issue 35: it left the destination warehouse in the van of a hoja de ruta, for delivery at the door. */
  EN_REPARTO: 'Carga en reparto a domicilio',
  /** Issue 35: the driver could not deliver it at the door (the reason in the event's data). */
  VISITA_FALLIDA: 'Visita sin éxito',
};

/**
 * Issue 35: what happens to a pickup request (solicitud de retiro) that its client and its systems hear of,
 * before it has an RA. RETIRO_RECIBIDO (it became an RA at the office) goes to webhooks only: the RA's own
 * RECIBIDA notice tells the person.
 */
export const PICKUP_EVENT_KINDS = [
  'RETIRO_PLANIFICADO',
  'RETIRADO',
  'RETIRO_FALLIDO',
  'RETIRO_RECIBIDO',
  'RETIRO_ANULADO',
] as const;
export type PickupEventKind = (typeof PICKUP_EVENT_KINDS)[number];

export const PICKUP_EVENT_NAMES: Record<PickupEventKind, string> = {
  RETIRO_PLANIFICADO: 'Retiro programado',
  RETIRADO: 'Carga retirada en domicilio',
  RETIRO_FALLIDO: 'Retiro sin éxito',
  RETIRO_RECIBIDO: 'Retiro ingresado como RA',
  RETIRO_ANULADO: 'Retiro anulado',
};

/** Every event's name, of an RA or of a pickup request (the notices' and webhooks' screens). */
export const EVENT_NAMES: Record<CargoEventKind | PickupEventKind, string> = {
  ...CARGO_EVENT_NAMES,
  ...PICKUP_EVENT_NAMES,
};

/** Whom an event is about, as the screens name it: 'RA 12', or 'Retiro N° 5' before the request has an RA. */
export const eventSubjectLabel = (e: { nidra: number | null; nidretiro: number | null }) =>
  e.nidra !== null ? `RA ${e.nidra}` : `Retiro N° ${e.nidretiro}`;

export const noticeListQuery = z.object({
  /** '' (the screen's 'Todos') is no filter. */
  estado: z
    .enum(['', ...NOTICE_STATES], { error: messages.validation })
    .optional()
    .transform((value) => value || undefined),
  nidra: idFilter,
  /** Issue 35: a pickup request's notices. */
  nidretiro: idFilter,
  Page: pageQuery,
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

export const noticeParams = z.object({ id: pathId(messages.noticeNotFound) });

export const noticeItem = z.object({
  nidnotificacion: z.number(),
  /** The RA, or (issue 35) the pickup request, the notice is about: one of the two. */
  nidra: z.number().nullable(),
  nidretiro: z.number().nullable(),
  sevento: z.string(),
  sdesevento: z.string(),
  semail: z.string(),
  srol: z.string(),
  sasunto: z.string(),
  sestado: z.string(),
  sdesestado: z.string(),
  nintentos: z.number(),
  serror: z.string().nullable(),
  /** The .eml file can be downloaded (no SMTP server configured). */
  bconarchivo: z.boolean(),
  dfeccreacion: z.string(),
  dfecenvio: z.string().nullable(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeListResponse = pagedResponse('avisoList', noticeItem);
export type NoticeListResponse = z.infer<typeof noticeListResponse>;

export const noticeRetryResponse = z.object({ nidnotificacion: z.number(), sestado: z.string() });
export type NoticeRetryResponse = z.infer<typeof noticeRetryResponse>;
