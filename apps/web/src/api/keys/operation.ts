// Operations, their costs and sales: a change of costs moves the list's sums and the sales too. The
// filters have roots of their own, so that a change of an operation does not reload them.

export const operationKeys = {
  all: () => ['operation'] as const,
  list: (query: object) => ['operation', 'list', query] as const,
  costs: (id: number) => ['operation', 'detail', id, 'costs'] as const,
  sales: (id: number) => ['operation', 'detail', id, 'sales'] as const,
  filters: (origin: string) => ['operation-filters', origin] as const,
  detailFilters: () => ['operation-detail-filters'] as const,
  costFilters: (id: number) => ['operation-cost-filters', id] as const,
};
