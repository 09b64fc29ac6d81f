import {
  damageRequest,
  errorResponse,
  loadingListParams,
  type MenuCode,
  raIdParams,
  type ScanResponse,
  scanRequest,
  scanResponse,
  unitsResponse,
  type z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import type { Principal } from '../../core/principal.ts';
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
  /**
   * One hand-off's scan: a list's code in the path, a scan (or a damage) in the body, the scan's answer.
   * `upload` raises the body limit for a body that may carry a photo (and answers 413 for a file too large).
   */
  const scanRoute = <Body extends typeof scanRequest | typeof damageRequest>(
    path: string,
    menu: MenuCode,
    body: Body,
    handle: (principal: Principal, code: string, body: z.output<Body>) => Promise<ScanResponse>,
    { upload = false } = {},
  ) =>
    app.post(
      path,
      {
        config: { access: { audience: 'staff', menus: [menu] } },
        ...(upload ? { bodyLimit: UPLOAD_BODY_LIMIT } : {}),
        schema: {
          tags: ['Escaneo'],
          params: loadingListParams,
          body,
          response: { 200: scanResponse, ...errors, ...(upload ? { 413: errorResponse } : {}) },
        },
      },
      (request) => handle(request.principal, request.params.code, request.body as z.output<Body>),
    );

  scanRoute('/Scan/LoadingList/:code', 'BOD-LISTACARGA', scanRequest, scans.loadOntoList);
  scanRoute('/Scan/Dispatch/:code', 'BOD-DESPACHO', scanRequest, scans.checkOntoTruck);
  scanRoute('/Scan/Arrival/:code', 'BOD-RECIBIR', scanRequest, arrivals.arrive);
  scanRoute('/Scan/Arrival/:code/Damaged', 'BOD-RECIBIR', damageRequest, arrivals.markDamaged, {
    upload: true,
  });
  app.get(
    '/Shipment/Detail/:id/Bultos',
    {
      config: { access: { audience: 'any' } },
      schema: { tags: ['Recepciones'], params: raIdParams, response: { 200: unitsResponse, ...errors } },
    },
    (request) => trails.units(request.principal, request.params.id),
  );
};
