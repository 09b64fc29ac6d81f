import { carrierListFileName, errorResponse, routes, warehouseListFileName, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
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
  const extras = { config, tags, errors };
  const map = routes.destination;

  registerRoute(app, map.list, extras, (request) => destination.list(request.principal, request.query));
  registerRoute(app, map.filters, extras, () => destination.filters());
  registerRoute(app, map.detail, extras, (request) =>
    destination.detail(request.principal, request.params.id),
  );
  registerRoute(
    app,
    map.receptionPreview,
    {
      ...extras,
      description:
        "What 'Recepcionar' will record: received, damaged and missing units (named) and the lines nobody counted.",
    },
    (request) => destination.preview(request.principal, request.params.id),
  );
  registerRoute(
    app,
    map.uncounted,
    {
      ...extras,
      description: 'The package lines nobody counted yet (taken as arrived whole on reception).',
    },
    (request) => destination.uncounted(request.principal, request.params.id),
  );
  registerRoute(
    app,
    map.receive,
    {
      ...extras,
      description:
        "'Recepcionar': DESPA → RECEP; lines not counted arrived whole, unless the arrival was scanned: then the units not scanned are missing, confirmed with sconfirmafaltantes.",
    },
    (request) => destination.receive(request.principal, request.params.id, request.body ?? {}),
  );
  registerRoute(
    app,
    map.seal,
    {
      ...extras,
      description:
        'The seal found on the truck of a dispatched list, until it is received; one other than the dispatched seal is an incident (sindincidenciasello S).',
    },
    (request) => destination.saveSeal(request.principal, request.params.id, request.body),
  );
  registerRoute(app, map.ras, extras, (request) =>
    destination.ras(request.principal, request.params.id, request.query.Page),
  );
  registerRoute(app, map.raPackages, extras, (request) =>
    destination.packages(request.principal, request.params.id, request.params.ra),
  );
  registerRoute(
    app,
    map.updateRaPackages,
    {
      ...extras,
      description: 'The count of the lines that arrived: ncantidadbultos is what arrived of each line.',
    },
    (request) => destination.count(request.principal, request.params.id, request.params.ra, request.body),
  );
  const report = {
    config,
    tags,
    file: z.any().describe(XLSX),
    errors: { 403: errorResponse, 404: errorResponse },
  };
  registerRoute(app, map.report, { ...report, description: `Answers ${XLSX}.` }, async (request, reply) => {
    const data = await destination.report(request.principal, request.params.id);
    const name = warehouseListFileName(data.scodlistacarga, data.fecha);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(await buildReceptionListXlsx(data));
  });
  registerRoute(
    app,
    map.reportCarrier,
    {
      ...report,
      description: `'Lista transportista' of a dispatched or received list, with its seal. Answers ${XLSX}.`,
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
