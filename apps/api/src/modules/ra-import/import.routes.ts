import {
  errorResponse,
  IMPORT_LABELS_NAME,
  IMPORT_MAX_BYTES,
  IMPORT_TEMPLATE_NAME,
  routes,
  XLSX_TYPE,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../core/principal.ts';
import { registerRoute } from '../../http/route-map.ts';
import type { PrintingService } from '../shipment/printing.service.ts';
import type { ImportService } from './import.service.ts';

/** Importing is registering cargo: the wizard's 'Nuevo Ingreso' menu. */
export const importAccess = { audience: 'staff', menus: ['ORIG-INGRESO'] } satisfies Access;

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse, 413: errorResponse };
/**
 * Room past the 10 MB limit, so that a file a little over it gets the import's own 413 message (the
 * service checks the 10 MB); beyond this, the generic one.
 */
const UPLOAD_BODY_LIMIT = 2 * IMPORT_MAX_BYTES;
const uploadDescription =
  'The body is the .xlsx file itself (content-type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet or application/octet-stream).';

export const importRoutes: FastifyPluginAsyncZod<{
  imports: ImportService;
  printing: PrintingService;
}> = async (app, { imports, printing }) => {
  const config = { access: importAccess };
  const tags = ['Importación de RA'];
  // The file is the body, as bytes: scoped to this plugin's routes.
  app.addContentTypeParser(
    [XLSX_TYPE, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  registerRoute(
    app,
    routes.shipment.importTemplate,
    { config, tags, description: 'Answers the .xlsx template.', file: z.any(), errors },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${IMPORT_TEMPLATE_NAME}"`)
        .send(await imports.template()),
  );
  registerRoute(
    app,
    routes.shipment.importValidate,
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      tags,
      description: `The per-row report of the file; nothing is written. ${uploadDescription}`,
      errors,
    },
    (request) => imports.validate(request.principal, request.body, request.query.estado),
  );
  registerRoute(
    app,
    routes.shipment.importConfirm,
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      tags,
      description: `Checks the file again and creates every RA in one transaction, finished to 'estado'. The same file, or rows of the same content for the same origin office, imported within the last 24 hours answer 409 naming the rows and their RAs, unless 'sindconfirmar=S'. ${uploadDescription}`,
      errors,
    },
    (request) =>
      imports.confirm(
        request.principal,
        request.body,
        request.query.estado,
        request.query.sindconfirmar === 'S',
      ),
  );
  registerRoute(
    app,
    routes.shipment.importLabels,
    {
      config,
      tags,
      description: 'The labels of the RAs named, in one PDF. Answers application/pdf.',
      file: z.any().describe('application/pdf'),
      errors: { 404: errorResponse, ...errors },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${IMPORT_LABELS_NAME}"`)
        .send(
          await printing.manyLabels(
            request.principal,
            request.body.ids,
            'Etiquetas de la importación',
            request.linkBase(),
          ),
        ),
  );
};
