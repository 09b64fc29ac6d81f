import type {
  CostFilters,
  CostListResponse,
  OperationDetailFilters,
  OperationFilters,
  OperationListResponse,
  SaleListResponse,
} from '@carga/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Operaciones (spec 2 section 7). Components use these hooks, never fetch.

const keys = queryKeys.operations;
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
