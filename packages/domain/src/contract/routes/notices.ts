import { noticeListQuery, noticeListResponse, noticeParams, noticeRetryResponse } from '../notices.ts';
import { defineRoute, file } from '../route-def.ts';

export const noticesRoutes = {
  list: defineRoute('GET', '/api/Notificaciones', { query: noticeListQuery, response: noticeListResponse }),
  eml: defineRoute('GET', '/api/Notificaciones/:id/Eml', { params: noticeParams, response: file }),
  retry: defineRoute('POST', '/api/Notificaciones/:id/Reintentar', {
    params: noticeParams,
    response: noticeRetryResponse,
  }),
} as const;
