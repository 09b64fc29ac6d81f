import { describe, expect, it } from 'vitest';
import { placeLabel, routeLabel, staffRoleAt } from './places.ts';

describe('placeLabel', () => {
  it('writes the description, then the code in brackets', () => {
    expect(placeLabel('Bodega Santiago', 'BDSCL')).toBe('Bodega Santiago (BDSCL)');
    expect(placeLabel(' Oficina Santiago ', ' OFSCL')).toBe('Oficina Santiago (OFSCL)');
  });

  it('falls back to what it has', () => {
    expect(placeLabel(undefined, 'BDSCL')).toBe('BDSCL');
    expect(placeLabel('', 'BDSCL')).toBe('BDSCL');
    expect(placeLabel('BDSCL', 'BDSCL')).toBe('BDSCL');
    expect(placeLabel('Bodega Santiago', null)).toBe('Bodega Santiago');
    expect(placeLabel(null, null)).toBe('');
    expect(placeLabel(null, '', 'Sin bodega')).toBe('Sin bodega');
  });

  it('writes a route from one place to another', () => {
    expect(
      routeLabel(
        { description: 'Bodega Santiago', code: 'BDSCL' },
        { description: 'Bodega Punta Arenas', code: 'BDPUQ' },
      ),
    ).toBe('Bodega Santiago (BDSCL) → Bodega Punta Arenas (BDPUQ)');
  });
});

describe('staffRoleAt (issue 29: customers read roles, not accounts)', () => {
  it('names the role by the kind of place', () => {
    expect(staffRoleAt('BDPUQ')).toBe('Personal de bodega');
    expect(staffRoleAt('OFISCL')).toBe('Personal de oficina');
    expect(staffRoleAt(null)).toBe('Personal de Carga');
  });
});
