import { defineRoute } from '../route-def.ts';
import {
  webhookCreate,
  webhookDeleted,
  webhookDeliveryListResponse,
  webhookDeliveryParams,
  webhookDeliveryQuery,
  webhookItem,
  webhookListQuery,
  webhookListResponse,
  webhookParams,
  webhookResent,
  webhookUpdate,
  webhookWithSecret,
} from '../webhooks.ts';

export const webhooksRoutes = {
  list: defineRoute('GET', '/api/Webhook', { query: webhookListQuery, response: webhookListResponse }),
  detail: defineRoute('GET', '/api/Webhook/:id', { params: webhookParams, response: webhookItem }),
  create: defineRoute('POST', '/api/Webhook', { body: webhookCreate, response: webhookWithSecret }),
  update: defineRoute('PUT', '/api/Webhook/:id', {
    params: webhookParams,
    body: webhookUpdate,
    response: webhookItem,
  }),
  rotateSecret: defineRoute('POST', '/api/Webhook/:id/Secreto', {
    params: webhookParams,
    response: webhookWithSecret,
  }),
  remove: defineRoute('DELETE', '/api/Webhook/:id', { params: webhookParams, response: webhookDeleted }),
  deliveries: defineRoute('GET', '/api/Webhook/:id/Entregas', {
    params: webhookParams,
    query: webhookDeliveryQuery,
    response: webhookDeliveryListResponse,
  }),
  resend: defineRoute('POST', '/api/Webhook/Entregas/:id/Reenviar', {
    params: webhookDeliveryParams,
    response: webhookResent,
  }),
} as const;
