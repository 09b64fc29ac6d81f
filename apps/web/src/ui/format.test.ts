import { describe, expect, it } from 'vitest';
import { formatClp, formatDate, formatDateTime, formatMeasure } from './format.ts';

// The dates are the domain's (packages/domain/src/rules/chile-time.test.ts); here, the numbers.
describe('display formats (spec 1 section 9)', () => {
  it('writes CLP with the symbol, dots and no decimals', () => {
    expect(formatClp(1234567)).toBe('$1.234.567');
    expect(formatClp(0)).toBe('$0');
  });

  it('writes measures with up to 5 decimals in es-CL', () => {
    expect(formatMeasure(1.38)).toBe('1,38');
    expect(formatMeasure(239.130434782)).toBe('239,13043');
    expect(formatMeasure(166.666666)).toBe('166,66667');
    expect(formatMeasure(0.12)).toBe('0,12');
    expect(formatMeasure(4)).toBe('4');
  });

  it("shows the domain's Chilean dates", () => {
    expect(formatDate('2026-11-21T02:30:00.000Z')).toBe('20/11/2026');
    expect(formatDateTime('2026-11-21T19:48:04.818Z')).toBe('21/11/2026, 16:48:04');
  });
});
