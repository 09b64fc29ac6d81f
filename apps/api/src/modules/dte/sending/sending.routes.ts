import { errorResponse, type MenuCode, routes, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import { registerRoute } from '../../../http/route-map.ts';
import { XLSX } from '../../../reports/xlsx/stream-export.ts';
import type { BatchService } from './batch.service.ts';
import { salesBookRows, salesBookXlsx } from './sales-book.ts';

// Issue 34: the batches to the SII and the libro de ventas, Cobranza's (FIN-COBRANZA; admins hold every
// menu): the documents of every place are sent together, as the company's collections are handled.
const COBRANZA: MenuCode[] = ['FIN-COBRANZA'];
const config = { access: { audience: 'staff' as const, menus: COBRANZA } };
const tags = ['Documentos tributarios'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const dteSendingRoutes: FastifyPluginAsyncZod<{ batches: BatchService; db: Db }> = async (
  app,
  { batches, db },
) => {
  const r = routes.dte;
  const extras = (summary: string) => ({ config, tags, summary, errors });

  registerRoute(app, r.createBatch, extras('Genera un envío al SII con los documentos pendientes'), (req) =>
    batches.create(req.principal, req.body.stipo),
  );
  registerRoute(app, r.batches, extras('Los envíos al SII, con su estado y track id'), () => batches.list());
  registerRoute(app, r.sendBatch, extras('Envía (o reenvía) un envío al SII'), (req) =>
    batches.send(req.params.id),
  );
  registerRoute(
    app,
    r.batchXml,
    {
      ...extras('El XML firmado del envío (ISO-8859-1), para subirlo en www.sii.cl'),
      file: z.any().describe('application/xml; charset=ISO-8859-1 (binario)'),
    },
    async (req, reply) => {
      const { xml, name } = await batches.xml(req.params.id);
      return reply
        .type('application/xml; charset=ISO-8859-1')
        .header('content-disposition', contentDisposition('attachment', name))
        .send(xml);
    },
  );
  registerRoute(
    app,
    r.salesBook,
    { ...extras('El libro de ventas del período (xlsx)'), file: z.any().describe(`${XLSX} (binario)`) },
    async (req, reply) => {
      const { periodo } = req.query;
      const xlsx = await salesBookXlsx(periodo, await salesBookRows(db, periodo));
      return reply
        .type(XLSX)
        .header('content-disposition', contentDisposition('attachment', `libro-ventas-${periodo}.xlsx`))
        .header('cache-control', 'no-store')
        .send(xlsx);
    },
  );
};
