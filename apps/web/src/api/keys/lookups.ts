// The shared lookups: offices and warehouses change through the configuration screens.

export const lookupKeys = {
  offices: () => ['lookups', 'offices'] as const,
  storages: () => ['lookups', 'storages'] as const,
  regions: () => ['lookups', 'regions'] as const,
  cities: () => ['lookups', 'cities'] as const,
};
