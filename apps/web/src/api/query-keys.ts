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
  },
};
