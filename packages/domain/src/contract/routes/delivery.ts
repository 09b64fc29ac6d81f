import { scanRequest, scanResponse } from '../custody.ts';
import {
  deliveryParams,
  deliveryQuery,
  deliveryRequest,
  deliveryResponse,
  deliveryResult,
} from '../delivery.ts';
import { defineRoute, file } from '../route-def.ts';
import { raIdParams } from '../shipment-wizard.ts';

export const deliveryRoutes = {
  export: defineRoute('GET', '/api/Delivery/Exportar', {
    query: deliveryQuery.omit({ Page: true }),
    response: file,
  }),
  list: defineRoute('GET', '/api/Delivery', { query: deliveryQuery, response: deliveryResponse }),
  deliver: defineRoute('POST', '/api/Delivery/:id', {
    params: deliveryParams,
    body: deliveryRequest,
    response: deliveryResult,
  }),
  scan: defineRoute('POST', '/api/Scan/Delivery/:id', {
    params: deliveryParams,
    body: scanRequest,
    response: scanResponse,
  }),
  proof: defineRoute('GET', '/api/Delivery/:id/Comprobante', { params: raIdParams, response: file }),
} as const;
