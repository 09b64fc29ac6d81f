import { errorResponse, FIGURE_READERS, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
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
  const pageErrors = { ...errors, 400: errorResponse };

  registerRoute(app, routes.statistics.main, { config, tags, errors }, (request) =>
    statistics.main(request.principal, request.query.codigo),
  );
  registerRoute(app, routes.statistics.origin, { config: originConfig, tags, errors }, (request) =>
    statistics.origin(request.principal, request.query.codigoOficinaOrigen),
  );
  registerRoute(
    app,
    routes.statistics.differences,
    {
      config: originConfig,
      tags,
      description: "Package lines of the office's RAs that arrived short or damaged, newest reception first.",
      errors: pageErrors,
    },
    (request) =>
      statistics.differences(request.principal, request.query.codigoOficinaOrigen, request.query.Page),
  );
  registerRoute(
    app,
    routes.statistics.sealIncidents,
    {
      config: originConfig,
      tags,
      description:
        "The office's RAs on load lists whose seal at the destination differed from the dispatched one (last 30 days), latest first.",
      errors: pageErrors,
    },
    (request) =>
      statistics.sealIncidents(request.principal, request.query.codigoOficinaOrigen, request.query.Page),
  );
  registerRoute(app, routes.statistics.warehouse, { config: warehouseConfig, tags, errors }, (request) =>
    statistics.warehouse(request.principal, request.query.codigoBodegaOrigen),
  );
};
