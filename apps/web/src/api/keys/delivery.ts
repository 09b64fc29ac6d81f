// 'Destino / Entregar': a delivery moves these cards, the RA's detail, the lists and the figures.

export const deliveryKeys = {
  all: () => ['delivery'] as const,
  list: (query: object) => ['delivery', 'list', query] as const,
};
