import { describe, expect, it } from 'vitest';
import { placeNameOnly, placeNamer } from './place-names.ts';

describe('placeNamer', () => {
  const name = placeNamer([
    { code: 'BDSCL', name: 'Bodega Santiago' },
    { code: 'OFSCL', name: 'Oficina Santiago' },
  ]);

  it("writes known places as 'description (code)'", () => {
    expect(name('BDSCL')).toBe('Bodega Santiago (BDSCL)');
    expect(name('OFSCL')).toBe('Oficina Santiago (OFSCL)');
  });

  it('shows an unknown code alone, and nothing for no code', () => {
    expect(name('BDXXX')).toBe('BDXXX');
    expect(name(null)).toBe('');
    expect(placeNamer([])('BDSCL')).toBe('BDSCL');
  });
});

describe('placeNameOnly', () => {
  it('writes the name alone, the code when the place is unknown', () => {
    const name = placeNameOnly([{ code: 'BDPUQ', name: 'Bodega Punta Arenas' }]);
    expect(name('BDPUQ')).toBe('Bodega Punta Arenas');
    expect(name('OFXXX')).toBe('OFXXX');
    expect(name('')).toBe('');
  });
});
