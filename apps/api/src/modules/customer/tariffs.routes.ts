import { errorResponse, messages, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { tariffAccess } from './access.ts';
import type { TariffsService } from './tariffs.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Tarifas (spec 2 section 7): menu CNF-TARIFAS.
export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffs: TariffsService }> = async (app, { tariffs }) => {
  const extras = { ...tariffAccess, tags: ['Tarifas'], errors };
  const changes = { ...extras, config: { ...tariffAccess.config, conflictMessage: messages.tariffExists } };

  registerRoute(app, routes.customer.tariffs, extras, (request) => tariffs.list(request.query));
  registerRoute(app, routes.customer.tariffFilters, extras, () => tariffs.filters());
  registerRoute(app, routes.customer.tariff, extras, (request) => tariffs.detail(request.params));
  registerRoute(app, routes.customer.createTariff, { ...changes, status: 201 }, async (request, reply) =>
    reply.status(201).send(await tariffs.create(request.principal, request.body)),
  );
  registerRoute(app, routes.customer.updateTariff, changes, (request) =>
    tariffs.update(request.principal, request.body),
  );
};
