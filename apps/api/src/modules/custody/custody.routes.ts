import {
  damageRequest,
  errorResponse,
  loadingListParams,
  raIdParams,
  scanRequest,
  scanResponse,
  unitsResponse,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArrivalScanService } from './arrival-scan.service.ts';
import type { ScanService } from './scan.service.ts';
import type { TrailService } from './trail.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Chain of custody (issue 14): scans at each hand-off, and each unit's trail on the RA detail.
export const custodyRoutes: FastifyPluginAsyncZod<{
  scans: ScanService;
  arrivals: ArrivalScanService;
  trails: TrailService;
}> = async (app, { scans, arrivals, trails }) => {
  const arrival = { access: { audience: 'staff' as const, menus: ['BOD-RECIBIR' as const] } };
  app.post(
    '/Scan/LoadingList/:code',
    {
      config: { access: { audience: 'staff', menus: ['BOD-LISTACARGA'] } },
      schema: {
        tags: ['Escaneo'],
        params: loadingListParams,
        body: scanRequest,
        response: { 200: scanResponse, ...errors },
      },
    },
    (request) => scans.loadOntoList(request.principal, request.params.code, request.body),
  );
  app.post(
    '/Scan/Dispatch/:code',
    {
      config: { access: { audience: 'staff', menus: ['BOD-DESPACHO'] } },
      schema: {
        tags: ['Escaneo'],
        params: loadingListParams,
        body: scanRequest,
        response: { 200: scanResponse, ...errors },
      },
    },
    (request) => scans.checkOntoTruck(request.principal, request.params.code, request.body),
  );
  app.post(
    '/Scan/Arrival/:code',
    {
      config: arrival,
      schema: {
        tags: ['Escaneo'],
        params: loadingListParams,
        body: scanRequest,
        response: { 200: scanResponse, ...errors },
      },
    },
    (request) => arrivals.arrive(request.principal, request.params.code, request.body),
  );
  app.post(
    '/Scan/Arrival/:code/Damaged',
    {
      config: arrival,
      schema: {
        tags: ['Escaneo'],
        params: loadingListParams,
        body: damageRequest,
        response: { 200: scanResponse, ...errors },
      },
    },
    (request) => arrivals.markDamaged(request.principal, request.params.code, request.body),
  );
  app.get(
    '/Shipment/Detail/:id/Bultos',
    {
      config: { access: { audience: 'any' } },
      schema: { tags: ['Recepciones'], params: raIdParams, response: { 200: unitsResponse, ...errors } },
    },
    (request) => trails.units(request.principal, request.params.id),
  );
};
