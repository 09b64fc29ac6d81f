import {
  errorResponse,
  labelsFileName,
  routes,
  unitLabelFileName,
  voucherFileName,
  z,
  zplLabelsFileName,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { PrintingService } from './printing.service.ts';

export const printingRoutes: FastifyPluginAsyncZod<{ printing: PrintingService }> = async (
  app,
  { printing },
) => {
  // Customers reach the receipt of their own cargo; the service scopes every caller to the RA's route.
  const config = { access: { audience: 'any' as const } };
  const tags = ['Impresión'];
  const shipment = routes.shipment;
  const pdfExtras = {
    config,
    tags,
    description: 'Answers application/pdf.',
    file: z.any().describe('application/pdf'),
    errors: { 403: errorResponse, 404: errorResponse },
  };

  registerRoute(app, shipment.labelsPdf, pdfExtras, async (request, reply) => {
    const pdf = await printing.labels(request.principal, request.params.id, request.linkBase());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${labelsFileName(request.params.id)}"`)
      .send(pdf);
  });
  // ZPL is text: no media type is registered for it, and text/plain with its charset keeps the UTF-8 of
  // ^CI28 readable when someone opens the file; the attachment disposition makes browsers save it.
  const zplType = 'text/plain; charset=utf-8';
  const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
  const labelErrors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

  registerRoute(
    app,
    shipment.labelsZpl,
    {
      config,
      tags,
      description: "Every unit's label in ZPL II at 203 dpi (10x15 or 10x5 cm). Answers text/plain.",
      file: z.string().describe('text/plain (ZPL)'),
      errors: labelErrors,
    },
    async (request, reply) => {
      const zpl = await printing.zplLabels(
        request.principal,
        request.params.id,
        request.query.sformato,
        request.linkBase(),
      );
      return reply
        .type(zplType)
        .header('content-disposition', attachment(zplLabelsFileName(request.params.id)))
        .send(zpl);
    },
  );
  // A POST: printing a unit's label again is written to the RA's history.
  registerRoute(
    app,
    shipment.unitLabel,
    {
      config,
      tags,
      description:
        "One unit's label again, recorded in the RA history. Answers application/pdf or text/plain (ZPL).",
      file: z.any().describe('application/pdf or text/plain (ZPL)'),
      errors: labelErrors,
    },
    async (request, reply) => {
      const { id, nnumero } = request.params;
      const { sformato } = request.body;
      const { label, n } = await printing.reprintUnitLabel(
        request.principal,
        id,
        nnumero,
        sformato,
        request.linkBase(),
      );
      const kind = sformato === 'pdf' ? 'pdf' : 'zpl';
      return reply
        .type(kind === 'pdf' ? 'application/pdf' : zplType)
        .header('content-disposition', attachment(unitLabelFileName(id, nnumero, n, kind)))
        .send(label);
    },
  );
  registerRoute(app, shipment.voucher, pdfExtras, async (request, reply) => {
    const pdf = await printing.voucher(request.principal, request.params.id, request.linkBase());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${voucherFileName(request.params.id)}"`)
      .send(pdf);
  });
};
