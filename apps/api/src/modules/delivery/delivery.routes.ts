import {
  deliveryParams,
  deliveryQuery,
  deliveryRequest,
  deliveryResponse,
  deliveryResult,
  errorResponse,
  scanRequest,
  scanResponse,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
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
        description:
          'Hands the RA over (BDEST → ENTRE): who took it, when, their signature (a PNG, required) and an optional JPG/PNG photo. When units were scanned for the delivery only those are handed over; with others still waiting it is a partial delivery (409 unless sconfirmaparcial is S) and the RA stays BDEST.',
        response: { 200: deliveryResult, ...errors },
      },
    },
    (request) => delivery.deliver(request.principal, request.params.id, request.body),
  );
  app.post(
    '/Scan/Delivery/:id',
    {
      config,
      schema: {
        tags: ['Escaneo'],
        params: deliveryParams,
        body: scanRequest,
        description: "'Entregar → Escanear bultos': a unit of the RA scanned as it is handed over.",
        response: { 200: scanResponse, ...errors },
      },
    },
    (request) => deliveryScans.readyForDelivery(request.principal, request.params.id, request.body),
  );
};
