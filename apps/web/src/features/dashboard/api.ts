import { type RouteResponse, routes } from '@carga/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { dashboardKeys } from '../../api/keys/dashboard.ts';

// The figures' types are the route map's (the API's response schemas).
export type MainStatistics = RouteResponse<typeof routes.statistics.main>;
export type OriginStatistics = RouteResponse<typeof routes.statistics.origin>;
export type WarehouseStatistics = RouteResponse<typeof routes.statistics.warehouse>;

const minute = 60 * 1000;

export const useMainStatistics = (code: string | null, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.main(code),
    queryFn: () => api(routes.statistics.main, { query: { codigo: code } }),
    enabled,
    staleTime: minute,
    retry: false,
  });

export const useOriginStatistics = (code: string | null, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.origin(code),
    queryFn: () => api(routes.statistics.origin, { query: { codigoOficinaOrigen: code } }),
    enabled,
    staleTime: minute,
    retry: false,
  });

export const useWarehouseStatistics = (code: string | null, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.warehouse(code),
    queryFn: () => api(routes.statistics.warehouse, { query: { codigoBodegaOrigen: code } }),
    enabled,
    staleTime: minute,
    retry: false,
  });

/** The office's package lines that arrived short or damaged, newest reception first. */
export const useOriginDifferences = (code: string | null, page: number, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.differences(code, page),
    queryFn: () => api(routes.statistics.differences, { query: { codigoOficinaOrigen: code, Page: page } }),
    enabled,
    staleTime: minute,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The office's RAs on lists that arrived with another seal than they left with (last 30 days). */
export const useOriginSealIncidents = (code: string | null, page: number, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.sealIncidents(code, page),
    queryFn: () => api(routes.statistics.sealIncidents, { query: { codigoOficinaOrigen: code, Page: page } }),
    enabled,
    staleTime: minute,
    placeholderData: keepPreviousData,
    retry: false,
  });
