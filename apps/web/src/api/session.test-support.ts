import type { Session } from './session.ts';

/** A signed-in staff session with the given menu codes, for the menu and dashboard tests. */
export const staffSession = (menus: string[], currentOfiBod = 'OFISCL'): Session => ({
  token: 't',
  refreshToken: 'r',
  nombre: 'Ana',
  rut: null,
  oficinas: ['OFISCL'],
  bodegas: ['BDSCL'],
  menus,
  currentOfiBod,
});
