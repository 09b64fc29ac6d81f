import type { TariffCreated, TariffDetailResponse, TariffForm, TariffKey, TariffUpdate } from '@carga/domain';
import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/call.ts';
import { customerKeys as keys } from '../../../api/keys/customer.ts';
import { isRaPriceKey, shipmentKeys } from '../../../api/keys/shipment.ts';
import type { ListQuery } from '../clients/api.ts';
import { tariffKeyOf } from './selection.ts';

// Tarifas (spec 2 section 7) and the price of an RA. Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

export const useTariffList = (query: ListQuery) =>
  useQuery({
    queryKey: keys.tariffList(query),
    queryFn: ({ signal }) => api(routes.customer.tariffs, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTariffFilters = () =>
  useQuery({
    queryKey: keys.tariffFilters(),
    queryFn: () => api(routes.customer.tariffFilters),
    staleTime: hour,
  });

/** A tariff's key as the path params of its detail. */
export const tariffParams = (k: TariffKey) => ({
  id: k.nidcliente,
  origin: k.scodoficinaorigen,
  destination: k.scodoficinadestino,
  via: k.svia,
  modality: k.scodmodalidad,
  cargoType: k.scodtipocarga,
});

export const useTariff = (key: TariffKey | null) =>
  useQuery({
    queryKey: keys.tariff(key ?? {}),
    queryFn: () => api(routes.customer.tariff, { params: tariffParams(key!) }),
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
    mutationFn: (body: TariffForm) => api(routes.customer.createTariff, { body }),
    meta: { successMessage: (created: TariffCreated) => `Tarifa de ${created.snombrecorto} creada` },
    onSuccess: () => invalidate(),
  });
}

export function useUpdateTariff() {
  const client = useQueryClient();
  const invalidate = useInvalidateTariffs();
  return useMutation({
    mutationFn: (body: TariffUpdate) => api(routes.customer.updateTariff, { body }),
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
    queryFn: () => api(routes.shipment.price, { params: { id } }),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });

/** 'Recalcular precio': the RA's price from the tariff valid on its reception day (before dispatch). */
export function useRepriceRa(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(routes.shipment.recalculatePrice, { params: { id } }),
    meta: { successMessage: 'Precio recalculado' },
    onSuccess: (saved) => {
      client.setQueryData(shipmentKeys.price(id), saved);
      // The detail key covers the RA, its history (old and new amounts) and its price.
      return client.invalidateQueries({ queryKey: shipmentKeys.detail(id) });
    },
  });
}
