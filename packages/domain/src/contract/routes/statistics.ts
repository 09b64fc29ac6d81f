import { defineRoute } from '../route-def.ts';
import {
  differencesQuery,
  differencesResponse,
  mainStatistics,
  originStatistics,
  sealIncidentsResponse,
  statisticsScopeQuery,
  warehouseStatistics,
} from '../shipment-lists.ts';
import * as z from '../zod.ts';

export const statisticsRoutes = {
  main: defineRoute('GET', '/api/Shipment/MainStatistics', {
    query: statisticsScopeQuery,
    response: mainStatistics,
  }),
  origin: defineRoute('GET', '/api/Shipment/OriginStatistics', {
    query: z.object({ codigoOficinaOrigen: z.string().max(20).optional() }),
    response: originStatistics,
  }),
  differences: defineRoute('GET', '/api/Shipment/Differences', {
    query: differencesQuery,
    response: differencesResponse,
  }),
  sealIncidents: defineRoute('GET', '/api/Shipment/SealIncidents', {
    query: differencesQuery,
    response: sealIncidentsResponse,
  }),
  warehouse: defineRoute('GET', '/api/Operation/Statistics', {
    query: z.object({ codigoBodegaOrigen: z.string().max(20).optional() }),
    response: warehouseStatistics,
  }),
} as const;
