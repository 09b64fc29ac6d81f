import { scanRequest, scanResponse } from '../custody.ts';
import { managementQuery } from '../management.ts';
import {
  repartoCandidatesResponse,
  repartoCloseRequest,
  repartoDeliveryRequest,
  repartoDepartureRequest,
  repartoDriversResponse,
  repartoFailedVisitRequest,
  repartoManagementResponse,
  repartoMyRoutesQuery,
  repartoMyRoutesResponse,
  repartoRoute,
  repartoRouteParams,
  repartoRouteRequest,
  repartoRoutesQuery,
  repartoRoutesResponse,
  repartoStopParams,
  repartoStopResult,
  repartoStopsRequest,
  repartoWarehouseQuery,
} from '../reparto.ts';
import { defineRoute, file } from '../route-def.ts';

// Issue 35: 'Destino / Reparto' — the hojas de ruta of the door deliveries.
export const repartoRoutes = {
  candidates: defineRoute('GET', '/api/Reparto/Candidatas', {
    query: repartoWarehouseQuery,
    response: repartoCandidatesResponse,
  }),
  drivers: defineRoute('GET', '/api/Reparto/Conductores', {
    query: repartoWarehouseQuery,
    response: repartoDriversResponse,
  }),
  routes: defineRoute('GET', '/api/Reparto/HojaRuta', {
    query: repartoRoutesQuery,
    response: repartoRoutesResponse,
  }),
  create: defineRoute('POST', '/api/Reparto/HojaRuta', { body: repartoRouteRequest, response: repartoRoute }),
  route: defineRoute('GET', '/api/Reparto/HojaRuta/:id', {
    params: repartoRouteParams,
    response: repartoRoute,
  }),
  setStops: defineRoute('PUT', '/api/Reparto/HojaRuta/:id/Paradas', {
    params: repartoRouteParams,
    body: repartoStopsRequest,
    response: repartoRoute,
  }),
  sortByComuna: defineRoute('POST', '/api/Reparto/HojaRuta/:id/OrdenarPorComuna', {
    params: repartoRouteParams,
    response: repartoRoute,
  }),
  pdf: defineRoute('GET', '/api/Reparto/HojaRuta/:id/Pdf', { params: repartoRouteParams, response: file }),
  // Loading the van: each unit scanned onto the route (as the other hand-offs), then its departure.
  loadScan: defineRoute('POST', '/api/Scan/Reparto/:id', {
    params: repartoRouteParams,
    body: scanRequest,
    response: scanResponse,
  }),
  // Back at the warehouse: what was not delivered scanned back, and the route closed.
  returnScan: defineRoute('POST', '/api/Scan/Reparto/:id/Regreso', {
    params: repartoRouteParams,
    body: scanRequest,
    response: scanResponse,
  }),
  close: defineRoute('POST', '/api/Reparto/HojaRuta/:id/Cierre', {
    params: repartoRouteParams,
    body: repartoCloseRequest,
    response: repartoRoute,
  }),
  // Gestión › Reparto (GEST-BODEGA).
  management: defineRoute('GET', '/api/Gestion/Reparto', {
    query: managementQuery,
    response: repartoManagementResponse,
  }),
  // The driver's phone (CONDUCTOR): the day's routes and each stop's outcome.
  myRoutes: defineRoute('GET', '/api/Reparto/MisRutas', {
    query: repartoMyRoutesQuery,
    response: repartoMyRoutesResponse,
  }),
  deliverStop: defineRoute('POST', '/api/Reparto/Parada/:id/Entregado', {
    params: repartoStopParams,
    body: repartoDeliveryRequest,
    response: repartoStopResult,
  }),
  failStop: defineRoute('POST', '/api/Reparto/Parada/:id/NoEntregado', {
    params: repartoStopParams,
    body: repartoFailedVisitRequest,
    response: repartoStopResult,
  }),
  depart: defineRoute('POST', '/api/Reparto/HojaRuta/:id/Salida', {
    params: repartoRouteParams,
    body: repartoDepartureRequest,
    response: repartoRoute,
  }),
};
