import {
  errorResponse,
  USERS_MENU,
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
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebhooksService } from './webhooks.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** Webhooks of business clients: the system administrators' menu (USERS_MENU), see docs/webhooks.md. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };
  const tags = ['Webhooks'];

  app.get(
    '/Webhook',
    {
      config,
      schema: { tags, querystring: webhookListQuery, response: { 200: webhookListResponse, ...errors } },
    },
    (request) => webhooks.list(request.query),
  );
  app.get(
    '/Webhook/:id',
    { config, schema: { tags, params: webhookParams, response: { 200: webhookItem, ...errors } } },
    (request) => webhooks.get(request.params.id),
  );
  app.post(
    '/Webhook',
    { config, schema: { tags, body: webhookCreate, response: { 201: webhookWithSecret, ...errors } } },
    async (request, reply) => reply.status(201).send(await webhooks.create(request.principal, request.body)),
  );
  app.put(
    '/Webhook/:id',
    {
      config,
      schema: { tags, params: webhookParams, body: webhookUpdate, response: { 200: webhookItem, ...errors } },
    },
    (request) => webhooks.update(request.params.id, request.body),
  );
  app.post(
    '/Webhook/:id/Secreto',
    { config, schema: { tags, params: webhookParams, response: { 200: webhookWithSecret, ...errors } } },
    (request) => webhooks.rotateSecret(request.params.id),
  );
  app.delete(
    '/Webhook/:id',
    { config, schema: { tags, params: webhookParams, response: { 200: webhookDeleted, ...errors } } },
    (request) => webhooks.remove(request.params.id),
  );
  app.get(
    '/Webhook/:id/Entregas',
    {
      config,
      schema: {
        tags,
        params: webhookParams,
        querystring: webhookDeliveryQuery,
        response: { 200: webhookDeliveryListResponse, ...errors },
      },
    },
    (request) => webhooks.deliveries(request.params.id, request.query),
  );
  app.post(
    '/Webhook/Entregas/:id/Reenviar',
    { config, schema: { tags, params: webhookDeliveryParams, response: { 200: webhookResent, ...errors } } },
    (request) => webhooks.resend(request.params.id),
  );
};
