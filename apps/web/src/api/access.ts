import type { MenuCode } from '@carga/domain';
import { hasMenu, isCustomerSession, type Session } from './session.ts';

/** Who may open a screen: mirrors the API's access of the calls the screen makes. */
export type RouteAudience = { customer: true } | { menus: MenuCode[] } | { staff: true } | { any: true };

export const anyone = { any: true } as const;
export const staffOnly = { staff: true } as const;
export const customerOnly = { customer: true } as const;
/** Staff holding at least one of these codes. */
export const withMenus = (...codes: MenuCode[]): RouteAudience => ({ menus: codes });

export function canOpen(audience: RouteAudience, session: Session): boolean {
  const customer = isCustomerSession(session);
  return (
    'any' in audience ||
    ('customer' in audience && customer) ||
    ('staff' in audience && !customer) ||
    ('menus' in audience && !customer && hasMenu(session, ...audience.menus))
  );
}
