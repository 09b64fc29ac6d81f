import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { InvoicingService } from './invoicing.service.ts';

// Issue 34: Gestión / Facturación — the cuenta corriente clients' facturas of a period (FIN-COBRANZA).
const config = { access: { audience: 'staff' as const, menus: ['FIN-COBRANZA' as const] } };
const tags = ['Documentos tributarios'];
const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse };

export const dteInvoicingRoutes: FastifyPluginAsyncZod<{ invoicing: InvoicingService }> = async (
  app,
  { invoicing },
) => {
  const r = routes.dte;
  registerRoute(
    app,
    r.invoicingPreview,
    {
      config,
      tags,
      errors,
      summary: 'Por cliente de cuenta corriente, las RA del período por facturar y si puede facturarse',
    },
    (req) => invoicing.preview(req.query),
  );
  registerRoute(
    app,
    r.invoice,
    {
      config,
      tags,
      errors,
      summary: 'Emite las facturas de cuenta corriente del período (por período o por RA, según el cliente)',
    },
    (req) => invoicing.invoice(req.principal, req.body),
  );
};
