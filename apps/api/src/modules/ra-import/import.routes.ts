import {
  errorResponse,
  IMPORT_LABELS_NAME,
  IMPORT_MAX_BYTES,
  IMPORT_TEMPLATE_NAME,
  importConfirmQuery,
  importLabelsRequest,
  importQuery,
  importReport,
  XLSX_TYPE,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../core/principal.ts';
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

  app.get(
    '/Shipment/Import/Template',
    {
      config,
      schema: { tags, description: 'Answers the .xlsx template.', response: { 200: z.any(), ...errors } },
    },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${IMPORT_TEMPLATE_NAME}"`)
        .send(await imports.template()),
  );
  app.post(
    '/Shipment/Import/Validate',
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        querystring: importQuery,
        description: `The per-row report of the file; nothing is written. ${uploadDescription}`,
        response: { 200: importReport, ...errors },
      },
    },
    (request) => imports.validate(request.principal, request.body, request.query.estado),
  );
  app.post(
    '/Shipment/Import/Confirm',
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        querystring: importConfirmQuery,
        description: `Checks the file again and creates every RA in one transaction, finished to 'estado'. The same file, or rows of the same content for the same origin office, imported within the last 24 hours answer 409 naming the rows and their RAs, unless 'sindconfirmar=S'. ${uploadDescription}`,
        response: { 200: importReport, ...errors },
      },
    },
    (request) =>
      imports.confirm(
        request.principal,
        request.body,
        request.query.estado,
        request.query.sindconfirmar === 'S',
      ),
  );
  app.post(
    '/Shipment/Import/Labels',
    {
      config,
      schema: {
        tags,
        body: importLabelsRequest,
        description: 'The labels of the RAs named, in one PDF. Answers application/pdf.',
        response: { 200: z.any().describe('application/pdf'), 404: errorResponse, ...errors },
      },
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
