import {
  addRasRequest,
  availableOperation,
  availableOperationsQuery,
  availableRaQuery,
  availableRaResponse,
  carrierListFileName,
  closeLoadingListRequest,
  createLoadingListRequest,
  errorResponse,
  listPackagesResponse,
  listPackagesUpdate,
  loadingListDetailResponse,
  loadingListFilters,
  loadingListParams,
  loadingListQuery,
  loadingListRaParams,
  loadingListRaResponse,
  loadingListRemoveParams,
  loadingListResponse,
  loadingListStateResponse,
  pageOnlyQuery,
  raCommentRequest,
  valuedListFileName,
  warehouseListFileName,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(
    '/LoadingList',
    {
      config,
      schema: { tags, querystring: loadingListQuery, response: { 200: loadingListResponse, ...errors } },
    },
    (request) => lists.list(request.principal, request.query),
  );
  app.get(
    '/LoadingList/Filters',
    { config, schema: { tags, response: { 200: loadingListFilters, ...errors } } },
    () => lists.filters(),
  );
  app.get(
    '/LoadingList/AvailableOperations',
    {
      config,
      schema: {
        tags,
        querystring: availableOperationsQuery,
        response: { 200: z.array(availableOperation), ...errors },
      },
    },
    (request) => lists.availableOperations(request.principal, request.query.codigoBodegaOrigen),
  );
  app.post(
    '/LoadingList',
    {
      config,
      schema: {
        tags,
        body: createLoadingListRequest,
        description: 'Answers the new list code as text/plain.',
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const code = await lists.create(request.principal, request.body.nidoperacion);
      return reply.type('text/plain; charset=utf-8').send(code);
    },
  );
  app.get(
    '/LoadingList/:code',
    {
      config,
      schema: { tags, params: loadingListParams, response: { 200: loadingListDetailResponse, ...errors } },
    },
    (request) => lists.detail(request.principal, request.params.code),
  );
  app.get(
    '/LoadingList/:code/RA/List',
    {
      config,
      schema: {
        tags,
        params: loadingListParams,
        querystring: pageOnlyQuery,
        response: { 200: loadingListRaResponse, ...errors },
      },
    },
    (request) => lists.ras(request.principal, request.params.code, request.query.Page),
  );
  app.get(
    '/LoadingList/:code/RA/Available/List',
    {
      config,
      schema: {
        tags,
        params: loadingListParams,
        querystring: availableRaQuery,
        response: { 200: availableRaResponse, ...errors },
      },
    },
    (request) => lists.availableRas(request.principal, request.params.code, request.query),
  );
  app.post(
    '/LoadingList/:code/RA',
    {
      config,
      schema: {
        tags,
        params: loadingListParams,
        body: addRasRequest,
        response: { 200: loadingListStateResponse, ...errors },
      },
    },
    (request) => lists.addRas(request.principal, request.params.code, request.body),
  );
  app.delete(
    '/LoadingList/:code/:operation/RA/:ra',
    {
      config,
      schema: {
        tags,
        params: loadingListRemoveParams,
        response: { 200: loadingListStateResponse, ...errors },
      },
    },
    (request) =>
      lists.removeRa(request.principal, request.params.code, request.params.operation, request.params.ra),
  );
  app.put(
    '/LoadingList/:code/RA/:ra/Comment',
    {
      config,
      schema: {
        tags,
        params: loadingListRaParams,
        body: raCommentRequest,
        response: { 200: loadingListStateResponse, ...errors },
      },
    },
    (request) =>
      lists.comment(request.principal, request.params.code, request.params.ra, request.body.sobservaciones),
  );
  app.get(
    '/LoadingList/:code/RA/:ra/Package',
    {
      config,
      schema: { tags, params: loadingListRaParams, response: { 200: listPackagesResponse, ...errors } },
    },
    (request) => lists.packages(request.principal, request.params.code, request.params.ra),
  );
  app.put(
    '/LoadingList/:code/RA/:ra/Package',
    {
      config,
      schema: {
        tags,
        params: loadingListRaParams,
        body: listPackagesUpdate,
        response: { 200: loadingListStateResponse, ...errors },
      },
    },
    (request) =>
      lists.updatePackages(request.principal, request.params.code, request.params.ra, request.body),
  );
  app.put(
    '/LoadingList/:code/Close',
    {
      config,
      schema: {
        tags,
        params: loadingListParams,
        body: closeLoadingListRequest,
        response: { 200: loadingListStateResponse, ...errors },
      },
    },
    (request) => lists.close(request.principal, request.params.code, request.body),
  );

  const reportSchema = {
    tags,
    params: loadingListParams,
    description: `Answers ${XLSX}.`,
    response: { 200: z.any().describe(XLSX), 403: errorResponse, 404: errorResponse },
  };
  app.get('/LoadingList/:code/Report', { config, schema: reportSchema }, async (request, reply) => {
    const data = await lists.reportData(request.principal, request.params.code);
    const name = warehouseListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildWarehouseListXlsx(data));
  });
  app.get('/LoadingList/:code/Report/Valued', { config, schema: reportSchema }, async (request, reply) => {
    const data = await lists.reportData(request.principal, request.params.code);
    const name = valuedListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildValuedListXlsx(data));
  });
  app.get('/LoadingList/:code/Report/Carrier', { config, schema: reportSchema }, async (request, reply) => {
    const data = await lists.carrierReportData(request.principal, request.params.code);
    const name = carrierListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildCarrierListXlsx(data));
  });
};
