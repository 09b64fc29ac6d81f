import type {
  CostFilters,
  CostForm,
  CostListResponse,
  OperationDetailFilters,
  OperationFilters,
  OperationForm,
  OperationListResponse,
  OperationSaved,
  SaleListResponse,
} from '@carga/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { loadingListKeys } from '../../api/keys/loading-list.ts';
import { operationKeys as keys } from '../../api/keys/operation.ts';

// Operaciones (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export type ListQuery = Record<string, string | number>;

export const useOperationList = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiFetch<OperationListResponse>('/Operation', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useOperationFilters = (origin: string) =>
  useQuery({
    queryKey: keys.filters(origin),
    queryFn: () =>
      apiFetch<OperationFilters>('/Operation/Filters', { query: { codigoBodegaOrigen: origin } }),
    staleTime: hour,
    enabled: origin !== '',
  });

export const useOperationDetailFilters = () =>
  useQuery({
    queryKey: keys.detailFilters(),
    queryFn: () => apiFetch<OperationDetailFilters>('/Operation/Detail/Filters'),
    staleTime: hour,
  });

export const useOperationCosts = (id: number | null) =>
  useQuery({
    queryKey: keys.costs(id ?? 0),
    queryFn: () => apiFetch<CostListResponse>(`/Operation/Cost/${id}`, { query: { getSummary: 'true' } }),
    enabled: id !== null,
  });

export const useCostFilters = (id: number | null) =>
  useQuery({
    queryKey: keys.costFilters(id ?? 0),
    queryFn: () => apiFetch<CostFilters>(`/Operation/Cost/Filters/${id}`),
    enabled: id !== null,
    staleTime: hour,
  });

export const useOperationSales = (id: number | null) =>
  useQuery({
    queryKey: keys.sales(id ?? 0),
    queryFn: () => apiFetch<SaleListResponse>(`/Operation/Sale/${id}`, { query: { getSummary: 'true' } }),
    enabled: id !== null,
  });

// ---- Mutations: every change refreshes the operation's list, costs, sales and summaries -------------

/** The operations, and the open operations a new load list may choose from. */
const invalidateOperations = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keys.all() }),
    client.invalidateQueries({ queryKey: loadingListKeys.openOperations() }),
  ]);

/** Creates the operation (no id yet) or updates it. */
export function useSaveOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OperationForm }) =>
      id === null
        ? apiFetch<OperationSaved>('/Operation', { method: 'POST', body })
        : apiFetch<OperationSaved>(`/Operation/${id}`, { method: 'PUT', body }),
    meta: {
      successMessage: (saved: OperationSaved, { id }: { id: number | null }) =>
        `Operación ${saved.nidoperacion} ${id === null ? 'creada' : 'actualizada'}`,
    },
    onSuccess: () => invalidateOperations(client),
  });
}

export interface CostSaved {
  nidcosto: number;
  nidoperacion: number;
}

/** Adds a cost (no id) or updates it. */
export function useSaveCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ costId, body }: { costId: number | null; body: CostForm }) =>
      costId === null
        ? apiFetch<CostSaved>('/Operation/Cost', { method: 'POST', body })
        : apiFetch<CostSaved>(`/Operation/Cost/${costId}`, { method: 'PUT', body }),
    meta: {
      successMessage: (_: CostSaved, { costId }: { costId: number | null }) =>
        costId === null ? 'Costo agregado' : 'Costo actualizado',
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export function useDeleteCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operationId, costId }: { operationId: number; costId: number }) =>
      apiFetch<CostSaved>(`/Operation/Cost/${operationId}/${costId}`, { method: 'DELETE' }),
    meta: { successMessage: 'Costo eliminado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export function useCloseOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<OperationSaved>(`/Operation/Close/${id}`, { method: 'PUT' }),
    meta: { successMessage: (saved: OperationSaved) => `Operación ${saved.nidoperacion} cerrada` },
    onSuccess: () => invalidateOperations(client),
  });
}
