import type { ClientDetail, ClientForm } from '@carga/domain';
import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/call.ts';
import { customerKeys as keys } from '../../../api/keys/customer.ts';
import { shipmentKeys } from '../../../api/keys/shipment.ts';

// Cliente - Proveedor (spec 2 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export type ListQuery = Record<string, string | number>;

export const useClientList = (query: ListQuery) =>
  useQuery({
    queryKey: keys.clientList(query),
    queryFn: ({ signal }) => api(routes.customer.clients, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useClientCombos = () =>
  useQuery({
    queryKey: keys.clientCombos(),
    queryFn: () => api(routes.customer.clientCombos),
    staleTime: hour,
  });

export const useClient = (id: number | null) =>
  useQuery({
    queryKey: keys.client(id ?? 0),
    queryFn: () => api(routes.customer.client, { params: { id } }),
    enabled: id !== null,
  });

/** A client's change shows in the client lists, the address and tariff lists (names) and the searches. */
export function useInvalidateClients() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.clients() }),
      client.invalidateQueries({ queryKey: keys.addresses() }),
      client.invalidateQueries({ queryKey: keys.tariffs() }),
      client.invalidateQueries({ queryKey: shipmentKeys.people() }),
    ]);
}

/** 'Crear' (no id yet) or 'Actualizar'; the answer is the client as stored, kept as its detail. */
export function useSaveClient(id: number | null) {
  const client = useQueryClient();
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (body: ClientForm) =>
      id === null
        ? api(routes.customer.createClient, { body })
        : api(routes.customer.updateClient, { params: { id }, body }),
    meta: {
      successMessage: (saved: ClientDetail) =>
        `Cliente ${saved.snombrecorto} ${id === null ? 'creado' : 'actualizado'}`,
    },
    onSuccess: (saved) => {
      client.setQueryData(keys.client(saved.nidcliente), saved);
      invalidate();
    },
  });
}
