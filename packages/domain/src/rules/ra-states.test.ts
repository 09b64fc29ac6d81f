import { describe, expect, it } from 'vitest';
import {
  canTransition,
  canTransitionList,
  isListEditable,
  isWizardEditable,
  LOADING_LIST_STATES,
  RA_STATES,
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
