import {
  customerFilters,
  customerListQuery,
  customerListResponse,
  errorResponse,
  imageCaptureQuery,
  preparationFilters,
  preparationQuery,
  raActionParams,
  raActionResponse,
  raDetailResponse,
  raHistoryEntry,
  raIdParams,
  raListResponse,
  receptionsFilters,
  receptionsQuery,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DetailService } from './detail.service.ts';
import type { ListsService } from './lists.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const receptionMenus = ['ORIG-RECEP' as const, 'BOD-RECEP' as const];

export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService; detail: DetailService }> = async (
  app,
  { lists, detail },
) => {
  const tags = ['Listas de RA'];

  app.get(
    '/Shipment/ImageCapture',
    {
      config: { access: { audience: 'staff', menus: ['ORIG-IMAGENES'] } },
      schema: { tags, querystring: imageCaptureQuery, response: { 200: raListResponse, ...errors } },
    },
    (request) => lists.imageCapture(request.principal, request.query),
  );

  const receptions = { access: { audience: 'staff' as const, menus: receptionMenus } };
  app.get(
    '/Shipment/Receptions',
    { config: receptions, schema: { tags, response: { 200: receptionsFilters } } },
    (request) => lists.receptionsFilters(request.principal),
  );
  app.get(
    '/Shipment/Receptions/List',
    {
      config: receptions,
      schema: { tags, querystring: receptionsQuery, response: { 200: raListResponse, ...errors } },
    },
    (request) => lists.receptions(request.principal, request.query),
  );
  app.get(
    '/Shipment/Receptions/:id',
    {
      config: receptions,
      schema: { tags, params: raIdParams, response: { 200: raDetailResponse, ...errors } },
    },
    (request) => detail.detail(request.principal, request.params.id),
  );
  app.put(
    '/Shipment/Receptions/:id/:action',
    {
      config: receptions,
      schema: { tags, params: raActionParams, response: { 200: raActionResponse, ...errors } },
    },
    (request) => detail.act(request.principal, request.params.id, request.params.action),
  );

  const preparation = { access: { audience: 'staff' as const, menus: ['ORIG-PREPARA' as const] } };
  app.get(
    '/Shipment/Preparation',
    {
      config: preparation,
      schema: {
        tags,
        querystring: z.object({ codigoOficinaOrigen: z.string().max(20).optional() }),
        response: { 200: preparationFilters, ...errors },
      },
    },
    (request) => lists.preparationFilters(request.principal, request.query.codigoOficinaOrigen),
  );
  app.get(
    '/Shipment/Preparation/List',
    {
      config: preparation,
      schema: { tags, querystring: preparationQuery, response: { 200: raListResponse, ...errors } },
    },
    (request) => lists.preparation(request.principal, request.query),
  );

  // Staff on the RA's route and the customer whose cargo it is; anyone else gets 403 or, if a customer, 404.
  app.get(
    '/Shipment/Detail/:id',
    {
      config: { access: { audience: 'any' } },
      schema: { tags, params: raIdParams, response: { 200: raDetailResponse, ...errors } },
    },
    (request) => detail.detail(request.principal, request.params.id),
  );
  app.get(
    '/Shipment/Detail/:id/Bitacora',
    {
      config: { access: { audience: 'any' } },
      schema: { tags, params: raIdParams, response: { 200: z.array(raHistoryEntry), ...errors } },
    },
    (request) => detail.history(request.principal, request.params.id),
  );

  const customer = { access: { audience: 'any' as const } };
  app.get(
    '/ExternalCustomer',
    { config: customer, schema: { tags: ['Mis cargas'], response: { 200: customerFilters } } },
    () => lists.customerFilters(),
  );
  app.get(
    '/ExternalCustomer/List',
    {
      config: customer,
      schema: {
        tags: ['Mis cargas'],
        querystring: customerListQuery,
        response: { 200: customerListResponse, ...errors },
      },
    },
    (request) => lists.customerList(request.principal, request.query),
  );
};
