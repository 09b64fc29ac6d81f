// The customer area's query keys (clients and suppliers, addresses, tariffs): a change invalidates its
// kind's lists and details; the combos and filters stay (they change with the offices and lookups).

const root = 'customer';

export const customerKeys = {
  clients: () => [root, 'clients'] as const,
  clientList: (query: object) => [root, 'clients', 'list', query] as const,
  client: (id: number) => [root, 'clients', 'detail', id] as const,
  /** The client's terms (issue 33): cuenta corriente, credit limit, payment days, balance. */
  clientCredit: (id: number) => [root, 'clients', 'credit', id] as const,
  clientCombos: () => [root, 'client-combos'] as const,
  addresses: () => [root, 'addresses'] as const,
  addressList: (query: object) => [root, 'addresses', 'list', query] as const,
  address: (clientId: number, addressId: number) =>
    [root, 'addresses', 'detail', clientId, addressId] as const,
  tariffs: () => [root, 'tariffs'] as const,
  tariffList: (query: object) => [root, 'tariffs', 'list', query] as const,
  tariff: (key: object) => [root, 'tariffs', 'detail', key] as const,
  tariffFilters: () => [root, 'tariff-filters'] as const,
};
