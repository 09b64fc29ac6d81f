import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { addressAccess } from './access.ts';
import type { AddressesService } from './addresses.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Direcciones (spec 2 section 7): menu CNF-CLIENTES.
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  const extras = { ...addressAccess, tags: ['Direcciones'], errors };

  registerRoute(app, routes.customer.addresses, extras, (request) => addresses.list(request.query));
  registerRoute(app, routes.customer.address, extras, (request) =>
    addresses.detail(request.params.id, request.params.dirId),
  );
  registerRoute(app, routes.customer.createAddress, { ...extras, status: 201 }, async (request, reply) =>
    reply.status(201).send(await addresses.create(request.body)),
  );
  registerRoute(app, routes.customer.updateAddress, extras, (request) =>
    addresses.update(request.params.id, request.params.dirId, request.body),
  );
};
