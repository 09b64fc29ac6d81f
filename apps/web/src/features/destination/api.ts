import type { DestinationSealResult } from '@carga/domain';
import { carrierListFileName, routes, warehouseListFileName } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { dashboardKeys } from '../../api/keys/dashboard.ts';
import { destinationKeys as keys } from '../../api/keys/destination.ts';
import { loadingListKeys } from '../../api/keys/loading-list.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';

// Recibir and 'Entrega de carga' (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

/** One counted package line, as the PUT takes it: ncantidadbultos is what arrived of the line. */
export interface PackageCount {
  niditem: number;
  ncantidadbultos: number;
  ncantidaddanada: number;
  smotivodiferencia: string;
}

export const useDestinationList = (query: Record<string, string | number>, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api(routes.destination.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDestinationFilters = () =>
  useQuery({
    queryKey: keys.filters(),
    queryFn: () => api(routes.destination.filters),
    staleTime: hour,
  });

export const useDestinationDetail = (code: string) =>
  useQuery({
    queryKey: keys.detail(code),
    queryFn: () => api(routes.destination.detail, { params: { id: code } }),
    enabled: code !== '',
  });

export const useDestinationRas = (code: string, page: number) =>
  useQuery({
    queryKey: keys.ras(code, page),
    queryFn: () => api(routes.destination.ras, { params: { id: code }, query: { Page: page } }),
    placeholderData: keepPreviousData,
    enabled: code !== '',
  });

export const useDestinationPackages = (code: string, ra: number | null) =>
  useQuery({
    queryKey: keys.packages(code, ra ?? 0),
    queryFn: () => api(routes.destination.raPackages, { params: { id: code, ra } }),
    enabled: ra !== null,
  });

/** What 'Recepcionar' will record, read afresh each time it asks (issue 29). */
export const useReceptionPreview = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.preview(code),
    queryFn: () => api(routes.destination.receptionPreview, { params: { id: code } }),
    enabled,
    staleTime: 0,
  });

/** The count of an RA moves its card, the list's totals and the differences on the Recibir cards. */
export function useCountPackages(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ra, lines }: { ra: number; lines: PackageCount[] }) =>
      api(routes.destination.updateRaPackages, { params: { id: code, ra }, body: lines }),
    meta: { successMessage: (_: unknown, { ra }: { ra: number }) => `Conteo del RA ${ra} guardado` },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** 'Recepcionar': the list and its RAs arrive, so the RA lists and the load lists move too. */
export function useReceiveList(code: string) {
  const client = useQueryClient();
  return useMutation({
    // 'S' receives a scanned arrival with units never scanned, recorded as missing (issue 14).
    mutationFn: (confirmMissing?: boolean) =>
      api(routes.destination.receive, {
        params: { id: code },
        body: confirmMissing ? { sconfirmafaltantes: 'S' } : {},
      }),
    meta: { successMessage: `Lista ${code} recepcionada` },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all() }),
        client.invalidateQueries({ queryKey: loadingListKeys.all() }),
        client.invalidateQueries({ queryKey: shipmentKeys.ras() }),
        client.invalidateQueries({ queryKey: dashboardKeys.statistics() }),
      ]),
  });
}

/**
 * 'Registrar sello': the seal found on the truck (issue 14). A different one is an incident on the list, on
 * the RA detail of its RAs and on the origin dashboard, so those are read again.
 */
export function useSaveArrivalSeal(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sselloseguridad: string) =>
      api(routes.destination.seal, { params: { id: code }, body: { sselloseguridad } }),
    meta: {
      successMessage: (result: DestinationSealResult) =>
        result.sindincidenciasello === 'S'
          ? `Sello ${result.ssellollegada} registrado: no coincide con el despachado (${result.sselloseguridad ?? 'sin sello'})`
          : `Sello ${result.ssellollegada} registrado`,
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.detail(code) }),
        client.invalidateQueries({ queryKey: shipmentKeys.ras() }),
        client.invalidateQueries({ queryKey: dashboardKeys.statistics() }),
      ]),
  });
}

/** 'Lista transportista' at the destination: the truck's list with the seal it left with (issue 12). */
export function useDestinationCarrierReport(code: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await apiBlob(routes.destination.reportCarrier, { params: { id: code } });
      saveBlob(blob, carrierListFileName(code));
    },
  });
}

/** 'Imprimir': the list's spreadsheet under the spec's name, dated today in Chile. */
export function useDestinationReport(code: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await apiBlob(routes.destination.report, { params: { id: code } });
      saveBlob(blob, warehouseListFileName(code));
    },
  });
}
