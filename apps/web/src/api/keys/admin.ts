// Configuration of users, offices, warehouses and package types: each kind's lists and details.

export type AdminKind = 'users' | 'offices' | 'storages' | 'package-types';

export const adminKeys = {
  kind: (kind: AdminKind) => ['admin', kind] as const,
  list: (kind: AdminKind, query: object) => ['admin', kind, 'list', query] as const,
  detail: (kind: AdminKind, id: string | number) => ['admin', kind, 'detail', id] as const,
};
