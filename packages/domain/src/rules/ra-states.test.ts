import { describe, expect, it } from 'vitest';
import { canTransition, isWizardEditable, RA_STATES } from './ra-states.ts';

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
});
