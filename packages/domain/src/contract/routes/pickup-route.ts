import {
  repartoPickupCandidatesResponse,
  repartoPickupDoneRequest,
  repartoPickupFailedRequest,
  repartoPickupResult,
  repartoPickupStopParams,
  repartoPickupsQuery,
  repartoPickupsRequest,
} from '../pickup-route.ts';
import { repartoRoute, repartoRouteParams } from '../reparto.ts';
import { defineRoute } from '../route-def.ts';

// Issue 35, the first mile on the road: pickups planned on the hojas de ruta (DEST-REPARTO) and the
// driver's pickup at the door (CONDUCTOR).
export const pickupRouteRoutes = {
  candidates: defineRoute('GET', '/api/Reparto/Retiros', {
    query: repartoPickupsQuery,
    response: repartoPickupCandidatesResponse,
  }),
  setPickups: defineRoute('PUT', '/api/Reparto/HojaRuta/:id/Retiros', {
    params: repartoRouteParams,
    body: repartoPickupsRequest,
    response: repartoRoute,
  }),
  pickedUp: defineRoute('POST', '/api/Reparto/Retiro/:id/Retirado', {
    params: repartoPickupStopParams,
    body: repartoPickupDoneRequest,
    response: repartoPickupResult,
  }),
  notPickedUp: defineRoute('POST', '/api/Reparto/Retiro/:id/NoRetirado', {
    params: repartoPickupStopParams,
    body: repartoPickupFailedRequest,
    response: repartoPickupResult,
  }),
};
