import { type RouteResponse, routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';

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

/** Each chart's figures and its export (none for Reparto, issue 35), by the spec's name of the chart. */
const charts = {
  Ingresos: { figures: routes.management.intake, file: routes.management.intakeExport },
  Ventas: { figures: routes.management.sales, file: routes.management.salesExport },
  Plazos: { figures: routes.management.leadTimes, file: routes.management.leadTimesExport },
  Diferencias: { figures: routes.management.differences, file: routes.management.differencesExport },
  Pendientes: { figures: routes.management.pending, file: routes.management.pendingExport },
  Reparto: { figures: routes.reparto.management, file: null },
} as const;
export type Chart = keyof typeof charts;

/** Whether the chart's table can be downloaded ('Exportar'). */
export const exportable = (chart: Chart) => charts[chart].file !== null;

/** One chart's figures; the previous range's stay on screen while the next one loads. */
export function useChart<C extends Chart>(chart: C, query: Record<string, string | number>) {
  return useQuery({
    queryKey: managementKeys.chart(chart, query),
    queryFn: ({ signal }) =>
      api(charts[chart].figures, { query, signal }) as Promise<RouteResponse<(typeof charts)[C]['figures']>>,
    placeholderData: keepPreviousData,
    staleTime: minute,
    retry: false,
  });
}

export const useIntake = (q: Record<string, string | number>) => useChart('Ingresos', q);
export const useSales = (q: Record<string, string | number>) => useChart('Ventas', q);
export const useLeadTimes = (q: Record<string, string | number>) => useChart('Plazos', q);
export const useDifferences = (q: Record<string, string | number>) => useChart('Diferencias', q);
export const usePending = (q: Record<string, string | number>) => useChart('Pendientes', q);
export const useDoorDelivery = (q: Record<string, string | number>) => useChart('Reparto', q);

export const useVias = () =>
  useQuery({
    queryKey: managementKeys.vias(),
    queryFn: () => api(routes.management.vias),
    staleTime: 60 * minute,
  });

/** 'Exportar': the chart's table for the same filters, saved as gestion-<chart>-<desde>-<hasta>.xlsx. */
export const useExport = (chart: Chart, query: Record<string, string | number>) =>
  useMutation({
    mutationFn: async () => {
      const file = charts[chart].file;
      if (!file) throw new Error(`${chart} has no export`);
      const blob = await apiBlob(file, { query });
      saveBlob(blob, `gestion-${chart.toLowerCase()}-${query.desde}-${query.hasta}.xlsx`);
    },
  });
