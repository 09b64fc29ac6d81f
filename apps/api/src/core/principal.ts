import type { MenuCode } from '@carga/domain';

/**
 * Who calls: the session and its user, read from the database or from the caller cache, which every
 * change of either empties (so deactivation and revocation act at once; plugins/caller-cache.ts).
 * Every layer above the core may import it; the auth plugin (plugins/auth.ts) fills it on each request.
 */
export interface Principal {
  nidusuario: number;
  sidsesion: string;
  susuario: string;
  nombre: string;
  /** Set for customers: the client RUT whose cargo they may see. */
  rut: string | null;
  oficinas: string[];
  bodegas: string[];
  menus: string[];
}

/**
 * Who may call a route. Secure by default: a route without `access` is for staff only.
 * - public: no token (sign-in, health, docs);
 * - any: any signed-in user, staff or customer (the service scopes a customer to their own cargo);
 * - staff: users without a RUT, holding at least one of `menus` when given.
 */
export type Access = { audience: 'public' } | { audience: 'any' } | { audience: 'staff'; menus?: MenuCode[] };

/** The claims of an access token: the user and the session. */
export interface AccessClaims {
  sub: number;
  sid: string;
}

export const isCustomer = (p: Principal) => p.rut !== null;

/** Whether the caller works at this office or warehouse code. */
export const worksAt = (p: Principal, code: string) => p.oficinas.includes(code) || p.bodegas.includes(code);
