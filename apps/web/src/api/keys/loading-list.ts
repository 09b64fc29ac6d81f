// Load lists: a change of a list's RAs moves its cards, summary and the lists' counts. The filters and
// the open operations a new list may use have roots of their own.

export const loadingListKeys = {
  all: () => ['loading-list'] as const,
  list: (query: object) => ['loading-list', 'list', query] as const,
  detail: (code: string) => ['loading-list', 'detail', code] as const,
  ras: (code: string, page: number) => ['loading-list', 'detail', code, 'ras', page] as const,
  available: (code: string, query: object) => ['loading-list', 'detail', code, 'available', query] as const,
  packages: (code: string, ra: number) => ['loading-list', 'detail', code, 'packages', ra] as const,
  filters: () => ['loading-list-filters'] as const,
  /** The open operations of every origin warehouse: a change of an operation makes them stale. */
  openOperations: () => ['loading-list-operations'] as const,
  operations: (origin: string) => ['loading-list-operations', origin] as const,
};
