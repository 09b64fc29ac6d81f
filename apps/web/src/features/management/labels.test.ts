import { describe, expect, it } from 'vitest';
import { dayLabel, daysBefore, monthLabel, presetRange } from './labels.ts';

describe('Gestión labels and ranges', () => {
  it('writes days and months as the product does, without a time zone', () => {
    expect(dayLabel('2024-03-01')).toBe('01/03/2024');
    expect(monthLabel('2024-03')).toBe('03/2024');
  });

  it('counts days back across months and leap days', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-10', 29)).toBe('2025-12-12');
  });

  it('offers the last 30 days (today included) and this year so far', () => {
    expect(presetRange('last30', '2026-11-26')).toEqual({ desde: '2026-10-28', hasta: '2026-11-26' });
    expect(presetRange('year', '2026-11-26')).toEqual({ desde: '2026-01-01', hasta: '2026-11-26' });
  });
});
