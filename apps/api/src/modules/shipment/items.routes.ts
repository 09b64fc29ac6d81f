import {
  documentCreate,
  documentParams,
  documentsResponse,
  errorResponse,
  packageInput,
  packageParams,
  packagesResponse,
  raIdParams,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wizardAccess } from './access.ts';
import type { ItemsService } from './items.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Steps 4 and 5: associated documents and packages. Every change answers the refreshed list. */
export const itemsRoutes: FastifyPluginAsyncZod<{ items: ItemsService }> = async (app, { items }) => {
  const config = { access: wizardAccess };
  const tags = ['Ingreso de RA'];

  app.get(
    '/Shipment/AssociatedDocumentation/:id',
    { config, schema: { tags, params: raIdParams, response: { 200: documentsResponse, ...errors } } },
    (request) => items.getDocuments(request.principal, request.params.id),
  );
  app.post(
    '/Shipment/AssociatedDocumentation/:id',
    {
      config,
      schema: {
        tags,
        params: raIdParams,
        body: documentCreate,
        response: { 200: documentsResponse, ...errors },
      },
    },
    (request) => items.addDocument(request.principal, request.params.id, request.body),
  );
  app.delete(
    '/Shipment/AssociatedDocumentation/:id/:docId',
    { config, schema: { tags, params: documentParams, response: { 200: documentsResponse, ...errors } } },
    (request) => items.deleteDocument(request.principal, request.params.id, request.params.docId),
  );

  app.get(
    '/Shipment/Package/:id',
    { config, schema: { tags, params: raIdParams, response: { 200: packagesResponse, ...errors } } },
    (request) => items.getPackages(request.principal, request.params.id),
  );
  app.post(
    '/Shipment/Package/:id',
    {
      config,
      schema: {
        tags,
        params: raIdParams,
        body: packageInput,
        response: { 200: packagesResponse, ...errors },
      },
    },
    (request) => items.addPackage(request.principal, request.params.id, request.body),
  );
  app.put(
    '/Shipment/Package/:id/:packageId',
    {
      config,
      schema: {
        tags,
        params: packageParams,
        body: packageInput,
        response: { 200: packagesResponse, ...errors },
      },
    },
    (request) =>
      items.updatePackage(request.principal, request.params.id, request.params.packageId, request.body),
  );
  app.delete(
    '/Shipment/Package/:id/:packageId',
    { config, schema: { tags, params: packageParams, response: { 200: packagesResponse, ...errors } } },
    (request) => items.deletePackage(request.principal, request.params.id, request.params.packageId),
  );
};
