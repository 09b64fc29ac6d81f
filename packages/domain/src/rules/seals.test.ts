import { describe, expect, it } from 'vitest';
import { arrivalSealText, sealsDiffer } from './seals.ts';

describe('seals', () => {
  it('compares seals trimmed and without letter case', () => {
    expect(sealsDiffer('S-100', ' s-100 ')).toBe(false);
    expect(sealsDiffer('S-100', 'S-101')).toBe(true);
    expect(sealsDiffer(null, 'S-100')).toBe(true);
  });

  it('writes the history line', () => {
    expect(arrivalSealText('12344', '12345')).toBe(
      'Sello a la llegada: 12345 (despachado: 12344), distinto al despachado',
    );
    expect(arrivalSealText('12345', '12345')).toBe(
      'Sello a la llegada: 12345 (despachado: 12345), igual al despachado',
    );
  });
});
