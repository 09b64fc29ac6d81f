import { destinationFilters } from '../destination.ts';
import {
  addRasRequest,
  availableOperation,
  availableOperationsQuery,
  availableRaQuery,
  availableRaResponse,
  closeLoadingListRequest,
  createLoadingListRequest,
  listPackagesResponse,
  listPackagesUpdate,
  loadingListDetailResponse,
  loadingListParams,
  loadingListQuery,
  loadingListRaParams,
  loadingListRaResponse,
  loadingListRemoveParams,
  loadingListResponse,
  loadingListStateResponse,
  pageOnlyQuery,
  raCommentRequest,
} from '../loading-list.ts';
import { defineRoute, file } from '../route-def.ts';
import * as z from '../zod.ts';

export const loadingListRoutes = {
  export: defineRoute('GET', '/api/LoadingList/Exportar', {
    query: loadingListQuery.omit({ Page: true }),
    response: file,
  }),
  list: defineRoute('GET', '/api/LoadingList', { query: loadingListQuery, response: loadingListResponse }),
  filters: defineRoute('GET', '/api/LoadingList/Filters', { response: destinationFilters }),
  availableOperations: defineRoute('GET', '/api/LoadingList/AvailableOperations', {
    query: availableOperationsQuery,
    response: z.array(availableOperation),
  }),
  create: defineRoute('POST', '/api/LoadingList', { body: createLoadingListRequest, response: z.string() }),
  detail: defineRoute('GET', '/api/LoadingList/:code', {
    params: loadingListParams,
    response: loadingListDetailResponse,
  }),
  ras: defineRoute('GET', '/api/LoadingList/:code/RA/List', {
    params: loadingListParams,
    query: pageOnlyQuery,
    response: loadingListRaResponse,
  }),
  availableRas: defineRoute('GET', '/api/LoadingList/:code/RA/Available/List', {
    params: loadingListParams,
    query: availableRaQuery,
    response: availableRaResponse,
  }),
  addRas: defineRoute('POST', '/api/LoadingList/:code/RA', {
    params: loadingListParams,
    body: addRasRequest,
    response: loadingListStateResponse,
  }),
  removeRa: defineRoute('DELETE', '/api/LoadingList/:code/:operation/RA/:ra', {
    params: loadingListRemoveParams,
    response: loadingListStateResponse,
  }),
  raComment: defineRoute('PUT', '/api/LoadingList/:code/RA/:ra/Comment', {
    params: loadingListRaParams,
    body: raCommentRequest,
    response: loadingListStateResponse,
  }),
  raPackages: defineRoute('GET', '/api/LoadingList/:code/RA/:ra/Package', {
    params: loadingListRaParams,
    response: listPackagesResponse,
  }),
  updateRaPackages: defineRoute('PUT', '/api/LoadingList/:code/RA/:ra/Package', {
    params: loadingListRaParams,
    body: listPackagesUpdate,
    response: loadingListStateResponse,
  }),
  close: defineRoute('PUT', '/api/LoadingList/:code/Close', {
    params: loadingListParams,
    body: closeLoadingListRequest,
    response: loadingListStateResponse,
  }),
  report: defineRoute('GET', '/api/LoadingList/:code/Report', { params: loadingListParams, response: file }),
  reportValued: defineRoute('GET', '/api/LoadingList/:code/Report/Valued', {
    params: loadingListParams,
    response: file,
  }),
  reportCarrier: defineRoute('GET', '/api/LoadingList/:code/Report/Carrier', {
    params: loadingListParams,
    response: file,
  }),
} as const;
