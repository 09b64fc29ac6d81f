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

export const noticeListQuery = z.object({
  /** '' (the screen's 'Todos') is no filter. */
  estado: z
    .enum(['', ...NOTICE_STATES], { error: messages.validation })
    .optional()
    .transform((value) => value || undefined),
  nidra: idFilter,
  Page: pageQuery,
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

export const noticeParams = z.object({ id: pathId(messages.noticeNotFound) });

export const noticeItem = z.object({
  nidnotificacion: z.number(),
  nidra: z.number(),
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
