import type { CostForm, OperationForm, OperationSaved } from '@carga/domain';
import { type RouteResponse, routes } from '@carga/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { loadingListKeys } from '../../api/keys/loading-list.ts';
import { operationKeys as keys } from '../../api/keys/operation.ts';

// Operaciones (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export type ListQuery = Record<string, string | number>;

export const useOperationList = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api(routes.operation.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useOperationFilters = (origin: string) =>
  useQuery({
    queryKey: keys.filters(origin),
    queryFn: () => api(routes.operation.filters, { query: { codigoBodegaOrigen: origin } }),
    staleTime: hour,
    enabled: origin !== '',
  });

export const useOperationDetailFilters = () =>
  useQuery({
    queryKey: keys.detailFilters(),
    queryFn: () => api(routes.operation.detailFilters),
    staleTime: hour,
  });

export const useOperationCosts = (id: number | null) =>
  useQuery({
    queryKey: keys.costs(id ?? 0),
    queryFn: () => api(routes.operation.costs, { params: { id }, query: { getSummary: 'true' } }),
    enabled: id !== null,
  });

export const useCostFilters = (id: number | null) =>
  useQuery({
    queryKey: keys.costFilters(id ?? 0),
    queryFn: () => api(routes.operation.costFilters, { params: { id } }),
    enabled: id !== null,
    staleTime: hour,
  });

export const useOperationSales = (id: number | null) =>
  useQuery({
    queryKey: keys.sales(id ?? 0),
    queryFn: () => api(routes.operation.sales, { params: { id }, query: { getSummary: 'true' } }),
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
        ? api(routes.operation.create, { body })
        : api(routes.operation.update, { params: { id }, body }),
    meta: {
      successMessage: (saved: OperationSaved, { id }: { id: number | null }) =>
        `Operación ${saved.nidoperacion} ${id === null ? 'creada' : 'actualizada'}`,
    },
    onSuccess: () => invalidateOperations(client),
  });
}

export type CostSaved = RouteResponse<typeof routes.operation.createCost>;

/** Adds a cost (no id) or updates it. */
export function useSaveCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ costId, body }: { costId: number | null; body: CostForm }) =>
      costId === null
        ? api(routes.operation.createCost, { body })
        : api(routes.operation.updateCost, { params: { id: costId }, body }),
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
      api(routes.operation.removeCost, { params: { operationId, costId } }),
    meta: { successMessage: 'Costo eliminado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export function useCloseOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(routes.operation.close, { params: { id } }),
    meta: { successMessage: (saved: OperationSaved) => `Operación ${saved.nidoperacion} cerrada` },
    onSuccess: () => invalidateOperations(client),
  });
}
