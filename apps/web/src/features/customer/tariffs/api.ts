import type {
  RaPriceResponse,
  TariffCreated,
  TariffDetailResponse,
  TariffFilters,
  TariffForm,
  TariffKey,
  TariffListResponse,
  TariffUpdate,
} from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys as keys } from '../../../api/keys/customer.ts';
import { isRaPriceKey, shipmentKeys } from '../../../api/keys/shipment.ts';
import type { ListQuery } from '../clients/api.ts';
import { tariffKeyOf } from './selection.ts';

// Tarifas (spec 2 section 7) and the price of an RA. Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export const useTariffList = (query: ListQuery) =>
  useQuery({
    queryKey: keys.tariffList(query),
    queryFn: ({ signal }) => apiFetch<TariffListResponse>('/Customer/Tarifa', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTariffFilters = () =>
  useQuery({
    queryKey: keys.tariffFilters(),
    queryFn: () => apiFetch<TariffFilters>('/Customer/Tarifa/Filters'),
    staleTime: hour,
  });

export const tariffPath = (k: TariffKey) =>
  `/Customer/Tarifa/${k.nidcliente}/${[
    k.scodoficinaorigen,
    k.scodoficinadestino,
    k.svia,
    k.scodmodalidad,
    k.scodtipocarga,
  ]
    .map(encodeURIComponent)
    .join('/')}`;

export const useTariff = (key: TariffKey | null) =>
  useQuery({
    queryKey: keys.tariff(key ?? {}),
    queryFn: () => apiFetch<TariffDetailResponse>(tariffPath(key!)),
    enabled: key !== null,
  });

/** A tariff changes the tariff lists, its client's count and the price of any RA shown. */
function useInvalidateTariffs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.tariffs() }),
      client.invalidateQueries({ queryKey: keys.clients() }),
      client.invalidateQueries({ predicate: (query) => isRaPriceKey(query.queryKey) }),
    ]);
}

export function useCreateTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({
    mutationFn: (body: TariffForm) => apiFetch<TariffCreated>('/Customer/Tarifa', { method: 'POST', body }),
    meta: { successMessage: (created: TariffCreated) => `Tarifa de ${created.snombrecorto} creada` },
    onSuccess: () => invalidate(),
  });
}

export function useUpdateTariff() {
  const client = useQueryClient();
  const invalidate = useInvalidateTariffs();
  return useMutation({
    mutationFn: (body: TariffUpdate) =>
      apiFetch<TariffDetailResponse>('/Customer/Tarifa', { method: 'PUT', body }),
    meta: {
      successMessage: (saved: TariffDetailResponse) =>
        `Tarifa de ${saved.tarifaClienteDto.snombrecorto} actualizada`,
    },
    onSuccess: (saved) => {
      client.setQueryData(keys.tariff(tariffKeyOf(saved.tarifaClienteDto)), saved);
      invalidate();
    },
  });
}

/** 'Valor del servicio' of an RA (staff only: customers are answered 403, so they never ask). */
export const useRaPrice = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: shipmentKeys.price(id),
    queryFn: () => apiFetch<RaPriceResponse>(`/Shipment/Price/${id}`),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });

/** 'Recalcular precio': the RA's price from the tariff valid on its reception day (before dispatch). */
export function useRepriceRa(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RaPriceResponse>(`/Shipment/Price/${id}`, { method: 'POST' }),
    meta: { successMessage: 'Precio recalculado' },
    onSuccess: (saved) => {
      client.setQueryData(shipmentKeys.price(id), saved);
      // The detail key covers the RA, its history (old and new amounts) and its price.
      return client.invalidateQueries({ queryKey: shipmentKeys.detail(id) });
    },
  });
}
