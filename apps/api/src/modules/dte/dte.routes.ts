import { errorResponse, type MenuCode, routes, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../files/content-disposition.ts';
import { registerRoute } from '../../http/route-map.ts';
import type { DteConfigService } from './dte-config.service.ts';
import type { IssueService } from './issue.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse };
/** Configuraciones / Empresa: the admin's (the seed and migration 0039 give it to whoever has CNF-BODEGAS). */
const EMPRESA: MenuCode[] = ['CNF-EMPRESA'];
const config = { access: { audience: 'staff' as const, menus: EMPRESA } };
const tags = ['Documentos tributarios'];

// Issue 34: the emisor, the digital certificate and the CAFs (Configuraciones / Empresa).
export const dteRoutes: FastifyPluginAsyncZod<{ dte: DteConfigService; issue: IssueService }> = async (
  app,
  { dte, issue },
) => {
  const r = routes.dte;
  const extras = (summary: string) => ({ config, tags, summary, errors });

  registerRoute(app, r.emisor, extras('La empresa emisora de los DTE, o null'), () => dte.emisor());
  registerRoute(app, r.updateEmisor, extras('Guarda la empresa emisora'), (req) => dte.saveEmisor(req.body));
  registerRoute(
    app,
    r.certificate,
    extras('El certificado digital: sujeto y vigencia, nunca el archivo'),
    () => dte.certificate(),
  );
  registerRoute(
    app,
    r.uploadCertificate,
    extras('Carga el certificado digital (.p12/.pfx en base64) con su contraseña'),
    (req) => dte.uploadCertificate(req.principal, req.body),
  );
  registerRoute(app, r.cafs, extras('Los CAF cargados por tipo, con los folios disponibles'), () =>
    dte.listCafs(),
  );
  registerRoute(app, r.uploadCaf, extras('Carga un CAF (XML del SII)'), (req) =>
    dte.uploadCaf(req.principal, req.body),
  );

  // A paid RA's boleta or factura: issued by its cashiers (FIN-CAJA on its route, checked by the service),
  // read by whoever may read the RA (a customer, their own).
  const cashier = { access: { audience: 'staff' as const, menus: ['FIN-CAJA' as const] } };
  const anyone = { access: { audience: 'any' as const } };
  const readErrors = { 403: errorResponse, 404: errorResponse };
  registerRoute(
    app,
    r.issue,
    {
      config: cashier,
      tags,
      summary: 'Emite la boleta o factura de un RA pagado',
      errors: { ...errors, 404: errorResponse },
    },
    (req) => issue.issue(req.principal, req.body),
  );
  registerRoute(
    app,
    r.raDocuments,
    { config: anyone, tags, summary: 'Los documentos tributarios del RA', errors: readErrors },
    (req) => issue.ofRa(req.principal, req.params.id),
  );
  registerRoute(
    app,
    r.myDocuments,
    {
      config: anyone,
      tags,
      summary: 'Los documentos tributarios emitidos al cliente (Mis documentos)',
      errors: { 400: errorResponse, 403: errorResponse },
    },
    (req) => issue.mine(req.principal, req.query.Page),
  );
  registerRoute(
    app,
    r.documentPdf,
    {
      config: anyone,
      tags,
      summary: 'El documento tributario en PDF (carta o rollo de 80 mm)',
      errors: readErrors,
      file: z.any().describe('application/pdf (binario)'),
    },
    async (req, reply) => {
      const { pdf, name } = await issue.pdf(req.principal, req.params.id, req.query.formato);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', name))
        .send(pdf);
    },
  );
  registerRoute(
    app,
    r.documentXml,
    {
      config: anyone,
      tags,
      summary: 'El XML firmado del documento tributario (ISO-8859-1)',
      errors: readErrors,
      file: z.any().describe('application/xml; charset=ISO-8859-1 (binario)'),
    },
    async (req, reply) => {
      const { xml, name } = await issue.xml(req.principal, req.params.id);
      return reply
        .type('application/xml; charset=ISO-8859-1')
        .header('content-disposition', contentDisposition('attachment', name))
        .send(xml);
    },
  );
};
