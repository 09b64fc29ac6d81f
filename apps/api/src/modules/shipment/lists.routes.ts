import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { DetailService } from './detail.service.ts';
import type { ListsService } from './lists.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const receptionMenus = ['ORIG-RECEP' as const, 'BOD-RECEP' as const];

export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService; detail: DetailService }> = async (
  app,
  { lists, detail },
) => {
  const tags = ['Listas de RA'];
  const map = routes.shipmentLists;

  registerRoute(
    app,
    map.imageCapture,
    { config: { access: { audience: 'staff', menus: ['ORIG-IMAGENES'] } }, tags, errors },
    (request) => lists.imageCapture(request.principal, request.query),
  );

  const receptions = { access: { audience: 'staff' as const, menus: receptionMenus } };
  registerRoute(app, map.receptionsFilters, { config: receptions, tags }, (request) =>
    lists.receptionsFilters(request.principal),
  );
  registerRoute(app, map.receptions, { config: receptions, tags, errors }, (request) =>
    lists.receptions(request.principal, request.query),
  );
  registerRoute(app, map.reception, { config: receptions, tags, errors }, (request) =>
    detail.detail(request.principal, request.params.id),
  );
  registerRoute(app, map.receptionAction, { config: receptions, tags, errors }, (request) =>
    detail.act(request.principal, request.params.id, request.params.action),
  );

  const preparation = { access: { audience: 'staff' as const, menus: ['ORIG-PREPARA' as const] } };
  registerRoute(app, map.preparationFilters, { config: preparation, tags, errors }, (request) =>
    lists.preparationFilters(request.principal, request.query.codigoOficinaOrigen),
  );
  registerRoute(app, map.preparation, { config: preparation, tags, errors }, (request) =>
    lists.preparation(request.principal, request.query),
  );

  // Staff on the RA's route and the customer whose cargo it is; anyone else gets 403 or, if a customer, 404.
  const anyone = { access: { audience: 'any' as const } };
  registerRoute(app, routes.shipment.detail, { config: anyone, tags, errors }, (request) =>
    detail.detail(request.principal, request.params.id),
  );
  registerRoute(app, routes.shipment.history, { config: anyone, tags, errors }, (request) =>
    detail.history(request.principal, request.params.id),
  );

  const customerTags = ['Mis cargas'];
  registerRoute(app, map.customerFilters, { config: anyone, tags: customerTags }, () =>
    lists.customerFilters(),
  );
  registerRoute(app, map.customerList, { config: anyone, tags: customerTags, errors }, (request) =>
    lists.customerList(request.principal, request.query),
  );
};
