import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { customerExportRoutes } from '../../modules/customer/customer-export.routes.ts';
import { deliveryExportRoutes } from '../../modules/delivery/delivery-export.routes.ts';
import { destinationExportRoutes } from '../../modules/destination/destination-export.routes.ts';
import { dispatchExportRoutes } from '../../modules/dispatch/dispatch-export.routes.ts';
import { loadingListExportRoutes } from '../../modules/loading-list/loading-list-export.routes.ts';
import { operationsExportRoutes } from '../../modules/operation/operations-export.routes.ts';
import { listsExportRoutes } from '../../modules/shipment/lists-export.routes.ts';

/** Every list's 'Exportar' (issue 17), registered in one place; each module keeps its own. */
export const listExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const routes of [
    listsExportRoutes,
    operationsExportRoutes,
    loadingListExportRoutes,
    dispatchExportRoutes,
    destinationExportRoutes,
    deliveryExportRoutes,
    customerExportRoutes,
  ]) {
    await app.register(routes, { db });
  }
};
