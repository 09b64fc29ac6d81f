import { messages } from '../rules/messages.ts';
import { WEBHOOK_URL_MAX } from '../rules/webhook-url.ts';
import { bodyId, flag, pagedResponse, pageQuery, pathId } from './common.ts';
import * as z from './zod.ts';

// Webhooks of business customers (issue 16): /api/Webhook, its deliveries and 'Reenviar'.

/** Rows per page of the webhook list and of a webhook's delivery log. */
export const WEBHOOK_PAGE_SIZE = 10;

export const WEBHOOK_DELIVERY_STATES = ['PENDIENTE', 'ENVIANDO', 'ENTREGADO', 'FALLIDO'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/**
 * A delivery's state in words. An 'entrega' is feminine, as the webhook list counts them ('3 entregadas'),
 * so ENTREGADO reads 'Entregada', never the raw code beside a cargo event's 'Carga entregada' (issue 29).
 */
export const WEBHOOK_DELIVERY_STATE_NAMES: Record<WebhookDeliveryState, string> = {
  PENDIENTE: 'Pendiente',
  ENVIANDO: 'Enviando',
  ENTREGADO: 'Entregada',
  FALLIDO: 'Fallida',
};

/** The events a webhook hears of, as `Carga-Evento` and the payload's `evento` name them. */
export const WEBHOOK_EVENTS = [
  'RA_RECIBIDA',
  'RA_DESPACHADA',
  'RA_LLEGADA',
  'RA_ENTREGADA',
  'RA_PAGADA',
  'RA_FACTURADA',
] as const;

export const webhookUrlSchema = z
  .string({ error: messages.webhookUrlRequired })
  .trim()
  .min(1, messages.webhookUrlRequired)
  .max(WEBHOOK_URL_MAX, messages.webhookUrlTooLong);

export const webhookParams = z.object({ id: pathId(messages.webhookNotFound) });
export const webhookDeliveryParams = z.object({ id: pathId(messages.webhookDeliveryNotFound) });

export const webhookCreate = z.object({
  nidcliente: bodyId(messages.webhookClientRequired),
  surl: webhookUrlSchema,
});
export type WebhookCreate = z.input<typeof webhookCreate>;

export const webhookUpdate = z.object({ surl: webhookUrlSchema, sindactivo: flag });
export type WebhookUpdate = z.input<typeof webhookUpdate>;

export const webhookListQuery = z.object({
  nidcliente: bodyId(messages.clientNotFound).optional(),
  Page: pageQuery,
});

export const webhookItem = z.object({
  nidwebhook: z.number(),
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  surl: z.string(),
  sindactivo: z.string(),
  dfeccreacion: z.string(),
  /** Deliveries by state. */
  npendientes: z.number(),
  nenviando: z.number(),
  nentregados: z.number(),
  nfallidos: z.number(),
});
export type WebhookItem = z.infer<typeof webhookItem>;

export const webhookListResponse = pagedResponse('list', webhookItem);
export type WebhookListResponse = z.infer<typeof webhookListResponse>;

/** The webhook with its signing secret: answered only on creation and on rotation, never again. */
export const webhookWithSecret = webhookItem.extend({ ssecreto: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookDeliveryQuery = z.object({
  estado: z.enum(WEBHOOK_DELIVERY_STATES).or(z.literal('')).optional(),
  Page: pageQuery,
});

export const webhookDeliveryItem = z.object({
  nidentrega: z.number(),
  nidwebhook: z.number(),
  nidevento: z.number(),
  sevento: z.string(),
  /** The RA, or (issue 35) the pickup request, of the event: one of the two. */
  nidra: z.number().nullable(),
  nidretiro: z.number().nullable(),
  sestado: z.string(),
  nintentos: z.number(),
  nultimoestado: z.number().nullable(),
  serror: z.string().nullable(),
  dfecproximo: z.string(),
  dfecultimo: z.string().nullable(),
  dfeccreacion: z.string(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliveryItem>;

export const webhookDeliveryListResponse = pagedResponse('list', webhookDeliveryItem);
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponse>;

/** What DELETE /api/Webhook/{id} answers. */
export const webhookDeleted = z.object({ nidwebhook: z.number() });

/** What 'Reenviar' answers: the delivery is due again now. */
export const webhookResent = z.object({ nidentrega: z.number(), sestado: z.string() });
