// Despacho: the closed lists waiting to leave and one list's dispatch detail.

export const dispatchKeys = {
  all: () => ['dispatch'] as const,
  list: (query: object) => ['dispatch', 'list', query] as const,
  detail: (code: string, operation: number) => ['dispatch', 'detail', code, operation] as const,
  filters: () => ['dispatch-filters'] as const,
};
