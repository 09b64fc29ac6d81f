import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { CreditNoteService } from './credit-note.service.ts';

// Issue 34: a nota de crédito of a boleta or factura. Cashiers (FIN-CAJA) and Cobranza (FIN-COBRANZA) reach
// the service, which checks the document's route (cashiers) or that it is Cobranza's (cuenta corriente).
export const creditNoteRoutes: FastifyPluginAsyncZod<{ notes: CreditNoteService }> = async (
  app,
  { notes },
) => {
  registerRoute(
    app,
    routes.dte.creditNote,
    {
      config: {
        access: { audience: 'staff' as const, menus: ['FIN-CAJA' as const, 'FIN-COBRANZA' as const] },
      },
      tags: ['Documentos tributarios'],
      summary: 'Emite la nota de crédito (61) que anula o corrige una boleta o factura',
      errors: { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    (req) => notes.issue(req.principal, req.body),
  );
};
