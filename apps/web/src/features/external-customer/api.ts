import type { customerFilters, z } from '@carga/domain';
import { type RouteResponse, routes } from '@carga/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { externalCustomerKeys as keys } from '../../api/keys/external-customer.ts';

// 'Mis cargas' (spec 1 section 7). The RA detail, receipt and files are the receptions feature's hooks.

const hour = 60 * 60 * 1000;

export type CustomerFilters = z.infer<typeof customerFilters>;
export type CustomerListResponse = RouteResponse<typeof routes.shipmentLists.customerList>;

export const useCustomerFilters = () =>
  useQuery({
    queryKey: keys.filters(),
    queryFn: () => api(routes.shipmentLists.customerFilters),
    staleTime: hour,
  });

export const useCustomerList = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api(routes.shipmentLists.customerList, { query, signal }),
    placeholderData: keepPreviousData,
  });
