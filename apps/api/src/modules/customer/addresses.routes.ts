import {
  addressCreate,
  addressCreated,
  addressDetail,
  addressForm,
  addressListQuery,
  addressListResponse,
  addressParams,
  errorResponse,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressAccess } from './access.ts';
import type { AddressesService } from './addresses.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Direcciones (spec 2 section 7): menu CNF-CLIENTES.
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  const tags = ['Direcciones'];

  app.get(
    '/Customer/ClienteProveedor/Direccion',
    {
      ...addressAccess,
      schema: { tags, querystring: addressListQuery, response: { 200: addressListResponse, ...errors } },
    },
    (request) => addresses.list(request.query),
  );
  app.get(
    '/Customer/ClienteProveedor/:id/Direccion/:dirId',
    {
      ...addressAccess,
      schema: { tags, params: addressParams, response: { 200: addressDetail, ...errors } },
    },
    (request) => addresses.detail(request.params.id, request.params.dirId),
  );
  app.post(
    '/Customer/ClienteProveedor/Direccion',
    {
      ...addressAccess,
      schema: { tags, body: addressCreate, response: { 201: addressCreated, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await addresses.create(request.body)),
  );
  app.put(
    '/Customer/ClienteProveedor/:id/Direccion/:dirId',
    {
      ...addressAccess,
      schema: {
        tags,
        params: addressParams,
        body: addressForm,
        response: { 200: addressDetail, ...errors },
      },
    },
    (request) => addresses.update(request.params.id, request.params.dirId, request.body),
  );
};
