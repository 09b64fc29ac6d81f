import { errorResponse, routes, z } from '@carga/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { ManagementService } from './management.service.ts';
import * as xlsx from './management.xlsx.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'Gestión' (menu GEST-BODEGA): each chart's figures, and its table as .xlsx ('…/Exportar'). */
export const managementRoutes: FastifyPluginAsyncZod<{ management: ManagementService }> = async (
  app,
  { management },
) => {
  const config = { access: { audience: 'staff' as const, menus: ['GEST-BODEGA' as const] } };
  const tags = ['Gestión'];
  const errors = { 400: errorResponse, 403: errorResponse };
  const exported = { config, tags, produces: [XLSX], file: z.any().describe(`${XLSX} (binario)`), errors };
  const send = (reply: FastifyReply, name: string, q: { desde: string; hasta: string }, body: Buffer) =>
    reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="gestion-${name}-${q.desde}-${q.hasta}.xlsx"`)
      .send(body);

  registerRoute(app, routes.management.vias, { config, tags, errors: { 403: errorResponse } }, () =>
    management.vias(),
  );
  registerRoute(
    app,
    routes.management.intake,
    {
      config,
      tags,
      description: 'RAs, bultos, kg y m³ ingresados por día o semana y oficina de origen.',
      errors,
    },
    (request) => management.intake(request.principal, request.query),
  );
  registerRoute(app, routes.management.intakeExport, exported, async (request, reply) => {
    const data = await management.intake(request.principal, request.query);
    return send(
      reply,
      'ingresos',
      request.query,
      await xlsx.intakeXlsx({ ...request.query, agrupar: data.agrupar }, data),
    );
  });

  registerRoute(
    app,
    routes.management.sales,
    {
      config,
      tags,
      description: 'Venta, costo y margen por operación y por mes (bodegas de origen del alcance).',
      errors,
    },
    (request) => management.sales(request.principal, request.query),
  );
  registerRoute(app, routes.management.salesExport, exported, async (request, reply) =>
    send(
      reply,
      'ventas',
      request.query,
      await xlsx.salesXlsx(request.query, await management.sales(request.principal, request.query, true)),
    ),
  );

  registerRoute(
    app,
    routes.management.leadTimes,
    {
      config,
      tags,
      description:
        'Mediana y percentil 90 (horas enteras) desde la recepción al despacho, la llegada y la entrega por ruta, por los meses que toca el rango; y los RAs sobre el umbral.',
      errors,
    },
    (request) => management.leadTimes(request.principal, request.query),
  );
  registerRoute(app, routes.management.leadTimesExport, exported, async (request, reply) =>
    send(
      reply,
      'plazos',
      request.query,
      await xlsx.leadTimeXlsx(request.query, await management.leadTimes(request.principal, request.query)),
    ),
  );

  registerRoute(
    app,
    routes.management.differences,
    {
      config,
      tags,
      description: 'Bultos faltantes y dañados en destino por ruta y mes, y su tasa sobre los movidos.',
      errors,
    },
    (request) => management.differences(request.principal, request.query),
  );
  registerRoute(app, routes.management.differencesExport, exported, async (request, reply) =>
    send(
      reply,
      'diferencias',
      request.query,
      await xlsx.differencesXlsx(
        request.query,
        await management.differences(request.principal, request.query),
      ),
    ),
  );

  registerRoute(
    app,
    routes.management.pending,
    {
      config,
      tags,
      description:
        'Por bodega de origen: RAs en espera ahora, los sin tarifa, y los diez que esperan hace más tiempo.',
      errors,
    },
    (request) => management.pending(request.principal, request.query),
  );
  registerRoute(app, routes.management.pendingExport, exported, async (request, reply) =>
    send(
      reply,
      'pendientes',
      request.query,
      await xlsx.pendingXlsx(request.query, await management.pending(request.principal, request.query)),
    ),
  );
};
