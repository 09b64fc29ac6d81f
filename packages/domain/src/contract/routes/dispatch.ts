import {
  dispatchDetailResponse,
  dispatchFilters,
  dispatchParams,
  dispatchQuery,
  dispatchReportParams,
  dispatchRequest,
  dispatchResponse,
  dispatchResult,
  dispatchSealResult,
} from '../dispatch.ts';
import { defineRoute, file } from '../route-def.ts';

export const dispatchRoutes = {
  export: defineRoute('GET', '/api/Dispatch/Exportar', {
    query: dispatchQuery.omit({ Page: true }),
    response: file,
  }),
  list: defineRoute('GET', '/api/Dispatch', { query: dispatchQuery, response: dispatchResponse }),
  filters: defineRoute('GET', '/api/Dispatch/Filters', { response: dispatchFilters }),
  dispatch: defineRoute('POST', '/api/Dispatch', { body: dispatchRequest, response: dispatchResult }),
  seal: defineRoute('PUT', '/api/Dispatch/Sello', { body: dispatchRequest, response: dispatchSealResult }),
  reportCarrier: defineRoute('GET', '/api/Dispatch/:id/Report/Carrier', {
    params: dispatchReportParams,
    response: file,
  }),
  reportValued: defineRoute('GET', '/api/Dispatch/:id/Report/Valued', {
    params: dispatchReportParams,
    response: file,
  }),
  detail: defineRoute('GET', '/api/Dispatch/:list/:operation', {
    params: dispatchParams,
    response: dispatchDetailResponse,
  }),
} as const;
