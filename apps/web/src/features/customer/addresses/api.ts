import type { AddressCreate, AddressDetail, AddressForm } from '@carga/domain';
import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/call.ts';
import { customerKeys as keys } from '../../../api/keys/customer.ts';
import { shipmentKeys } from '../../../api/keys/shipment.ts';
import type { ListQuery } from '../clients/api.ts';

// Direcciones (spec 2 section 7). Components use these hooks, never fetch.

export const useAddressList = (query: ListQuery) =>
  useQuery({
    queryKey: keys.addressList(query),
    queryFn: ({ signal }) => api(routes.customer.addresses, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAddress = (ids: { clientId: number; addressId: number } | null) =>
  useQuery({
    queryKey: keys.address(ids?.clientId ?? 0, ids?.addressId ?? 0),
    queryFn: () => api(routes.customer.address, { params: { id: ids!.clientId, dirId: ids!.addressId } }),
    enabled: ids !== null,
  });

/** An address changes the address lists and its client's count (and the addresses the wizard offers). */
function useInvalidateAddresses() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.addresses() }),
      client.invalidateQueries({ queryKey: keys.clients() }),
      client.invalidateQueries({ queryKey: shipmentKeys.people() }),
    ]);
}

/** First stage of 'Nueva dirección': the client's rut only. */
export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressCreate) => api(routes.customer.createAddress, { body }),
    meta: { successMessage: 'Dirección creada' },
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAddress(clientId: number, addressId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressForm) =>
      api(routes.customer.updateAddress, { params: { id: clientId, dirId: addressId }, body }),
    meta: { successMessage: (saved: AddressDetail) => `Dirección de ${saved.snombrecorto} actualizada` },
    onSuccess: (saved) => {
      client.setQueryData(keys.address(clientId, addressId), saved);
      invalidate();
    },
  });
}
