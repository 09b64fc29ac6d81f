import {
  differencesByRouteResponse,
  errorResponse,
  intakeQuery,
  intakeResponse,
  leadTimeQuery,
  leadTimeResponse,
  managementQuery,
  parameterOption,
  pendingResponse,
  salesResponse,
  z,
} from '@carga/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  const exportResponse = { 200: z.any().describe(`${XLSX} (binario)`), ...errors };
  const send = (reply: FastifyReply, name: string, q: { desde: string; hasta: string }, body: Buffer) =>
    reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="gestion-${name}-${q.desde}-${q.hasta}.xlsx"`)
      .send(body);

  app.get(
    '/Gestion/Vias',
    { config, schema: { tags, response: { 200: z.array(parameterOption), 403: errorResponse } } },
    () => management.vias(),
  );
  app.get(
    '/Gestion/Ingresos',
    {
      config,
      schema: {
        tags,
        querystring: intakeQuery,
        description: 'RAs, bultos, kg y m³ ingresados por día o semana y oficina de origen.',
        response: { 200: intakeResponse, ...errors },
      },
    },
    (request) => management.intake(request.principal, request.query),
  );
  app.get(
    '/Gestion/Ingresos/Exportar',
    { config, schema: { tags, querystring: intakeQuery, produces: [XLSX], response: exportResponse } },
    async (request, reply) => {
      const data = await management.intake(request.principal, request.query);
      return send(
        reply,
        'ingresos',
        request.query,
        await xlsx.intakeXlsx({ ...request.query, agrupar: data.agrupar }, data),
      );
    },
  );

  app.get(
    '/Gestion/Ventas',
    {
      config,
      schema: {
        tags,
        querystring: managementQuery,
        description: 'Venta, costo y margen por operación y por mes (bodegas de origen del alcance).',
        response: { 200: salesResponse, ...errors },
      },
    },
    (request) => management.sales(request.principal, request.query),
  );
  app.get(
    '/Gestion/Ventas/Exportar',
    { config, schema: { tags, querystring: managementQuery, produces: [XLSX], response: exportResponse } },
    async (request, reply) =>
      send(
        reply,
        'ventas',
        request.query,
        await xlsx.salesXlsx(request.query, await management.sales(request.principal, request.query, true)),
      ),
  );

  app.get(
    '/Gestion/Plazos',
    {
      config,
      schema: {
        tags,
        querystring: leadTimeQuery,
        description:
          'Mediana y percentil 90 (horas enteras) desde la recepción al despacho, la llegada y la entrega por ruta, por los meses que toca el rango; y los RAs sobre el umbral.',
        response: { 200: leadTimeResponse, ...errors },
      },
    },
    (request) => management.leadTimes(request.principal, request.query),
  );
  app.get(
    '/Gestion/Plazos/Exportar',
    { config, schema: { tags, querystring: leadTimeQuery, produces: [XLSX], response: exportResponse } },
    async (request, reply) =>
      send(
        reply,
        'plazos',
        request.query,
        await xlsx.leadTimeXlsx(request.query, await management.leadTimes(request.principal, request.query)),
      ),
  );

  app.get(
    '/Gestion/Diferencias',
    {
      config,
      schema: {
        tags,
        querystring: managementQuery,
        description: 'Bultos faltantes y dañados en destino por ruta y mes, y su tasa sobre los movidos.',
        response: { 200: differencesByRouteResponse, ...errors },
      },
    },
    (request) => management.differences(request.principal, request.query),
  );
  app.get(
    '/Gestion/Diferencias/Exportar',
    { config, schema: { tags, querystring: managementQuery, produces: [XLSX], response: exportResponse } },
    async (request, reply) =>
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

  app.get(
    '/Gestion/Pendientes',
    {
      config,
      schema: {
        tags,
        querystring: managementQuery,
        description:
          'Por bodega de origen: RAs en espera ahora, los sin tarifa, y los diez que esperan hace más tiempo.',
        response: { 200: pendingResponse, ...errors },
      },
    },
    (request) => management.pending(request.principal, request.query),
  );
  app.get(
    '/Gestion/Pendientes/Exportar',
    { config, schema: { tags, querystring: managementQuery, produces: [XLSX], response: exportResponse } },
    async (request, reply) =>
      send(
        reply,
        'pendientes',
        request.query,
        await xlsx.pendingXlsx(request.query, await management.pending(request.principal, request.query)),
      ),
  );
};
