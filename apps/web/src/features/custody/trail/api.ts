import type { UnitsResponse } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { shipmentKeys } from '../../../api/keys/shipment.ts';

/** Each unit of an RA with its trail; under the RA detail's key, so whatever refreshes the RA refreshes it. */
export const useUnitTrails = (nidra: number, enabled: boolean) =>
  useQuery({
    queryKey: [...shipmentKeys.detail(nidra), 'bultos'],
    queryFn: () => apiFetch<UnitsResponse>(`/Shipment/Detail/${nidra}/Bultos`),
    enabled,
  });
