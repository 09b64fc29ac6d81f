import { errorResponse, FIGURE_READERS, raIdParams, raPriceResponse } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingService } from './pricing.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

// The price of an RA: staff on the RA's route holding a menu that handles RAs read it (customers: 403, by
// the audience; issue 30); staff of its origin re-price it before it leaves (issue 12).
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.get(
    '/Shipment/Price/:id',
    {
      config: { access: { audience: 'staff', menus: FIGURE_READERS.price } },
      schema: {
        tags: ['Tarifas'],
        summary: 'El precio guardado del RA (o la cotización de un RA aún en ingreso)',
        params: raIdParams,
        response: { 200: raPriceResponse, ...errors },
      },
    },
    (request) => pricing.priceRa(request.principal, request.params.id),
  );

  app.post(
    '/Shipment/Price/:id',
    {
      config: { access: { audience: 'staff', menus: ['ORIG-INGRESO', 'BOD-OPERACION', 'CNF-TARIFAS'] } },
      schema: {
        tags: ['Tarifas'],
        summary:
          'Recalcula el precio del RA con la tarifa vigente a su fecha de recepción (antes del despacho)',
        params: raIdParams,
        response: { 200: raPriceResponse, 409: errorResponse, ...errors },
      },
    },
    (request) => pricing.reprice(request.principal, request.params.id),
  );
};
