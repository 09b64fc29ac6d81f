import { errorResponse, routes, USERS_MENU } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { WebhooksService } from './webhooks.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** Webhooks of business clients: the system administrators' menu (USERS_MENU), see docs/webhooks.md. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };
  const extras = { config, tags: ['Webhooks'], errors };

  registerRoute(app, routes.webhooks.list, extras, (request) => webhooks.list(request.query));
  registerRoute(app, routes.webhooks.detail, extras, (request) => webhooks.get(request.params.id));
  registerRoute(app, routes.webhooks.create, { ...extras, status: 201 }, async (request, reply) =>
    reply.status(201).send(await webhooks.create(request.principal, request.body)),
  );
  registerRoute(app, routes.webhooks.update, extras, (request) =>
    webhooks.update(request.params.id, request.body),
  );
  registerRoute(app, routes.webhooks.rotateSecret, extras, (request) =>
    webhooks.rotateSecret(request.params.id),
  );
  registerRoute(app, routes.webhooks.remove, extras, (request) => webhooks.remove(request.params.id));
  registerRoute(app, routes.webhooks.deliveries, extras, (request) =>
    webhooks.deliveries(request.params.id, request.query),
  );
  registerRoute(app, routes.webhooks.resend, extras, (request) => webhooks.resend(request.params.id));
};
