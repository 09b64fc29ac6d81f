import { type Pickup, type PickupRequest, type PickupState, routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/call.ts';

// Issue 35, the first mile: pickup requests (solicitudes de retiro), for the office's staff ('Retiros') and
// customers ('Solicitar retiro'). Components use these hooks, never fetch.

const root = 'pickup';

/** A new request joins the lists; an annulled one changes them and its own. */
export const pickupKeys = {
  all: () => [root] as const,
  list: (filter: PickupFilter) => [root, 'list', filter] as const,
  comunas: () => [root, 'comunas'] as const,
  clients: (text: string) => [root, 'clients', text] as const,
  one: (id: number) => [root, 'one', id] as const,
};

export interface PickupFilter {
  /** The office (staff); '' for a customer's own requests at any office. */
  office: string;
  /** 'yyyy-mm-dd'; '' for every day. */
  day: string;
  state: PickupState | '';
  page: number;
}

export const usePickups = (filter: PickupFilter, enabled = true) =>
  useQuery({
    queryKey: pickupKeys.list(filter),
    queryFn: ({ signal }) =>
      api(routes.pickup.list, {
        query: {
          codigoOficina: filter.office || undefined,
          fecha: filter.day || undefined,
          estado: filter.state || undefined,
          Page: filter.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Chile's comunas with their region (readable by customers too). */
export const usePickupComunas = () =>
  useQuery({
    queryKey: pickupKeys.comunas(),
    queryFn: ({ signal }) => api(routes.pickup.comunas, { signal }),
    staleTime: 60 * 60 * 1000,
  });

/** The clients whose name has `text` (2 letters or more), with their addresses, for the staff's form. */
export const usePickupClients = (text: string) =>
  useQuery({
    queryKey: pickupKeys.clients(text),
    queryFn: ({ signal }) => api(routes.parties.senders, { query: { nombre: text }, signal }),
    enabled: text.trim().length >= 2,
  });

/** One request (the wizard opened for it: 'Ingresar RA'). */
export const usePickup = (id: number | null) =>
  useQuery({
    queryKey: pickupKeys.one(id ?? 0),
    queryFn: ({ signal }) => api(routes.pickup.get, { params: { id: id as number }, signal }),
    enabled: id !== null,
  });

export function useCreatePickup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupRequest) => api(routes.pickup.create, { body }),
    meta: { successMessage: (p: Pickup) => `Solicitud de retiro N° ${p.nidretiro} registrada` },
    onSettled: () => client.invalidateQueries({ queryKey: pickupKeys.all() }),
  });
}

export function useCancelPickup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, smotivo }: { id: number; smotivo: string }) =>
      api(routes.pickup.cancel, { params: { id }, body: { smotivo } }),
    meta: { successMessage: (p: Pickup) => `Solicitud de retiro N° ${p.nidretiro} anulada` },
    onSettled: () => client.invalidateQueries({ queryKey: pickupKeys.all() }),
  });
}
