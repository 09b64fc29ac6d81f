import { errorResponse, FIGURE_READERS, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { PricingService } from './pricing.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

// The price of an RA: staff on the RA's route holding a menu that handles RAs read it (customers: 403, by
// the audience; issue 30); staff of its origin re-price it before it leaves (issue 12).
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  const tags = ['Tarifas'];

  registerRoute(
    app,
    routes.shipment.price,
    {
      config: { access: { audience: 'staff', menus: FIGURE_READERS.price } },
      tags,
      summary: 'El precio guardado del RA (o la cotización de un RA aún en ingreso)',
      errors,
    },
    (request) => pricing.priceRa(request.principal, request.params.id),
  );

  registerRoute(
    app,
    routes.shipment.recalculatePrice,
    {
      config: { access: { audience: 'staff', menus: ['ORIG-INGRESO', 'BOD-OPERACION', 'CNF-TARIFAS'] } },
      tags,
      summary:
        'Recalcula el precio del RA con la tarifa vigente a su fecha de recepción (antes del despacho)',
      errors: { 409: errorResponse, ...errors },
    },
    (request) => pricing.reprice(request.principal, request.params.id),
  );
};
