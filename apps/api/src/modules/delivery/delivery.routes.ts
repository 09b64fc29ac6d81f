import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import { registerRoute } from '../../http/route-map.ts';
import type { DeliveryScanService } from '../custody/delivery-scan.service.ts';
import type { DeliveryService } from './delivery.service.ts';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
};

// 'Destino / Entregar': staff with DEST-ENTREGAR at the RA's destination warehouse.
export const deliveryRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService;
  deliveryScans: DeliveryScanService;
}> = async (app, { delivery, deliveryScans }) => {
  const config = { access: { audience: 'staff' as const, menus: ['DEST-ENTREGAR' as const] } };
  const tags = ['Entrega'];
  const map = routes.delivery;

  registerRoute(
    app,
    map.list,
    {
      config,
      tags,
      description: 'RAs received at a warehouse (BDEST, the default) or delivered from it (ENTRE).',
      errors,
    },
    (request) => delivery.list(request.principal, request.query),
  );
  registerRoute(
    app,
    map.deliver,
    {
      config,
      tags,
      description:
        'Hands the RA over (BDEST → ENTRE): who took it, when, their signature (a PNG, required) and an optional JPG/PNG photo. When units were scanned for the delivery only those are handed over; with others still waiting it is a partial delivery (409 unless sconfirmaparcial is S) and the RA stays BDEST.',
      errors,
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (request) => delivery.deliver(request.principal, request.params.id, request.body),
  );
  registerRoute(
    app,
    map.scan,
    {
      config,
      tags: ['Escaneo'],
      description: "'Entregar → Escanear bultos': a unit of the RA scanned as it is handed over.",
      errors,
    },
    (request) => deliveryScans.readyForDelivery(request.principal, request.params.id, request.body),
  );
};
