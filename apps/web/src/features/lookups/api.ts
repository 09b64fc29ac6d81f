import type { City, Office, Region, Storage } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { lookupKeys } from '../../api/keys/lookups.ts';

const hour = 60 * 60 * 1000;

export const useOffices = (enabled = true) =>
  useQuery({
    queryKey: lookupKeys.offices(),
    queryFn: () => apiFetch<Office[]>('/Office'),
    staleTime: hour,
    enabled,
  });

export const useStorages = (enabled = true) =>
  useQuery({
    queryKey: lookupKeys.storages(),
    queryFn: () => apiFetch<Storage[]>('/Storage'),
    staleTime: hour,
    enabled,
  });

export const useRegions = () =>
  useQuery({
    queryKey: lookupKeys.regions(),
    queryFn: () => apiFetch<Region[]>('/Shipment/Region'),
    staleTime: hour,
  });

export const useCities = () =>
  useQuery({
    queryKey: lookupKeys.cities(),
    queryFn: () => apiFetch<City[]>('/Shipment/City'),
    staleTime: hour,
  });
