import { errorResponse, raIdParams, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrintingService } from './printing.service.ts';

/** The spec's download names: 'Etiqueta {id} - {date}' and 'Comprobante {id} - {date}' (date dd-MM-yyyy, Chile). */
export function downloadName(kind: 'Etiqueta' | 'Comprobante', nidra: number, now = new Date()) {
  const date = new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(now)
    .replaceAll('/', '-');
  return `${kind} ${nidra} - ${date}.pdf`;
}

export const printingRoutes: FastifyPluginAsyncZod<{ printing: PrintingService }> = async (
  app,
  { printing },
) => {
  // Customers reach the receipt of their own cargo; the service scopes every caller to the RA's route.
  const config = { access: { audience: 'any' as const } };
  const tags = ['Impresión'];
  const schema = {
    tags,
    params: raIdParams,
    description: 'Answers application/pdf.',
    response: { 200: z.any().describe('application/pdf'), 403: errorResponse, 404: errorResponse },
  };

  app.get('/Shipment/PrintLabels/:id', { config, schema }, async (request, reply) => {
    const pdf = await printing.labels(request.principal, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${downloadName('Etiqueta', request.params.id)}"`)
      .send(pdf);
  });
  app.get('/Shipment/Voucher/:id', { config, schema }, async (request, reply) => {
    const pdf = await printing.voucher(request.principal, request.params.id);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${downloadName('Comprobante', request.params.id)}"`,
      )
      .send(pdf);
  });
};
