import { carrierListFileName, errorResponse, routes, valuedListFileName, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { buildCarrierListXlsx } from '../../reports/xlsx/dispatch.xlsx.ts';
import { buildValuedListXlsx } from '../../reports/xlsx/loading-list.xlsx.ts';
import type { DispatchService } from './dispatch.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Despacho (spec 2 section 7): staff with BOD-DESPACHO at the list's origin warehouse.
export const dispatchRoutes: FastifyPluginAsyncZod<{ dispatch: DispatchService }> = async (
  app,
  { dispatch },
) => {
  const config = { access: { audience: 'staff' as const, menus: ['BOD-DESPACHO' as const] } };
  const tags = ['Despacho'];
  const extras = { config, tags, errors };
  const map = routes.dispatch;

  registerRoute(app, map.list, extras, (request) => dispatch.list(request.principal, request.query));
  registerRoute(app, map.filters, extras, () => dispatch.filters());
  registerRoute(
    app,
    map.dispatch,
    {
      ...extras,
      description: 'Dispatches a closed list (CERRADA → DESPA) with its seal; its RAs go in transit.',
    },
    (request) => dispatch.dispatch(request.principal, request.body),
  );

  registerRoute(
    app,
    map.seal,
    {
      ...extras,
      description: 'Saves the seal and comment of a closed list before dispatch (the carrier list shows it).',
    },
    (request) => dispatch.saveSeal(request.principal, request.body),
  );

  const report = {
    config,
    tags,
    description: `Answers ${XLSX}.`,
    file: z.any().describe(XLSX),
    errors: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
  };
  registerRoute(app, map.reportCarrier, report, async (request, reply) => {
    const data = await dispatch.carrierReport(request.principal, request.params.id);
    const name = carrierListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildCarrierListXlsx(data));
  });
  registerRoute(app, map.reportValued, report, async (request, reply) => {
    const data = await dispatch.valuedReport(request.principal, request.params.id);
    const name = valuedListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildValuedListXlsx(data));
  });
  registerRoute(app, map.detail, extras, (request) =>
    dispatch.detail(request.principal, request.params.list, request.params.operation),
  );
};
