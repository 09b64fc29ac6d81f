import type { CloseLoadingListRequest } from '@carga/domain';
import { carrierListFileName, routes, valuedListFileName, warehouseListFileName } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { loadingListKeys as keys } from '../../api/keys/loading-list.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';

// Lista de carga (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export type ListQuery = Record<string, string | number>;

export const useLoadingLists = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api(routes.loadingList.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useLoadingListFilters = () =>
  useQuery({
    queryKey: keys.filters(),
    queryFn: () => api(routes.loadingList.filters),
    staleTime: hour,
  });

export const useAvailableOperations = (origin: string) =>
  useQuery({
    queryKey: keys.operations(origin),
    queryFn: () => api(routes.loadingList.availableOperations, { query: { codigoBodegaOrigen: origin } }),
    enabled: origin !== '',
  });

export const useLoadingList = (code: string) =>
  useQuery({
    queryKey: keys.detail(code),
    queryFn: () => api(routes.loadingList.detail, { params: { code } }),
    enabled: code !== '',
  });

export const useListRas = (code: string, page: number) =>
  useQuery({
    queryKey: keys.ras(code, page),
    queryFn: () => api(routes.loadingList.ras, { params: { code }, query: { Page: page } }),
    placeholderData: keepPreviousData,
    enabled: code !== '',
  });

export const useAvailableRas = (code: string, query: { operacionId: number; raId: number } | null) =>
  useQuery({
    queryKey: keys.available(code, query ?? {}),
    queryFn: () =>
      api(routes.loadingList.availableRas, { params: { code }, query: { ...query, clienteId: 0 } }),
    enabled: query !== null,
  });

export const useListPackages = (code: string, ra: number | null) =>
  useQuery({
    queryKey: keys.packages(code, ra ?? 0),
    queryFn: () => api(routes.loadingList.raPackages, { params: { code, ra } }),
    enabled: ra !== null,
  });

/** Any change of a list moves its detail, cards and the lists' counts. */
function useInvalidateLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.all() }),
      client.invalidateQueries({ queryKey: shipmentKeys.ras() }),
    ]);
}

export function useCreateLoadingList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (nidoperacion: number) => api(routes.loadingList.create, { body: { nidoperacion } }),
    meta: { successMessage: (created: string) => `Lista ${created} creada` },
    onSuccess: () => invalidate(),
  });
}

export function useAddRas(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: { operacionId: number; raList: number[] }) =>
      api(routes.loadingList.addRas, { params: { code }, body }),
    meta: {
      successMessage: (_: unknown, { raList }: { raList: number[] }) =>
        raList.length === 1
          ? `RA ${raList[0]} agregado a la lista ${code}`
          : `${raList.length} RA agregados a la lista ${code}`,
    },
    onSuccess: () => invalidate(),
  });
}

export function useRemoveRa(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ operation, ra }: { operation: number; ra: number }) =>
      api(routes.loadingList.removeRa, { params: { code, operation, ra } }),
    meta: { successMessage: (_: unknown, { ra }: { ra: number }) => `RA ${ra} quitado de la lista ${code}` },
    onSuccess: () => invalidate(),
  });
}

export function useCommentRa(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ ra, sobservaciones }: { ra: number; sobservaciones: string }) =>
      api(routes.loadingList.raComment, { params: { code, ra }, body: { sobservaciones } }),
    meta: { successMessage: (_: unknown, { ra }: { ra: number }) => `Observación del RA ${ra} guardada` },
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePackages(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({
      ra,
      changes,
    }: {
      ra: number;
      changes: Array<{ niditem: number; ncantidadbultos: number }>;
    }) => api(routes.loadingList.updateRaPackages, { params: { code, ra }, body: changes }),
    meta: { successMessage: (_: unknown, { ra }: { ra: number }) => `Bultos del RA ${ra} actualizados` },
    onSuccess: () => invalidate(),
  });
}

export function useCloseList(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: CloseLoadingListRequest) => api(routes.loadingList.close, { params: { code }, body }),
    meta: { successMessage: `Lista ${code} cerrada` },
    onSuccess: () => invalidate(),
  });
}

/** 'Lista bodega' and 'Lista valorizada': the spec's file names, dated today in Chile. */
export type ListReport = 'bodega' | 'valorizada' | 'transportista';
const REPORTS = {
  bodega: { route: routes.loadingList.report, fileName: warehouseListFileName },
  valorizada: { route: routes.loadingList.reportValued, fileName: valuedListFileName },
  transportista: { route: routes.loadingList.reportCarrier, fileName: carrierListFileName },
} as const;

/** The list's spreadsheets: 'Lista bodega', 'Lista valorizada' and, closed or later, 'Lista transportista'. */
export function useDownloadReport(code: string) {
  return useMutation({
    mutationFn: async (kind: ListReport) => {
      const blob = await apiBlob(REPORTS[kind].route, { params: { code } });
      saveBlob(blob, REPORTS[kind].fileName(code));
    },
  });
}
