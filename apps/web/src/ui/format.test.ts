import { describe, expect, it } from 'vitest';
import {
  fileDate,
  formatClp,
  formatDate,
  formatDateTime,
  formatMeasure,
  parseDayMonthYear,
} from './format.ts';

describe('display formats', () => {
  it('writes CLP with the symbol, dots and no decimals', () => {
    expect(formatClp(1234567)).toBe('$1.234.567');
    expect(formatClp(0)).toBe('$0');
  });

  it('writes measures with up to 5 decimals in es-CL', () => {
    expect(formatMeasure(1.38)).toBe('1,38');
    expect(formatMeasure(239.130434782)).toBe('239,13043');
    expect(formatMeasure(4)).toBe('4');
  });

  it('writes dates as dd/MM/yyyy without moving plain dates, and timestamps in Chile', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDateTime('2026-01-15T15:30:00Z')).toBe('15/01/2026, 12:30:00');
    expect(fileDate(new Date('2026-07-04T12:00:00Z'))).toBe('04-07-2026');
  });

  it('reads typed dates as dd/MM/yyyy', () => {
    expect(parseDayMonthYear('21/11/2026')).toBe('2026-11-21');
    expect(parseDayMonthYear('1-2-2026')).toBe('2026-02-01');
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('2026-02-01')).toBeNull();
  });
});
