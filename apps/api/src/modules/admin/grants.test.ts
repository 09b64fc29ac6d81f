import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { changedCodes, grantProblem, NO_ACCESS, normalizeAccess, outranks } from './grants.ts';

const chief = { oficinas: ['OFISCL'], bodegas: [], menus: ['ORIG-INGRESO', 'CNF-BODEGAS'] };

describe('who may grant what', () => {
  it('finds the codes a change adds or removes', () => {
    expect(changedCodes(['A', 'B'], ['B', 'C'])).toEqual(['C', 'A']);
    expect(changedCodes(['A'], ['A'])).toEqual([]);
  });

  it('lets a caller grant and take away only what they hold', () => {
    expect(
      grantProblem(chief, NO_ACCESS, { ...NO_ACCESS, oficinas: ['OFISCL'], menus: ['ORIG-INGRESO'] }),
    ).toBe(null);
    expect(grantProblem(chief, NO_ACCESS, { ...NO_ACCESS, menus: ['BOD-OPERACION'] })).toBe(
      messages.grantMenuNotHeld,
    );
    expect(grantProblem(chief, NO_ACCESS, { ...NO_ACCESS, bodegas: ['BDSCL'] })).toBe(
      messages.grantPlaceNotHeld,
    );
    const warehouseUser = { oficinas: [], bodegas: ['BDSCL'], menus: ['BOD-OPERACION'] };
    // What the caller lacks may stay as it is…
    expect(
      grantProblem(chief, warehouseUser, { ...warehouseUser, menus: ['BOD-OPERACION', 'ORIG-INGRESO'] }),
    ).toBe(null);
    // …but not be taken away.
    expect(grantProblem(chief, warehouseUser, { ...warehouseUser, bodegas: [] })).toBe(
      messages.grantPlaceNotHeld,
    );
  });

  it('knows when a user holds more than the caller', () => {
    expect(outranks({ oficinas: ['OFISCL'], bodegas: [], menus: ['ORIG-INGRESO'] }, chief)).toBe(false);
    expect(outranks({ oficinas: [], bodegas: ['BDSCL'], menus: [] }, chief)).toBe(true);
    expect(outranks(NO_ACCESS, chief)).toBe(false);
  });

  it('orders menus as the spec lists them and drops repeats', () => {
    expect(
      normalizeAccess({
        oficinas: ['OFISCL', 'OFIPUQ', 'OFISCL'],
        bodegas: [],
        menus: ['CNF-BULTOS', 'ORIG-RECEP'],
      }),
    ).toEqual({ oficinas: ['OFIPUQ', 'OFISCL'], bodegas: [], menus: ['ORIG-RECEP', 'CNF-BULTOS'] });
  });
});
