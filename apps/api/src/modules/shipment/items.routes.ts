import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { wizardAccess } from './access.ts';
import type { ItemsService } from './items.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Steps 4 and 5: associated documents and packages. Every change answers the refreshed list. */
export const itemsRoutes: FastifyPluginAsyncZod<{ items: ItemsService }> = async (app, { items }) => {
  const extras = { config: { access: wizardAccess }, tags: ['Ingreso de RA'], errors };
  const shipment = routes.shipment;

  registerRoute(app, shipment.documents, extras, (request) =>
    items.getDocuments(request.principal, request.params.id),
  );
  registerRoute(app, shipment.addDocument, extras, (request) =>
    items.addDocument(request.principal, request.params.id, request.body),
  );
  registerRoute(app, shipment.removeDocument, extras, (request) =>
    items.deleteDocument(request.principal, request.params.id, request.params.docId),
  );

  registerRoute(app, shipment.packages, extras, (request) =>
    items.getPackages(request.principal, request.params.id),
  );
  registerRoute(app, shipment.addPackage, extras, (request) =>
    items.addPackage(request.principal, request.params.id, request.body),
  );
  registerRoute(app, shipment.updatePackage, extras, (request) =>
    items.updatePackage(request.principal, request.params.id, request.params.packageId, request.body),
  );
  registerRoute(app, shipment.removePackage, extras, (request) =>
    items.deletePackage(request.principal, request.params.id, request.params.packageId),
  );
};
