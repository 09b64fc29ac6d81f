import {
  clientCombos,
  clientDetail,
  clientForm,
  clientIdParams,
  clientListQuery,
  clientListResponse,
  errorResponse,
  messages,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAccess } from './access.ts';
import type { ClientsService } from './clients.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Cliente - Proveedor (spec 2 section 7): menus CNF-CLIENTES and CNF-PROVEEDORES, both.
export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  const tags = ['Clientes y proveedores'];

  app.get(
    '/Customer/ClienteProveedor',
    {
      ...clientAccess,
      schema: { tags, querystring: clientListQuery, response: { 200: clientListResponse, ...errors } },
    },
    (request) => clients.list(request.query),
  );
  app.get(
    '/Customer/ClienteProveedor/New',
    { ...clientAccess, schema: { tags, response: { 200: clientCombos, ...errors } } },
    () => clients.combos(),
  );
  app.get(
    '/Customer/ClienteProveedor/:id',
    { ...clientAccess, schema: { tags, params: clientIdParams, response: { 200: clientDetail, ...errors } } },
    (request) => clients.detail(request.params.id),
  );
  app.post(
    '/Customer/ClienteProveedor',
    {
      ...clientAccess,
      // Two 'Crear' with one RUT at once: the loser meets the unique index, not the service's check.
      config: { ...clientAccess.config, conflictMessage: messages.rutAlreadyExists },
      schema: { tags, body: clientForm, response: { 201: clientDetail, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await clients.create(request.body)),
  );
  app.put(
    '/Customer/ClienteProveedor/:id',
    {
      ...clientAccess,
      schema: { tags, params: clientIdParams, body: clientForm, response: { 200: clientDetail, ...errors } },
    },
    (request) => clients.update(request.params.id, request.body),
  );
};
