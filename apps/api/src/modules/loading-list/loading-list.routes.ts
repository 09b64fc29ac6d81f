import {
  carrierListFileName,
  errorResponse,
  routes,
  valuedListFileName,
  warehouseListFileName,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { buildCarrierListXlsx } from '../../reports/xlsx/dispatch.xlsx.ts';
import { buildValuedListXlsx, buildWarehouseListXlsx } from '../../reports/xlsx/loading-list.xlsx.ts';
import type { LoadingListService } from './loading-list.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Lista de carga (spec 2 section 7): staff with BOD-LISTACARGA at the operation's origin warehouse.
export const loadingListRoutes: FastifyPluginAsyncZod<{ loadingLists: LoadingListService }> = async (
  app,
  { loadingLists: lists },
) => {
  const config = { access: { audience: 'staff' as const, menus: ['BOD-LISTACARGA' as const] } };
  const tags = ['Listas de carga'];
  const extras = { config, tags, errors };
  const map = routes.loadingList;

  registerRoute(app, map.list, extras, (request) => lists.list(request.principal, request.query));
  registerRoute(app, map.filters, extras, () => lists.filters());
  registerRoute(app, map.availableOperations, extras, (request) =>
    lists.availableOperations(request.principal, request.query.codigoBodegaOrigen),
  );
  registerRoute(
    app,
    map.create,
    { ...extras, description: 'Answers the new list code as text/plain.' },
    async (request, reply) => {
      const code = await lists.create(request.principal, request.body.nidoperacion);
      return reply.type('text/plain; charset=utf-8').send(code);
    },
  );
  registerRoute(app, map.detail, extras, (request) => lists.detail(request.principal, request.params.code));
  registerRoute(app, map.ras, extras, (request) =>
    lists.ras(request.principal, request.params.code, request.query.Page),
  );
  registerRoute(app, map.availableRas, extras, (request) =>
    lists.availableRas(request.principal, request.params.code, request.query),
  );
  registerRoute(app, map.addRas, extras, (request) =>
    lists.addRas(request.principal, request.params.code, request.body),
  );
  registerRoute(app, map.removeRa, extras, (request) =>
    lists.removeRa(request.principal, request.params.code, request.params.operation, request.params.ra),
  );
  registerRoute(app, map.raComment, extras, (request) =>
    lists.comment(request.principal, request.params.code, request.params.ra, request.body.sobservaciones),
  );
  registerRoute(app, map.raPackages, extras, (request) =>
    lists.packages(request.principal, request.params.code, request.params.ra),
  );
  registerRoute(app, map.updateRaPackages, extras, (request) =>
    lists.updatePackages(request.principal, request.params.code, request.params.ra, request.body),
  );
  registerRoute(app, map.close, extras, (request) =>
    lists.close(request.principal, request.params.code, request.body),
  );

  const report = {
    config,
    tags,
    description: `Answers ${XLSX}.`,
    file: z.any().describe(XLSX),
    errors: { 403: errorResponse, 404: errorResponse },
  };
  registerRoute(app, map.report, report, async (request, reply) => {
    const data = await lists.reportData(request.principal, request.params.code);
    const name = warehouseListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildWarehouseListXlsx(data));
  });
  registerRoute(app, map.reportValued, report, async (request, reply) => {
    const data = await lists.reportData(request.principal, request.params.code);
    const name = valuedListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildValuedListXlsx(data));
  });
  registerRoute(app, map.reportCarrier, report, async (request, reply) => {
    const data = await lists.carrierReportData(request.principal, request.params.code);
    const name = carrierListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildCarrierListXlsx(data));
  });
};
