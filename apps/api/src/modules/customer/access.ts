import type { MenuCode } from '@carga/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.ts';

// Who keeps which part of the client book (spec 1 section 6). A route's `access.menus` means any of
// them; Cliente/Proveedor needs both codes, so its routes also run `requireAllMenus`.

export const CLIENT_MENUS: MenuCode[] = ['CNF-CLIENTES', 'CNF-PROVEEDORES'];
export const ADDRESS_MENUS: MenuCode[] = ['CNF-CLIENTES'];
export const TARIFF_MENUS: MenuCode[] = ['CNF-TARIFAS'];

const staffWith = (menus: MenuCode[]) => ({ audience: 'staff' as const, menus });

/** An onRequest hook, after the auth plugin's: the caller must hold every one of the codes. */
export const requireAllMenus =
  (codes: MenuCode[]) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!codes.every((code) => request.principal.menus.includes(code))) throw forbidden();
  };

export const clientAccess = {
  config: { access: staffWith(CLIENT_MENUS) },
  onRequest: requireAllMenus(CLIENT_MENUS),
};
export const addressAccess = { config: { access: staffWith(ADDRESS_MENUS) } };
export const tariffAccess = { config: { access: staffWith(TARIFF_MENUS) } };
