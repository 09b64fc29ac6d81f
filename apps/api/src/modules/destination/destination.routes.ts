import {
  carrierListFileName,
  destinationDetailResponse,
  destinationFilters,
  destinationPackagesResponse,
  destinationPackagesUpdate,
  destinationParams,
  destinationQuery,
  destinationRaParams,
  destinationRaResponse,
  destinationReceiveRequest,
  destinationResponse,
  destinationResult,
  destinationSealRequest,
  destinationSealResult,
  errorResponse,
  pageOnlyQuery,
  receptionPreview,
  uncountedLinesResponse,
  warehouseListFileName,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildCarrierListXlsx, buildReceptionListXlsx } from '../../reports/xlsx/dispatch.xlsx.ts';
import type { DestinationService } from './destination.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Recibir (spec 2 section 7): staff with BOD-RECIBIR at the list's destination warehouse.
export const destinationRoutes: FastifyPluginAsyncZod<{ destination: DestinationService }> = async (
  app,
  { destination },
) => {
  const config = { access: { audience: 'staff' as const, menus: ['BOD-RECIBIR' as const] } };
  const tags = ['Recepción en destino'];

  app.get(
    '/Destination',
    {
      config,
      schema: { tags, querystring: destinationQuery, response: { 200: destinationResponse, ...errors } },
    },
    (request) => destination.list(request.principal, request.query),
  );
  app.get(
    '/Destination/Filters',
    { config, schema: { tags, response: { 200: destinationFilters, ...errors } } },
    () => destination.filters(),
  );
  app.get(
    '/Destination/:id',
    {
      config,
      schema: { tags, params: destinationParams, response: { 200: destinationDetailResponse, ...errors } },
    },
    (request) => destination.detail(request.principal, request.params.id),
  );
  app.get(
    '/Destination/:id/Recepcion',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        description:
          "What 'Recepcionar' will record: received, damaged and missing units (named) and the lines nobody counted.",
        response: { 200: receptionPreview, ...errors },
      },
    },
    (request) => destination.preview(request.principal, request.params.id),
  );
  app.get(
    '/Destination/:id/Uncounted',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        description: 'The package lines nobody counted yet (taken as arrived whole on reception).',
        response: { 200: uncountedLinesResponse, ...errors },
      },
    },
    (request) => destination.uncounted(request.principal, request.params.id),
  );
  app.put(
    '/Destination/:id',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        description:
          "'Recepcionar': DESPA → RECEP; lines not counted arrived whole, unless the arrival was scanned: then the units not scanned are missing, confirmed with sconfirmafaltantes.",
        body: destinationReceiveRequest,
        response: { 200: destinationResult, ...errors },
      },
    },
    (request) => destination.receive(request.principal, request.params.id, request.body ?? {}),
  );
  app.put(
    '/Destination/:id/Sello',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        body: destinationSealRequest,
        description:
          'The seal found on the truck of a dispatched list, until it is received; one other than the dispatched seal is an incident (sindincidenciasello S).',
        response: { 200: destinationSealResult, ...errors },
      },
    },
    (request) => destination.saveSeal(request.principal, request.params.id, request.body),
  );
  app.get(
    '/Destination/:id/RA/List',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        querystring: pageOnlyQuery,
        response: { 200: destinationRaResponse, ...errors },
      },
    },
    (request) => destination.ras(request.principal, request.params.id, request.query.Page),
  );
  app.get(
    '/Destination/:id/RA/:ra/Package',
    {
      config,
      schema: {
        tags,
        params: destinationRaParams,
        response: { 200: destinationPackagesResponse, ...errors },
      },
    },
    (request) => destination.packages(request.principal, request.params.id, request.params.ra),
  );
  app.put(
    '/Destination/:id/RA/:ra/Package',
    {
      config,
      schema: {
        tags,
        params: destinationRaParams,
        body: destinationPackagesUpdate,
        description: 'The count of the lines that arrived: ncantidadbultos is what arrived of each line.',
        response: { 200: destinationResult, ...errors },
      },
    },
    (request) => destination.count(request.principal, request.params.id, request.params.ra, request.body),
  );
  app.get(
    '/Destination/:id/Report',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        description: `Answers ${XLSX}.`,
        response: { 200: z.any().describe(XLSX), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await destination.report(request.principal, request.params.id);
      const name = warehouseListFileName(data.scodlistacarga, data.fecha);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await buildReceptionListXlsx(data));
    },
  );
  app.get(
    '/Destination/:id/Report/Carrier',
    {
      config,
      schema: {
        tags,
        params: destinationParams,
        description: `'Lista transportista' of a dispatched or received list, with its seal. Answers ${XLSX}.`,
        response: { 200: z.any().describe(XLSX), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await destination.carrierReport(request.principal, request.params.id);
      const name = carrierListFileName(data.scodlistacarga, data.fecha);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await buildCarrierListXlsx(data));
    },
  );
};
