import type {
  DispatchDetailResponse,
  DispatchFilters,
  DispatchRequest,
  DispatchResponse,
  DispatchSealRequest,
} from '@carga/domain';
import { carrierListFileName, valuedListFileName } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { apiDownload, saveBlob } from '../../api/download.ts';
import { dashboardKeys } from '../../api/keys/dashboard.ts';
import { destinationKeys } from '../../api/keys/destination.ts';
import { dispatchKeys as keys } from '../../api/keys/dispatch.ts';
import { loadingListKeys } from '../../api/keys/loading-list.ts';

// Despacho (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;
const path = (code: string) => `/Dispatch/${encodeURIComponent(code)}`;

export const useDispatchList = (query: Record<string, string | number>, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiFetch<DispatchResponse>('/Dispatch', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDispatchFilters = () =>
  useQuery({
    queryKey: keys.filters(),
    queryFn: () => apiFetch<DispatchFilters>('/Dispatch/Filters'),
    staleTime: hour,
  });

export const useDispatchDetail = (code: string, operation: number) =>
  useQuery({
    queryKey: keys.detail(code, operation),
    queryFn: () => apiFetch<DispatchDetailResponse>(`${path(code)}/${operation}`),
    enabled: code !== '',
  });

/** 'Despachar lista': the list leaves, so it drops out of Despacho and moves in the load lists. */
export function useDispatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DispatchRequest) => apiFetch('/Dispatch', { method: 'POST', body }),
    meta: {
      successMessage: (_: unknown, body: DispatchRequest) => `Lista ${body.scodlistacarga} despachada`,
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all() }),
        client.invalidateQueries({ queryKey: loadingListKeys.all() }),
        client.invalidateQueries({ queryKey: destinationKeys.all() }),
        client.invalidateQueries({ queryKey: dashboardKeys.statistics() }),
      ]),
  });
}

/** 'Guardar sello': the closed list keeps its seal and comment; it stays in Despacho. */
export function useSaveSeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DispatchSealRequest) => apiFetch('/Dispatch/Sello', { method: 'PUT', body }),
    meta: {
      successMessage: (_: unknown, body: DispatchSealRequest) =>
        `Sello ${body.sselloseguridad.trim()} guardado`,
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export type DispatchReport = 'transportista' | 'valorizada';

/** 'Lista transportista' and 'Lista valorizada': the spec's file names, dated today in Chile. */
export function useDispatchReport(code: string) {
  return useMutation({
    mutationFn: async (kind: DispatchReport) => {
      const blob = await apiDownload(`${path(code)}/Report/${kind === 'valorizada' ? 'Valued' : 'Carrier'}`);
      const fileName = kind === 'valorizada' ? valuedListFileName : carrierListFileName;
      saveBlob(blob, fileName(code));
    },
  });
}
