// One factory of query keys per resource: mutations invalidate exactly what they change.
export const queryKeys = {
  offices: () => ['offices'] as const,
  storages: () => ['storages'] as const,
  regions: () => ['regions'] as const,
  cities: () => ['cities'] as const,
  statistics: {
    main: (code: string | null) => ['statistics', 'main', code] as const,
    origin: (code: string | null) => ['statistics', 'origin', code] as const,
    warehouse: (code: string | null) => ['statistics', 'warehouse', code] as const,
    /** The origin office's RAs that arrived short or damaged: follows the RAs like the figures. */
    differences: (code: string | null, page: number) => ['statistics', 'differences', code, page] as const,
  },
  shipment: {
    all: () => ['shipment'] as const,
    /** Everything of one RA: invalidated whole when a step changes data other steps show. */
    ra: (id: number) => ['shipment', 'ra', id] as const,
    stepOneCombos: () => ['shipment', 'step-one-combos'] as const,
    stepOne: (id: number) => ['shipment', 'ra', id, 'step-one'] as const,
    receptionConditions: (id: number) => ['shipment', 'ra', id, 'reception-conditions'] as const,
    cargoDescription: (id: number) => ['shipment', 'ra', id, 'cargo-description'] as const,
    documents: (id: number) => ['shipment', 'ra', id, 'documents'] as const,
    packages: (id: number) => ['shipment', 'ra', id, 'packages'] as const,
    attachments: (id: number) => ['shipment', 'ra', id, 'attachments'] as const,
    people: (kind: string, by: 'rut' | 'nombre', text: string) =>
      ['shipment', 'people', kind, by, text] as const,
  },
  receptions: {
    all: () => ['receptions'] as const,
    /** Every RA list (image capture, receptions, preparation): an RA action or upload makes them stale. */
    lists: () => ['receptions', 'list'] as const,
    imageCapture: (query: object) => ['receptions', 'list', 'image-capture', query] as const,
    receptions: (query: object) => ['receptions', 'list', 'receptions', query] as const,
    preparation: (query: object) => ['receptions', 'list', 'preparation', query] as const,
    receptionsFilters: () => ['receptions', 'filters', 'receptions'] as const,
    /** The preparation combos carry the summary by state, so they follow the RAs too. */
    preparationFilters: (office: string) => ['receptions', 'list', 'preparation-summary', office] as const,
    detail: (id: number) => ['receptions', 'detail', id] as const,
    history: (id: number) => ['receptions', 'detail', id, 'history'] as const,
  },
  /** 'Destino / Entregar': a delivery moves these cards, the RA's detail, the lists and the figures. */
  delivery: {
    all: () => ['delivery'] as const,
    list: (query: object) => ['delivery', 'list', query] as const,
  },
  customer: {
    filters: () => ['customer', 'filters'] as const,
    lists: () => ['customer', 'list'] as const,
    list: (query: object) => ['customer', 'list', query] as const,
  },
  /** Configuration of users, offices, warehouses and package types: each kind's lists and details. */
  admin: {
    kind: (kind: 'users' | 'offices' | 'storages' | 'package-types') => ['admin', kind] as const,
    list: (kind: 'users' | 'offices' | 'storages' | 'package-types', query: object) =>
      ['admin', kind, 'list', query] as const,
    detail: (kind: 'users' | 'offices' | 'storages' | 'package-types', id: string | number) =>
      ['admin', kind, 'detail', id] as const,
  },
  /** Clients/suppliers, addresses and tariffs: a change invalidates its kind's lists and details. */
  configuration: {
    clients: () => ['configuration', 'clients'] as const,
    clientList: (query: object) => ['configuration', 'clients', 'list', query] as const,
    client: (id: number) => ['configuration', 'clients', 'detail', id] as const,
    clientCombos: () => ['configuration', 'client-combos'] as const,
    addresses: () => ['configuration', 'addresses'] as const,
    addressList: (query: object) => ['configuration', 'addresses', 'list', query] as const,
    address: (clientId: number, addressId: number) =>
      ['configuration', 'addresses', 'detail', clientId, addressId] as const,
    tariffs: () => ['configuration', 'tariffs'] as const,
    tariffList: (query: object) => ['configuration', 'tariffs', 'list', query] as const,
    tariff: (key: object) => ['configuration', 'tariffs', 'detail', key] as const,
    tariffFilters: () => ['configuration', 'tariff-filters'] as const,
    /** Under the RA's detail key, so that a change of the RA refreshes its price too. */
    raPrice: (id: number) => ['receptions', 'detail', id, 'price'] as const,
  },
  /** Operations, their costs and sales: a change of costs moves the list's sums and the sales too. */
  operations: {
    all: () => ['operations'] as const,
    list: (query: object) => ['operations', 'list', query] as const,
    filters: (origin: string) => ['operations-filters', origin] as const,
    detailFilters: () => ['operations-detail-filters'] as const,
    costs: (id: number) => ['operations', 'detail', id, 'costs'] as const,
    costFilters: (id: number) => ['operations-cost-filters', id] as const,
    sales: (id: number) => ['operations', 'detail', id, 'sales'] as const,
  },
  /** Load lists: a change of a list's RAs moves its cards, summary and the lists' counts. */
  loadingLists: {
    all: () => ['loading-lists'] as const,
    list: (query: object) => ['loading-lists', 'list', query] as const,
    filters: () => ['loading-lists-filters'] as const,
    operations: (origin: string) => ['loading-lists-operations', origin] as const,
    detail: (code: string) => ['loading-lists', 'detail', code] as const,
    ras: (code: string, page: number) => ['loading-lists', 'detail', code, 'ras', page] as const,
    available: (code: string, query: object) =>
      ['loading-lists', 'detail', code, 'available', query] as const,
    packages: (code: string, ra: number) => ['loading-lists', 'detail', code, 'packages', ra] as const,
  },
  /** Despacho: the closed lists waiting to leave and one list's dispatch detail. */
  dispatch: {
    all: () => ['dispatch'] as const,
    list: (query: object) => ['dispatch', 'list', query] as const,
    filters: () => ['dispatch-filters'] as const,
    detail: (code: string, operation: number) => ['dispatch', 'detail', code, operation] as const,
  },
  /** Recibir: a count of one RA moves its card, the list's totals and the lists' differences. */
  destination: {
    all: () => ['destination'] as const,
    list: (query: object) => ['destination', 'list', query] as const,
    filters: () => ['destination-filters'] as const,
    detail: (code: string) => ['destination', 'detail', code] as const,
    ras: (code: string, page: number) => ['destination', 'detail', code, 'ras', page] as const,
    packages: (code: string, ra: number) => ['destination', 'detail', code, 'packages', ra] as const,
  },
};
