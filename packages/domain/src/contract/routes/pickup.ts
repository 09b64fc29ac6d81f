import {
  pickup,
  pickupCancelRequest,
  pickupComunasResponse,
  pickupListQuery,
  pickupListResponse,
  pickupParams,
  pickupRequest,
} from '../pickup.ts';
import { defineRoute } from '../route-def.ts';

// Issue 35, the first mile: pickup requests (solicitudes de retiro), by the office's staff and customers.
export const pickupRoutes = {
  create: defineRoute('POST', '/api/Retiro', { body: pickupRequest, response: pickup }),
  list: defineRoute('GET', '/api/Retiro', { query: pickupListQuery, response: pickupListResponse }),
  comunas: defineRoute('GET', '/api/Retiro/Comunas', { response: pickupComunasResponse }),
  get: defineRoute('GET', '/api/Retiro/:id', { params: pickupParams, response: pickup }),
  cancel: defineRoute('POST', '/api/Retiro/:id/Anular', {
    params: pickupParams,
    body: pickupCancelRequest,
    response: pickup,
  }),
};
