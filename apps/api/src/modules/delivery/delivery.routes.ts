import {
  deliveryParams,
  deliveryQuery,
  deliveryRequest,
  deliveryResponse,
  deliveryResult,
  errorResponse,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../shipment/attachments.routes.ts';
import type { DeliveryService } from './delivery.service.ts';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
};

// 'Destino / Entregar': staff with DEST-ENTREGAR at the RA's destination warehouse.
export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  const config = { access: { audience: 'staff' as const, menus: ['DEST-ENTREGAR' as const] } };
  const tags = ['Entrega'];

  app.get(
    '/Delivery',
    {
      config,
      schema: {
        tags,
        querystring: deliveryQuery,
        description: 'RAs received at a warehouse (BDEST, the default) or delivered from it (ENTRE).',
        response: { 200: deliveryResponse, ...errors },
      },
    },
    (request) => delivery.list(request.principal, request.query),
  );
  app.post(
    '/Delivery/:id',
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        params: deliveryParams,
        body: deliveryRequest,
        description: 'Hands the RA over (BDEST → ENTRE): who took it, when, and an optional JPG/PNG photo.',
        response: { 200: deliveryResult, ...errors },
      },
    },
    (request) => delivery.deliver(request.principal, request.params.id, request.body),
  );
};
