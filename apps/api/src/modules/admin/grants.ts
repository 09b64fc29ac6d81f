import { MENU_CODES, messages } from '@carga/domain';

/** What a user may see and where they work. */
export interface UserAccess {
  oficinas: string[];
  bodegas: string[];
  menus: string[];
}

export const NO_ACCESS: UserAccess = { oficinas: [], bodegas: [], menus: [] };

/** Codes in one list and not in the other, either way: what a change grants or takes away. */
export function changedCodes(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((code) => !before.includes(code));
  const removed = before.filter((code) => !after.includes(code));
  return [...new Set([...added, ...removed])];
}

export const addedCodes = (before: readonly string[], after: readonly string[]) =>
  after.filter((code) => !before.includes(code));

/**
 * A staff member hands out only what they hold: they may grant or take away the menus they have and
 * the offices and warehouses they work at; the rest of the target's codes stay as they are.
 * Answers the Spanish reason of a refusal, or null.
 */
export function grantProblem(caller: UserAccess, before: UserAccess, after: UserAccess): string | null {
  if (changedCodes(before.menus, after.menus).some((code) => !caller.menus.includes(code))) {
    return messages.grantMenuNotHeld;
  }
  const places = [
    ...changedCodes(before.oficinas, after.oficinas).map((code) => caller.oficinas.includes(code)),
    ...changedCodes(before.bodegas, after.bodegas).map((code) => caller.bodegas.includes(code)),
  ];
  return places.some((held) => !held) ? messages.grantPlaceNotHeld : null;
}

/**
 * Whether the target holds a menu, office or warehouse the caller lacks. Resetting such a user's password
 * would let the caller sign in with more rights than they have, so it is refused (as is deactivating them).
 */
export function outranks(target: UserAccess, caller: UserAccess): boolean {
  return (
    target.menus.some((code) => !caller.menus.includes(code)) ||
    target.oficinas.some((code) => !caller.oficinas.includes(code)) ||
    target.bodegas.some((code) => !caller.bodegas.includes(code))
  );
}

/** Without duplicates; places sorted, menus in the order of spec 1 section 6. */
export function normalizeAccess(access: UserAccess): UserAccess {
  const order = (code: string) => (MENU_CODES as readonly string[]).indexOf(code);
  return {
    oficinas: [...new Set(access.oficinas)].sort(),
    bodegas: [...new Set(access.bodegas)].sort(),
    menus: [...new Set(access.menus)].sort((a, b) => order(a) - order(b)),
  };
}
