import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import { registerRoute } from '../../http/route-map.ts';
import type { DriverPickupService } from './driver-pickup.service.ts';
import type { RoutePickupService } from './route-pickups.service.ts';

// Issue 35, the first mile on the road: the planner (DEST-REPARTO, at the route's warehouse) puts the day's
// pickup requests on a hoja de ruta; the route's own driver (CONDUCTOR) records each pickup at the door.
const config = { access: { audience: 'staff' as const, menus: ['DEST-REPARTO' as const] } };
const driverConfig = { access: { audience: 'staff' as const, menus: ['CONDUCTOR' as const] } };
const tags = ['Reparto'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const routePickupRoutes: FastifyPluginAsyncZod<{
  planning: RoutePickupService;
  driver: DriverPickupService;
}> = async (app, { planning, driver }) => {
  const r = routes.pickupRoute;
  registerRoute(
    app,
    r.candidates,
    {
      config,
      tags,
      errors,
      summary: 'Las solicitudes de retiro del día sin hoja de ruta (SOLICITADO, de cualquier oficina)',
    },
    (req) => planning.candidates(req.principal, req.query.codigoBodega, req.query.fecha),
  );
  registerRoute(
    app,
    r.setPickups,
    {
      config,
      tags,
      errors,
      summary:
        'Los retiros de una hoja de ruta que no ha salido, en orden de visita (reemplaza los anteriores)',
    },
    (req) => planning.setPickups(req.principal, req.params.id, req.body.nidretiros),
  );
  registerRoute(
    app,
    r.pickedUp,
    {
      config: driverConfig,
      tags,
      errors,
      bodyLimit: UPLOAD_BODY_LIMIT,
      summary:
        'Retirado: los bultos retirados, quién los entrega (nombre, RUT opcional, firma PNG) y una foto opcional',
    },
    (req) => driver.pickedUp(req.principal, req.params.id, req.body),
  );
  registerRoute(
    app,
    r.notPickedUp,
    {
      config: driverConfig,
      tags,
      errors,
      bodyLimit: UPLOAD_BODY_LIMIT,
      summary:
        'No retirado: el motivo (NADIE, DIRECCION, SIN_CARGA, OTRO), la hora de la visita y una foto opcional',
    },
    (req) => driver.notPickedUp(req.principal, req.params.id, req.body),
  );
};
