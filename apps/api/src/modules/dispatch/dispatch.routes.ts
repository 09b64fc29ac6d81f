import {
  carrierListFileName,
  dispatchDetailResponse,
  dispatchFilters,
  dispatchParams,
  dispatchQuery,
  dispatchReportParams,
  dispatchRequest,
  dispatchResponse,
  dispatchResult,
  dispatchSealRequest,
  dispatchSealResult,
  errorResponse,
  valuedListFileName,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(
    '/Dispatch',
    { config, schema: { tags, querystring: dispatchQuery, response: { 200: dispatchResponse, ...errors } } },
    (request) => dispatch.list(request.principal, request.query),
  );
  app.get(
    '/Dispatch/Filters',
    { config, schema: { tags, response: { 200: dispatchFilters, ...errors } } },
    () => dispatch.filters(),
  );
  app.post(
    '/Dispatch',
    {
      config,
      schema: {
        tags,
        body: dispatchRequest,
        description: 'Dispatches a closed list (CERRADA → DESPA) with its seal; its RAs go in transit.',
        response: { 200: dispatchResult, ...errors },
      },
    },
    (request) => dispatch.dispatch(request.principal, request.body),
  );

  app.put(
    '/Dispatch/Sello',
    {
      config,
      schema: {
        tags,
        body: dispatchSealRequest,
        description:
          'Saves the seal and comment of a closed list before dispatch (the carrier list shows it).',
        response: { 200: dispatchSealResult, ...errors },
      },
    },
    (request) => dispatch.saveSeal(request.principal, request.body),
  );

  const reportSchema = {
    tags,
    params: dispatchReportParams,
    description: `Answers ${XLSX}.`,
    response: { 200: z.any().describe(XLSX), 400: errorResponse, 403: errorResponse, 404: errorResponse },
  };
  app.get('/Dispatch/:id/Report/Carrier', { config, schema: reportSchema }, async (request, reply) => {
    const data = await dispatch.carrierReport(request.principal, request.params.id);
    const name = carrierListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildCarrierListXlsx(data));
  });
  app.get('/Dispatch/:id/Report/Valued', { config, schema: reportSchema }, async (request, reply) => {
    const data = await dispatch.valuedReport(request.principal, request.params.id);
    const name = valuedListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildValuedListXlsx(data));
  });
  app.get(
    '/Dispatch/:list/:operation',
    {
      config,
      schema: { tags, params: dispatchParams, response: { 200: dispatchDetailResponse, ...errors } },
    },
    (request) => dispatch.detail(request.principal, request.params.list, request.params.operation),
  );
};
