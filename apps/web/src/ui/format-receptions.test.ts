import { describe, expect, it } from 'vitest';
import { fileDate, formatClp, formatDate, formatDateTime, formatMeasure } from './format.ts';

describe('display formats (spec 1 section 9)', () => {
  it('shows dates as dd/MM/yyyy in Chile, a plain date unmoved', () => {
    expect(formatDate('2026-11-01')).toBe('01/11/2026');
    // 02:30 UTC is still the previous evening in Santiago (UTC-3 in November).
    expect(formatDate('2026-11-21T02:30:00.000Z')).toBe('20/11/2026');
  });

  it("shows timestamps as 'dd/MM/yyyy, HH:mm:ss'", () => {
    expect(formatDateTime('2026-11-21T19:48:04.818Z')).toBe('21/11/2026, 16:48:04');
  });

  it('shows CLP without decimals and measures with up to 5', () => {
    expect(formatClp(1234567)).toBe('$1.234.567');
    expect(formatMeasure(166.666666)).toBe('166,66667');
    expect(formatMeasure(0.12)).toBe('0,12');
    expect(formatMeasure(20)).toBe('20');
  });

  it('names downloads by the day in Chile: dd-MM-yyyy', () => {
    expect(fileDate(new Date('2026-11-21T12:00:00Z'))).toBe('21-11-2026');
  });
});
