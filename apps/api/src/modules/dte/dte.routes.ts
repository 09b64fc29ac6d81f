import { errorResponse, type MenuCode, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { DteConfigService } from './dte-config.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse };
/** Configuraciones / Empresa: the admin's (the seed and migration 0039 give it to whoever has CNF-BODEGAS). */
const EMPRESA: MenuCode[] = ['CNF-EMPRESA'];
const config = { access: { audience: 'staff' as const, menus: EMPRESA } };
const tags = ['Documentos tributarios'];

// Issue 34: the emisor, the digital certificate and the CAFs (Configuraciones / Empresa).
export const dteRoutes: FastifyPluginAsyncZod<{ dte: DteConfigService }> = async (app, { dte }) => {
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
};
