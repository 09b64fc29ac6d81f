import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { operationAccess } from './access.ts';
import type { CostsService } from './costs.service.ts';
import type { OperationsService } from './operations.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Operaciones (spec 2 section 7): menu BOD-OPERACION, staff of the operation's origin warehouse.
export const operationRoutes: FastifyPluginAsyncZod<{
  operations: OperationsService;
  costs: CostsService;
}> = async (app, { operations, costs }) => {
  const extras = { ...operationAccess, tags: ['Operaciones'], errors };
  const created = { ...extras, status: 201 as const };
  const map = routes.operation;

  registerRoute(app, map.list, extras, (request) => operations.list(request.principal, request.query));
  registerRoute(app, map.filters, extras, (request) =>
    operations.filters(request.principal, request.query.codigoBodegaOrigen),
  );
  registerRoute(app, map.detailFilters, extras, () => operations.detailFilters());
  registerRoute(app, map.create, created, async (request, reply) =>
    reply.status(201).send(await operations.create(request.principal, request.body)),
  );
  registerRoute(app, map.update, extras, (request) =>
    operations.update(request.principal, request.params.id, request.body),
  );
  registerRoute(app, map.close, extras, (request) => operations.close(request.principal, request.params.id));

  // Costs and sales
  registerRoute(app, map.costs, extras, (request) =>
    costs.list(request.principal, request.params.id, request.query.getSummary),
  );
  registerRoute(app, map.costFilters, extras, (request) =>
    costs.filters(request.principal, request.params.id),
  );
  registerRoute(app, map.createCost, created, async (request, reply) =>
    reply.status(201).send(await costs.create(request.principal, request.body)),
  );
  registerRoute(app, map.updateCost, extras, (request) =>
    costs.update(request.principal, request.params.id, request.body),
  );
  registerRoute(app, map.removeCost, extras, (request) =>
    costs.remove(request.principal, request.params.operationId, request.params.costId),
  );
  registerRoute(app, map.sales, extras, (request) =>
    costs.sales(request.principal, request.params.id, request.query.getSummary),
  );
};
