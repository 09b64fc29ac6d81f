import { routes } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { lookupKeys } from '../../api/keys/lookups.ts';

const hour = 60 * 60 * 1000;

export const useOffices = (enabled = true) =>
  useQuery({
    queryKey: lookupKeys.offices(),
    queryFn: () => api(routes.lookups.offices),
    staleTime: hour,
    enabled,
  });

export const useStorages = (enabled = true) =>
  useQuery({
    queryKey: lookupKeys.storages(),
    queryFn: () => api(routes.lookups.warehouses),
    staleTime: hour,
    enabled,
  });

export const useRegions = () =>
  useQuery({
    queryKey: lookupKeys.regions(),
    queryFn: () => api(routes.lookups.regions),
    staleTime: hour,
  });

export const useCities = () =>
  useQuery({
    queryKey: lookupKeys.cities(),
    queryFn: () => api(routes.lookups.cities),
    staleTime: hour,
  });
