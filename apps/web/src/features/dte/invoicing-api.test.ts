import { describe, expect, it } from 'vitest';
import { previousMonth } from './invoicing-api.ts';

describe('the period Facturación proposes', () => {
  it('is the previous calendar month, across the year and in leap years', () => {
    expect(previousMonth('2026-12-15')).toEqual({ dperiododesde: '2026-11-01', dperiodohasta: '2026-11-30' });
    expect(previousMonth('2027-01-01')).toEqual({ dperiododesde: '2026-12-01', dperiodohasta: '2026-12-31' });
    expect(previousMonth('2028-03-31')).toEqual({ dperiododesde: '2028-02-01', dperiodohasta: '2028-02-29' });
  });
});
