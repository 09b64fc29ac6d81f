import {
  type damageRequest,
  errorResponse,
  type loadingListParams,
  type MenuCode,
  type RouteDef,
  routes,
  type ScanResponse,
  type scanRequest,
  type scanResponse,
  type z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import type { Principal } from '../../core/principal.ts';
import { registerRoute } from '../../http/route-map.ts';
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
    route: RouteDef<'POST', string, typeof loadingListParams, undefined, Body, typeof scanResponse>,
    menu: MenuCode,
    handle: (principal: Principal, code: string, body: z.output<Body>) => Promise<ScanResponse>,
    { upload = false } = {},
  ) =>
    registerRoute(
      app,
      route,
      {
        config: { access: { audience: 'staff', menus: [menu] } },
        ...(upload ? { bodyLimit: UPLOAD_BODY_LIMIT } : {}),
        tags: ['Escaneo'],
        errors: upload ? { ...errors, 413: errorResponse } : errors,
      },
      (request) => handle(request.principal, request.params.code, request.body as z.output<Body>),
    );

  scanRoute(routes.custody.loadingList, 'BOD-LISTACARGA', scans.loadOntoList);
  scanRoute(routes.custody.dispatch, 'BOD-DESPACHO', scans.checkOntoTruck);
  scanRoute(routes.custody.arrival, 'BOD-RECIBIR', arrivals.arrive);
  scanRoute(routes.custody.damaged, 'BOD-RECIBIR', arrivals.markDamaged, { upload: true });
  registerRoute(
    app,
    routes.shipment.units,
    { config: { access: { audience: 'any' } }, tags: ['Recepciones'], errors },
    (request) => trails.units(request.principal, request.params.id),
  );
};
