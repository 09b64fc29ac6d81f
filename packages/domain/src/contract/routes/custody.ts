import { damageRequest, scanRequest, scanResponse } from '../custody.ts';
import { loadingListParams } from '../loading-list.ts';
import { defineRoute } from '../route-def.ts';

export const custodyRoutes = {
  loadingList: defineRoute('POST', '/api/Scan/LoadingList/:code', {
    params: loadingListParams,
    body: scanRequest,
    response: scanResponse,
  }),
  dispatch: defineRoute('POST', '/api/Scan/Dispatch/:code', {
    params: loadingListParams,
    body: scanRequest,
    response: scanResponse,
  }),
  arrival: defineRoute('POST', '/api/Scan/Arrival/:code', {
    params: loadingListParams,
    body: scanRequest,
    response: scanResponse,
  }),
  damaged: defineRoute('POST', '/api/Scan/Arrival/:code/Damaged', {
    params: loadingListParams,
    body: damageRequest,
    response: scanResponse,
  }),
} as const;
