import {
  differencesQuery,
  differencesResponse,
  errorResponse,
  FIGURE_READERS,
  mainStatistics,
  originStatistics,
  sealIncidentsResponse,
  statisticsScopeQuery,
  warehouseStatistics,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatisticsService } from './statistics.service.ts';

/** The dashboards' figures, scoped to the caller's current office or warehouse. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (
  app,
  { statistics },
) => {
  // The welcome page's figures: every staff user of the place. The dashboards': their menus (issue 30).
  const config = { access: { audience: 'staff' as const } };
  const originConfig = { access: { audience: 'staff' as const, menus: FIGURE_READERS.origin } };
  const warehouseConfig = { access: { audience: 'staff' as const, menus: FIGURE_READERS.warehouse } };
  const tags = ['Estadísticas'];
  const errors = { 403: errorResponse };

  app.get(
    '/Shipment/MainStatistics',
    {
      config,
      schema: { tags, querystring: statisticsScopeQuery, response: { 200: mainStatistics, ...errors } },
    },
    (request) => statistics.main(request.principal, request.query.codigo),
  );
  app.get(
    '/Shipment/OriginStatistics',
    {
      config: originConfig,
      schema: {
        tags,
        querystring: z.object({ codigoOficinaOrigen: z.string().max(20).optional() }),
        response: { 200: originStatistics, ...errors },
      },
    },
    (request) => statistics.origin(request.principal, request.query.codigoOficinaOrigen),
  );
  app.get(
    '/Shipment/Differences',
    {
      config: originConfig,
      schema: {
        tags,
        querystring: differencesQuery,
        description:
          "Package lines of the office's RAs that arrived short or damaged, newest reception first.",
        response: { 200: differencesResponse, ...errors, 400: errorResponse },
      },
    },
    (request) =>
      statistics.differences(request.principal, request.query.codigoOficinaOrigen, request.query.Page),
  );
  app.get(
    '/Shipment/SealIncidents',
    {
      config: originConfig,
      schema: {
        tags,
        querystring: differencesQuery,
        description:
          "The office's RAs on load lists whose seal at the destination differed from the dispatched one (last 30 days), latest first.",
        response: { 200: sealIncidentsResponse, ...errors, 400: errorResponse },
      },
    },
    (request) =>
      statistics.sealIncidents(request.principal, request.query.codigoOficinaOrigen, request.query.Page),
  );
  app.get(
    '/Operation/Statistics',
    {
      config: warehouseConfig,
      schema: {
        tags,
        querystring: z.object({ codigoBodegaOrigen: z.string().max(20).optional() }),
        response: { 200: warehouseStatistics, ...errors },
      },
    },
    (request) => statistics.warehouse(request.principal, request.query.codigoBodegaOrigen),
  );
};
