import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { PickupService } from './pickup.service.ts';

// Issue 35, the first mile: pickup requests. Staff (ORIG-INGRESO, checked by the service at the office) and
// customers (their own client's) alike: the service scopes each caller.
const config = { access: { audience: 'any' as const } };
const tags = ['Retiro'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const pickupRoutes: FastifyPluginAsyncZod<{ pickups: PickupService }> = async (app, { pickups }) => {
  const r = routes.pickup;
  registerRoute(
    app,
    r.create,
    {
      config,
      tags,
      errors,
      summary: 'Solicita un retiro: cliente, oficina, dirección, día, horario y bultos declarados',
    },
    (req) => pickups.create(req.principal, req.body),
  );
  registerRoute(
    app,
    r.list,
    { config, tags, errors, summary: 'Las solicitudes de retiro de la oficina, o las propias del cliente' },
    (req) => pickups.list(req.principal, req.query),
  );
  registerRoute(
    app,
    r.comunas,
    { config, tags, summary: 'Las comunas de Chile, con su región, para la dirección de retiro' },
    () => pickups.comunas(),
  );
  registerRoute(app, r.get, { config, tags, errors, summary: 'Una solicitud de retiro' }, (req) =>
    pickups.get(req.principal, req.params.id),
  );
  registerRoute(
    app,
    r.cancel,
    { config, tags, errors, summary: 'Anula una solicitud de retiro aún no retirada, con su motivo' },
    (req) => pickups.cancel(req.principal, req.params.id, req.body.smotivo),
  );
};
