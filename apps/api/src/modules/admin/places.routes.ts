import { errorResponse, messages, routes, USERS_MENU } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { PlacesService } from './places.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Offices and warehouses. GET /api/Office and /api/Storage stay the lookups of every staff screen. */
export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };

  const office = { config, tags: ['Oficinas'], errors };
  registerRoute(app, routes.admin.offices, office, (request) => places.listOffices(request.query));
  registerRoute(app, routes.admin.office, office, (request) => places.getOffice(request.params.code));
  registerRoute(
    app,
    routes.admin.createOffice,
    { ...office, config: { ...config, conflictMessage: messages.officeExists }, status: 201 },
    async (request, reply) => reply.status(201).send(await places.createOffice(request.body)),
  );
  registerRoute(app, routes.admin.updateOffice, office, (request) =>
    places.updateOffice(request.params.code, request.body),
  );

  const storage = { config, tags: ['Bodegas'], errors };
  registerRoute(app, routes.admin.warehouses, storage, (request) => places.listStorages(request.query));
  registerRoute(app, routes.admin.warehouse, storage, (request) => places.getStorage(request.params.code));
  registerRoute(
    app,
    routes.admin.createWarehouse,
    { ...storage, config: { ...config, conflictMessage: messages.warehouseExists }, status: 201 },
    async (request, reply) => reply.status(201).send(await places.createStorage(request.body)),
  );
  registerRoute(app, routes.admin.updateWarehouse, storage, (request) =>
    places.updateStorage(request.params.code, request.body),
  );
};
