import type {
  DifferencesByRouteResponse,
  IntakeResponse,
  LeadTimeResponse,
  ParameterOption,
  PendingResponse,
  SalesResponse,
} from '@carga/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { apiDownload, saveBlob } from '../../api/download.ts';

// 'Gestión' (issue 17): each chart's figures for the filters, and its table as .xlsx.

export interface ManagementFilters {
  desde: string;
  hasta: string;
  /** An office or warehouse of the user's; '' for all of them. */
  codigo: string;
  codigoVia: string;
}

export const managementKeys = {
  all: () => ['management'] as const,
  chart: (chart: string, query: Record<string, string | number>) => ['management', chart, query] as const,
  vias: () => ['management', 'vias'] as const,
};

const minute = 60 * 1000;

/** One chart's figures; the previous range's stay on screen while the next one loads. */
export function useChart<T>(chart: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: managementKeys.chart(chart, query),
    queryFn: ({ signal }) => apiFetch<T>(`/Gestion/${chart}`, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: minute,
    retry: false,
  });
}

export const useIntake = (q: Record<string, string | number>) => useChart<IntakeResponse>('Ingresos', q);
export const useSales = (q: Record<string, string | number>) => useChart<SalesResponse>('Ventas', q);
export const useLeadTimes = (q: Record<string, string | number>) => useChart<LeadTimeResponse>('Plazos', q);
export const useDifferences = (q: Record<string, string | number>) =>
  useChart<DifferencesByRouteResponse>('Diferencias', q);
export const usePending = (q: Record<string, string | number>) => useChart<PendingResponse>('Pendientes', q);

export const useVias = () =>
  useQuery({
    queryKey: managementKeys.vias(),
    queryFn: () => apiFetch<ParameterOption[]>('/Gestion/Vias'),
    staleTime: 60 * minute,
  });

/** 'Exportar': the chart's table for the same filters, saved as gestion-<chart>-<desde>-<hasta>.xlsx. */
export const useExport = (chart: string, query: Record<string, string | number>) =>
  useMutation({
    mutationFn: async () => {
      const blob = await apiDownload(`/Gestion/${chart}/Exportar`, { query });
      saveBlob(blob, `gestion-${chart.toLowerCase()}-${query.desde}-${query.hasta}.xlsx`);
    },
  });
