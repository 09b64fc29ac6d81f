import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import { contentDisposition } from '../../files/content-disposition.ts';
import { registerRoute } from '../../http/route-map.ts';
import type { DriverService } from './driver.service.ts';
import type { RouteLoadingService } from './loading.service.ts';
import type { RepartoManagementService } from './management.service.ts';
import type { RepartoService } from './reparto.service.ts';
import type { RouteReturnService } from './return.service.ts';

// Issue 35, 'Destino / Reparto': staff with DEST-REPARTO at the route's warehouse.
const config = { access: { audience: 'staff' as const, menus: ['DEST-REPARTO' as const] } };
const tags = ['Reparto'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
// The driver's phone: the route's own driver (checked on each stop), menu CONDUCTOR.
const driverConfig = { access: { audience: 'staff' as const, menus: ['CONDUCTOR' as const] } };

export const repartoRoutes: FastifyPluginAsyncZod<{
  reparto: RepartoService;
  loading: RouteLoadingService;
  driver: DriverService;
  back: RouteReturnService;
  management: RepartoManagementService;
}> = async (app, { reparto, loading, driver, back, management }) => {
  const r = routes.reparto;
  registerRoute(
    app,
    r.candidates,
    {
      config,
      tags,
      errors,
      summary: 'Las RA que esperan en la bodega su entrega a domicilio, sin hoja de ruta',
    },
    (req) => reparto.candidates(req.principal, req.query.codigoBodega),
  );
  registerRoute(
    app,
    r.drivers,
    {
      config,
      tags,
      errors,
      summary: 'Los conductores de la bodega (usuarios activos con el perfil Conductor)',
    },
    (req) => reparto.drivers(req.principal, req.query.codigoBodega),
  );
  registerRoute(
    app,
    r.routes,
    { config, tags, errors, summary: 'Las hojas de ruta de la bodega (de un día, o las 100 últimas)' },
    (req) => reparto.routes(req.principal, req.query.codigoBodega, req.query.fecha),
  );
  registerRoute(
    app,
    r.create,
    {
      config,
      tags,
      errors,
      summary: 'Planifica una hoja de ruta: día, conductor, vehículo y paradas en orden',
    },
    (req) => reparto.create(req.principal, req.body),
  );
  registerRoute(
    app,
    r.route,
    { config, tags, errors, summary: 'Una hoja de ruta con sus paradas y sus totales frente a la capacidad' },
    (req) => reparto.route(req.principal, req.params.id),
  );
  registerRoute(
    app,
    r.setStops,
    { config, tags, errors, summary: 'Las paradas de una hoja de ruta planificada, en su nuevo orden' },
    (req) => reparto.setStops(req.principal, req.params.id, req.body.nidras),
  );
  registerRoute(
    app,
    r.sortByComuna,
    { config, tags, errors, summary: 'Ordena las paradas por comuna y dirección' },
    (req) => reparto.sortByComuna(req.principal, req.params.id),
  );
  registerRoute(
    app,
    r.pdf,
    {
      config,
      tags,
      errors,
      summary: 'La hoja de ruta impresa (PDF)',
      file: z.any().describe('application/pdf (binario)'),
    },
    async (req, reply) => {
      const { pdf, name } = await reparto.pdf(req.principal, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', name))
        .send(pdf);
    },
  );
  registerRoute(
    app,
    r.loadScan,
    {
      config,
      tags: ['Escaneo'],
      errors,
      summary: 'Un bulto de la hoja de ruta escaneado al cargarlo en el vehículo de reparto',
    },
    (req) => loading.loadScan(req.principal, req.params.id, req.body),
  );
  registerRoute(
    app,
    r.depart,
    {
      config,
      tags,
      errors,
      summary:
        'La salida del vehículo (CARGANDO → EN_RUTA): 409 nombrando los bultos sin cargar, salvo con sconfirmafaltantes S',
    },
    (req) => loading.depart(req.principal, req.params.id, req.body.sconfirmafaltantes === 'S'),
  );
  registerRoute(
    app,
    r.myRoutes,
    {
      config: driverConfig,
      tags,
      errors,
      summary: 'Las hojas de ruta del conductor en un día (hoy sin fecha)',
    },
    (req) => driver.myRoutes(req.principal, req.query.fecha),
  );
  registerRoute(
    app,
    r.deliverStop,
    {
      config: driverConfig,
      tags,
      errors,
      bodyLimit: UPLOAD_BODY_LIMIT,
      summary:
        'Entregado en domicilio: los bultos del vehículo, quién los recibe (nombre, RUT, firma PNG) y una foto opcional',
    },
    (req) => driver.deliver(req.principal, req.params.id, req.body),
  );
  registerRoute(
    app,
    r.failStop,
    {
      config: driverConfig,
      tags,
      errors,
      bodyLimit: UPLOAD_BODY_LIMIT,
      summary:
        'No entregado: el motivo (NADIE, DIRECCION, RECHAZADO, OTRO), la hora de la visita y una foto opcional',
    },
    (req) => driver.fail(req.principal, req.params.id, req.body),
  );
  registerRoute(
    app,
    r.returnScan,
    {
      config,
      tags: ['Escaneo'],
      errors,
      summary: 'Un bulto no entregado escaneado al volver a la bodega (EN_REPARTO → RECIBIDA)',
    },
    (req) => back.returnScan(req.principal, req.params.id, req.body),
  );
  registerRoute(
    app,
    r.close,
    {
      config,
      tags,
      errors,
      summary:
        'El cierre (EN_RUTA → CERRADA): 409 nombrando paradas sin registrar o bultos sin devolver, salvo con sconfirmacierre S',
    },
    (req) => back.close(req.principal, req.params.id, req.body.sconfirmacierre === 'S'),
  );
  registerRoute(
    app,
    r.management,
    {
      config: { access: { audience: 'staff' as const, menus: ['GEST-BODEGA' as const] } },
      tags: ['Gestión'],
      errors: { 400: errorResponse, 403: errorResponse },
      summary:
        'Reparto a domicilio: entregas por día y por hoja de ruta, éxito en la primera visita y motivos',
    },
    (req) => management.figures(req.principal, req.query),
  );
};
