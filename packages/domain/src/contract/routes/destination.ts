import {
  destinationDetailResponse,
  destinationFilters,
  destinationPackagesResponse,
  destinationPackagesUpdate,
  destinationParams,
  destinationQuery,
  destinationRaParams,
  destinationRaResponse,
  destinationReceiveRequest,
  destinationResponse,
  destinationResult,
  destinationSealRequest,
  destinationSealResult,
  receptionPreview,
  uncountedLinesResponse,
} from '../destination.ts';
import { pageOnlyQuery } from '../loading-list.ts';
import { defineRoute, file } from '../route-def.ts';

export const destinationRoutes = {
  export: defineRoute('GET', '/api/Destination/Exportar', {
    query: destinationQuery.omit({ Page: true }),
    response: file,
  }),
  list: defineRoute('GET', '/api/Destination', { query: destinationQuery, response: destinationResponse }),
  filters: defineRoute('GET', '/api/Destination/Filters', { response: destinationFilters }),
  detail: defineRoute('GET', '/api/Destination/:id', {
    params: destinationParams,
    response: destinationDetailResponse,
  }),
  receptionPreview: defineRoute('GET', '/api/Destination/:id/Recepcion', {
    params: destinationParams,
    response: receptionPreview,
  }),
  uncounted: defineRoute('GET', '/api/Destination/:id/Uncounted', {
    params: destinationParams,
    response: uncountedLinesResponse,
  }),
  receive: defineRoute('PUT', '/api/Destination/:id', {
    params: destinationParams,
    body: destinationReceiveRequest,
    response: destinationResult,
  }),
  seal: defineRoute('PUT', '/api/Destination/:id/Sello', {
    params: destinationParams,
    body: destinationSealRequest,
    response: destinationSealResult,
  }),
  ras: defineRoute('GET', '/api/Destination/:id/RA/List', {
    params: destinationParams,
    query: pageOnlyQuery,
    response: destinationRaResponse,
  }),
  raPackages: defineRoute('GET', '/api/Destination/:id/RA/:ra/Package', {
    params: destinationRaParams,
    response: destinationPackagesResponse,
  }),
  updateRaPackages: defineRoute('PUT', '/api/Destination/:id/RA/:ra/Package', {
    params: destinationRaParams,
    body: destinationPackagesUpdate,
    response: destinationResult,
  }),
  report: defineRoute('GET', '/api/Destination/:id/Report', { params: destinationParams, response: file }),
  reportCarrier: defineRoute('GET', '/api/Destination/:id/Report/Carrier', {
    params: destinationParams,
    response: file,
  }),
} as const;
