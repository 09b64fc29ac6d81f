// Recibir: a count of one RA moves its card, the list's totals and the lists' differences.

export const destinationKeys = {
  all: () => ['destination'] as const,
  list: (query: object) => ['destination', 'list', query] as const,
  detail: (code: string) => ['destination', 'detail', code] as const,
  ras: (code: string, page: number) => ['destination', 'detail', code, 'ras', page] as const,
  packages: (code: string, ra: number) => ['destination', 'detail', code, 'packages', ra] as const,
  preview: (code: string) => ['destination', 'detail', code, 'preview'] as const,
  filters: () => ['destination-filters'] as const,
};
