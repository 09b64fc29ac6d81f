import type { City, Office, Region, Storage } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

const hour = 60 * 60 * 1000;

export const useOffices = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.offices(),
    queryFn: () => apiFetch<Office[]>('/Office'),
    staleTime: hour,
    enabled,
  });

export const useStorages = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.storages(),
    queryFn: () => apiFetch<Storage[]>('/Storage'),
    staleTime: hour,
    enabled,
  });

export const useRegions = () =>
  useQuery({
    queryKey: queryKeys.regions(),
    queryFn: () => apiFetch<Region[]>('/Shipment/Region'),
    staleTime: hour,
  });

export const useCities = () =>
  useQuery({
    queryKey: queryKeys.cities(),
    queryFn: () => apiFetch<City[]>('/Shipment/City'),
    staleTime: hour,
  });
