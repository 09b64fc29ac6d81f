import type {
  AvailableOperation,
  AvailableRa,
  CloseLoadingListRequest,
  ListPackagesResponse,
  LoadingListDetailResponse,
  LoadingListFilters,
  LoadingListRaResponse,
  LoadingListResponse,
} from '@carga/domain';
import { carrierListFileName, valuedListFileName, warehouseListFileName } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { apiDownload, saveBlob } from '../../api/download.ts';
import { loadingListKeys as keys } from '../../api/keys/loading-list.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';

// Lista de carga (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;
const path = (code: string) => `/LoadingList/${encodeURIComponent(code)}`;

export type ListQuery = Record<string, string | number>;

export const useLoadingLists = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiFetch<LoadingListResponse>('/LoadingList', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useLoadingListFilters = () =>
  useQuery({
    queryKey: keys.filters(),
    queryFn: () => apiFetch<LoadingListFilters>('/LoadingList/Filters'),
    staleTime: hour,
  });

export const useAvailableOperations = (origin: string) =>
  useQuery({
    queryKey: keys.operations(origin),
    queryFn: () =>
      apiFetch<AvailableOperation[]>('/LoadingList/AvailableOperations', {
        query: { codigoBodegaOrigen: origin },
      }),
    enabled: origin !== '',
  });

export const useLoadingList = (code: string) =>
  useQuery({
    queryKey: keys.detail(code),
    queryFn: () => apiFetch<LoadingListDetailResponse>(path(code)),
    enabled: code !== '',
  });

export const useListRas = (code: string, page: number) =>
  useQuery({
    queryKey: keys.ras(code, page),
    queryFn: () => apiFetch<LoadingListRaResponse>(`${path(code)}/RA/List`, { query: { Page: page } }),
    placeholderData: keepPreviousData,
    enabled: code !== '',
  });

export const useAvailableRas = (code: string, query: { operacionId: number; raId: number } | null) =>
  useQuery({
    queryKey: keys.available(code, query ?? {}),
    queryFn: () =>
      apiFetch<AvailableRa[]>(`${path(code)}/RA/Available/List`, { query: { ...query, clienteId: 0 } }),
    enabled: query !== null,
  });

export const useListPackages = (code: string, ra: number | null) =>
  useQuery({
    queryKey: keys.packages(code, ra ?? 0),
    queryFn: () => apiFetch<ListPackagesResponse>(`${path(code)}/RA/${ra}/Package`),
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
    mutationFn: (nidoperacion: number) =>
      apiFetch<string>('/LoadingList', { method: 'POST', body: { nidoperacion } }),
    meta: { successMessage: (created: string) => `Lista ${created} creada` },
    onSuccess: () => invalidate(),
  });
}

export function useAddRas(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: { operacionId: number; raList: number[] }) =>
      apiFetch(`${path(code)}/RA`, { method: 'POST', body }),
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
      apiFetch(`${path(code)}/${operation}/RA/${ra}`, { method: 'DELETE' }),
    meta: { successMessage: (_: unknown, { ra }: { ra: number }) => `RA ${ra} quitado de la lista ${code}` },
    onSuccess: () => invalidate(),
  });
}

export function useCommentRa(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ ra, sobservaciones }: { ra: number; sobservaciones: string }) =>
      apiFetch(`${path(code)}/RA/${ra}/Comment`, { method: 'PUT', body: { sobservaciones } }),
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
    }) => apiFetch(`${path(code)}/RA/${ra}/Package`, { method: 'PUT', body: changes }),
    meta: { successMessage: (_: unknown, { ra }: { ra: number }) => `Bultos del RA ${ra} actualizados` },
    onSuccess: () => invalidate(),
  });
}

export function useCloseList(code: string) {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: CloseLoadingListRequest) => apiFetch(`${path(code)}/Close`, { method: 'PUT', body }),
    meta: { successMessage: `Lista ${code} cerrada` },
    onSuccess: () => invalidate(),
  });
}

/** 'Lista bodega' and 'Lista valorizada': the spec's file names, dated today in Chile. */
export type ListReport = 'bodega' | 'valorizada' | 'transportista';
const REPORTS = {
  bodega: { path: '', fileName: warehouseListFileName },
  valorizada: { path: '/Valued', fileName: valuedListFileName },
  transportista: { path: '/Carrier', fileName: carrierListFileName },
} satisfies Record<ListReport, { path: string; fileName: (code: string) => string }>;

/** The list's spreadsheets: 'Lista bodega', 'Lista valorizada' and, closed or later, 'Lista transportista'. */
export function useDownloadReport(code: string) {
  return useMutation({
    mutationFn: async (kind: ListReport) => {
      const blob = await apiDownload(`${path(code)}/Report${REPORTS[kind].path}`);
      saveBlob(blob, REPORTS[kind].fileName(code));
    },
  });
}
