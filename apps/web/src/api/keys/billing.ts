// 'Caja' and 'Cobranza' (issue 33): a payment moves the RA's money, the caller's caja and the cajas list.

const root = 'billing';

export const billingKeys = {
  all: () => [root] as const,
  settings: () => [root, 'settings'] as const,
  /** The caller's open caja (or none): every payment screen asks for it. */
  currentCaja: () => [root, 'caja', 'current'] as const,
  cajas: () => [root, 'caja', 'list'] as const,
  cajaList: (query: object) => [root, 'caja', 'list', query] as const,
  caja: (id: number) => [root, 'caja', 'detail', id] as const,
  /** An RA's condition, state and movements. */
  raPayment: (id: number) => [root, 'ra', id] as const,
};
