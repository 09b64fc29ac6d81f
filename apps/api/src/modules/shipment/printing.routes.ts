import { errorResponse, labelsFileName, raIdParams, voucherFileName, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrintingService } from './printing.service.ts';

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
      .header('content-disposition', `attachment; filename="${labelsFileName(request.params.id)}"`)
      .send(pdf);
  });
  app.get('/Shipment/Voucher/:id', { config, schema }, async (request, reply) => {
    const pdf = await printing.voucher(request.principal, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${voucherFileName(request.params.id)}"`)
      .send(pdf);
  });
};
