import type { DispatchRequest, DispatchSealRequest } from '@carga/domain';
import { carrierListFileName, routes, valuedListFileName } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { dashboardKeys } from '../../api/keys/dashboard.ts';
import { destinationKeys } from '../../api/keys/destination.ts';
import { dispatchKeys as keys } from '../../api/keys/dispatch.ts';
import { loadingListKeys } from '../../api/keys/loading-list.ts';

// Despacho (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export const useDispatchList = (query: Record<string, string | number>, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api(routes.dispatch.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDispatchFilters = () =>
  useQuery({
    queryKey: keys.filters(),
    queryFn: () => api(routes.dispatch.filters),
    staleTime: hour,
  });

export const useDispatchDetail = (code: string, operation: number) =>
  useQuery({
    queryKey: keys.detail(code, operation),
    queryFn: () => api(routes.dispatch.detail, { params: { list: code, operation } }),
    enabled: code !== '',
  });

/** 'Despachar lista': the list leaves, so it drops out of Despacho and moves in the load lists. */
export function useDispatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DispatchRequest) => api(routes.dispatch.dispatch, { body }),
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
    mutationFn: (body: DispatchSealRequest) => api(routes.dispatch.seal, { body }),
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
      const blob = await apiBlob(
        kind === 'valorizada' ? routes.dispatch.reportValued : routes.dispatch.reportCarrier,
        { params: { id: code } },
      );
      const fileName = kind === 'valorizada' ? valuedListFileName : carrierListFileName;
      saveBlob(blob, fileName(code));
    },
  });
}
