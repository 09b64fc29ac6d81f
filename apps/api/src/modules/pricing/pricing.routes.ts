import { errorResponse, raIdParams, raPriceResponse } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingService } from './pricing.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

// The price of an RA from its tariff: staff on the RA's route (customers: 403, by the audience).
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.get(
    '/Shipment/Price/:id',
    {
      config: { access: { audience: 'staff' } },
      schema: { tags: ['Tarifas'], params: raIdParams, response: { 200: raPriceResponse, ...errors } },
    },
    (request) => pricing.priceRa(request.principal, request.params.id),
  );
};
