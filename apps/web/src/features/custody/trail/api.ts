import { routes } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/call.ts';
import { shipmentKeys } from '../../../api/keys/shipment.ts';

/** Each unit of an RA with its trail; under the RA detail's key, so whatever refreshes the RA refreshes it. */
export const useUnitTrails = (nidra: number, enabled: boolean) =>
  useQuery({
    queryKey: [...shipmentKeys.detail(nidra), 'bultos'],
    queryFn: () => api(routes.shipment.units, { params: { id: nidra } }),
    enabled,
  });
