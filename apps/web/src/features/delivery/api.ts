import type { DeliveryRequest, DeliveryResult } from '@carga/domain';
import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { dashboardKeys } from '../../api/keys/dashboard.ts';
import { deliveryKeys as keys } from '../../api/keys/delivery.ts';
import { externalCustomerKeys } from '../../api/keys/external-customer.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';

// 'Destino / Entregar' (spec 1 menu DEST-ENTREGAR). Components use these hooks, never fetch.

export type DeliveryListQuery = Record<string, string | number>;

/** The current warehouse's RAs waiting for delivery (BDEST) or already delivered (ENTRE). */
export const useDeliveryList = (query: DeliveryListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api(routes.delivery.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The hand-over: the RA leaves the cards, its detail and every list show it delivered, the figures move. */
export function useDeliver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nidra, body }: { nidra: number; body: DeliveryRequest }) =>
      api(routes.delivery.deliver, { params: { id: nidra }, body }),
    meta: {
      successMessage: (result: DeliveryResult, { nidra }: { nidra: number }) =>
        result.entrega
          ? `Entrega del RA ${nidra} registrada`
          : `Entrega parcial del RA ${nidra} registrada: ${result.ncantidadentregada} bultos entregados, ${result.ncantidadpendiente} quedan en bodega`,
    },
    onSuccess: (_result, { nidra }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all() }),
        client.invalidateQueries({ queryKey: shipmentKeys.detail(nidra) }),
        client.invalidateQueries({ queryKey: shipmentKeys.lists() }),
        client.invalidateQueries({ queryKey: externalCustomerKeys.lists() }),
        client.invalidateQueries({ queryKey: dashboardKeys.statistics() }),
      ]),
  });
}
