import { describe, expect, it } from 'vitest';
import {
  actsAtOrigin,
  canTransition,
  canTransitionList,
  IN_TRANSIT_STATES,
  isListDispatchable,
  isListEditable,
  isListReceivable,
  isWizardEditable,
  LOADING_LIST_STATES,
  PENDING_DELIVERY_STATES,
  PENDING_DISPATCH_STATES,
  RA_STATES,
  type RaState,
  raStateFromUnits,
} from './ra-states.ts';

describe('RA state machine', () => {
  it('finishes the wizard from ENCREA or ENPREP into ENPREP or BORIG', () => {
    expect(canTransition('ENCREA', 'ENPREP')).toBe(true);
    expect(canTransition('ENCREA', 'BORIG')).toBe(true);
    expect(canTransition('ENPREP', 'BORIG')).toBe(true);
  });

  it('refuses every move out of ANULA and ENVIA, and back into ENCREA', () => {
    for (const to of RA_STATES) {
      expect(canTransition('ANULA', to)).toBe(false);
      expect(canTransition('ENVIA', to)).toBe(false);
    }
    for (const from of RA_STATES) expect(canTransition(from, 'ENCREA')).toBe(false);
    expect(canTransition('BORIG', 'ENPREP')).toBe(false);
  });

  it('voids or returns to the office from any state but ENVIA and ANULA', () => {
    for (const from of ['ENCREA', 'ENPREP', 'BORIG'] as const) {
      expect(canTransition(from, 'ANULA')).toBe(true);
      expect(canTransition(from, 'ENVIA')).toBe(true);
    }
  });

  it('lets the wizard edit only ENCREA and ENPREP', () => {
    expect(RA_STATES.filter(isWizardEditable)).toEqual(['ENCREA', 'ENPREP']);
  });

  it('puts an RA of the origin warehouse on a load list and back, and nowhere else from there', () => {
    expect(canTransition('BORIG', 'ENLIS')).toBe(true);
    expect(canTransition('ENLIS', 'BORIG')).toBe(true);
    for (const to of ['ENCREA', 'ENPREP', 'ENVIA', 'ANULA'] as const)
      expect(canTransition('ENLIS', to)).toBe(false);
    expect(canTransition('ENPREP', 'ENLIS')).toBe(false);
  });
});

describe('RA through transit, destination and delivery', () => {
  const allowed: Array<[RaState, RaState]> = [
    ['ENLIS', 'ENTRA'],
    ['ENLIS', 'BORIG'],
    ['ENTRA', 'BDEST'],
    ['BDEST', 'ENTRE'],
  ];

  it('allows exactly these moves out of the warehouse-flow states', () => {
    for (const from of ['ENLIS', 'ENTRA', 'BDEST', 'ENTRE'] as const) {
      for (const to of RA_STATES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never skips transit or reception, and nothing leaves a delivered RA', () => {
    for (const from of ['ENCREA', 'ENPREP', 'BORIG'] as const) {
      for (const to of ['ENTRA', 'BDEST', 'ENTRE'] as const) expect(canTransition(from, to)).toBe(false);
    }
    expect(canTransition('ENLIS', 'BDEST')).toBe(false);
    expect(canTransition('ENTRA', 'ENTRE')).toBe(false);
    for (const to of RA_STATES) expect(canTransition('ENTRE', to)).toBe(false);
    for (const from of ['ENTRA', 'BDEST', 'ENTRE'] as const) {
      expect(canTransition(from, 'ANULA')).toBe(false);
      expect(canTransition(from, 'ENVIA')).toBe(false);
    }
  });

  it('puts an RA in the state of its least advanced units', () => {
    const units = (free: number, pending: number, transit: number, arrived: number) =>
      raStateFromUnits({ free, pending, transit, arrived });
    expect(units(5, 0, 0, 0)).toBe('BORIG');
    expect(units(2, 3, 0, 0)).toBe('ENLIS');
    expect(units(0, 5, 0, 0)).toBe('ENLIS');
    expect(units(2, 0, 3, 0)).toBe('BORIG');
    expect(units(0, 2, 3, 0)).toBe('ENLIS');
    expect(units(0, 0, 5, 0)).toBe('ENTRA');
    expect(units(0, 0, 2, 3)).toBe('ENTRA');
    expect(units(0, 0, 0, 5)).toBe('BDEST');
    expect(units(1, 0, 0, 4)).toBe('BORIG');
  });

  it('counts each state in one dashboard figure at most', () => {
    expect(IN_TRANSIT_STATES).toEqual(['ENTRA']);
    expect(PENDING_DELIVERY_STATES).toEqual(['BDEST']);
    const figures = [...PENDING_DISPATCH_STATES, ...IN_TRANSIT_STATES, ...PENDING_DELIVERY_STATES];
    expect(new Set(figures).size).toBe(figures.length);
  });

  it('dispatches only closed lists and receives only dispatched ones', () => {
    expect(LOADING_LIST_STATES.filter(isListDispatchable)).toEqual(['CERRADA']);
    expect(LOADING_LIST_STATES.filter(isListReceivable)).toEqual(['DESPA']);
  });
});

describe('who voids and returns an RA', () => {
  const ra = (scodestado: string) => ({ scodestado, scodoficinaorigen: 'OFISCL', scodbodegaorigen: 'BDSCL' });
  const office = { oficinas: ['OFISCL'], bodegas: [], menus: ['ORIG-RECEP'] };
  const warehouse = { oficinas: [], bodegas: ['BDSCL'], menus: ['BOD-RECEP'] };

  it('the origin office, with its menu, whatever the state (the table decides the rest)', () => {
    for (const state of RA_STATES) expect(actsAtOrigin(office, ra(state))).toBe(true);
    expect(actsAtOrigin({ ...office, menus: ['ORIG-INGRESO'] }, ra('ENPREP'))).toBe(false);
  });

  it('the origin warehouse only while the cargo is there', () => {
    expect(RA_STATES.filter((state) => actsAtOrigin(warehouse, ra(state)))).toEqual(['BORIG', 'ENLIS']);
    expect(actsAtOrigin({ ...warehouse, menus: ['ORIG-RECEP'] }, ra('BORIG'))).toBe(false);
  });

  it('never the destination office nor warehouse', () => {
    const destination = { oficinas: ['OFIPUQ'], bodegas: ['BDPUQ'], menus: ['ORIG-RECEP', 'BOD-RECEP'] };
    for (const state of RA_STATES) expect(actsAtOrigin(destination, ra(state))).toBe(false);
  });
});

describe('load list state machine', () => {
  it('moves ENCREA → CERRADA → DESPA → RECEP, one step at a time', () => {
    expect(canTransitionList('ENCREA', 'CERRADA')).toBe(true);
    expect(canTransitionList('CERRADA', 'DESPA')).toBe(true);
    expect(canTransitionList('DESPA', 'RECEP')).toBe(true);
    expect(canTransitionList('ENCREA', 'DESPA')).toBe(false);
    expect(canTransitionList('CERRADA', 'ENCREA')).toBe(false);
    for (const to of LOADING_LIST_STATES) expect(canTransitionList('RECEP', to)).toBe(false);
  });

  it('lets only a list in creation change', () => {
    expect(LOADING_LIST_STATES.filter(isListEditable)).toEqual(['ENCREA']);
  });
});
