// 'Mis cargas' query keys: an RA that moves makes the lists stale, not the filters.

const root = 'external-customer';

export const externalCustomerKeys = {
  filters: () => [root, 'filters'] as const,
  lists: () => [root, 'list'] as const,
  list: (query: object) => [root, 'list', query] as const,
};
