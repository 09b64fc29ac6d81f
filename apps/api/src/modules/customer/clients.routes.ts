import { errorResponse, messages, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { clientAccess } from './access.ts';
import type { ClientsService } from './clients.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Cliente - Proveedor (spec 2 section 7): menus CNF-CLIENTES and CNF-PROVEEDORES, both.
export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  const extras = { ...clientAccess, tags: ['Clientes y proveedores'], errors };

  registerRoute(app, routes.customer.clients, extras, (request) => clients.list(request.query));
  registerRoute(app, routes.customer.clientCombos, extras, () => clients.combos());
  registerRoute(app, routes.customer.client, extras, (request) => clients.detail(request.params.id));
  registerRoute(
    app,
    routes.customer.createClient,
    {
      ...extras,
      // Two 'Crear' with one RUT at once: the loser meets the unique index, not the service's check.
      config: { ...clientAccess.config, conflictMessage: messages.rutAlreadyExists },
      status: 201,
    },
    async (request, reply) => reply.status(201).send(await clients.create(request.body)),
  );
  registerRoute(app, routes.customer.updateClient, extras, (request) =>
    clients.update(request.params.id, request.body),
  );
};
