import { describe, expect, it } from 'vitest';
import { monthCover } from './lead-times.repo.ts';
import { wholeWeeks } from './management.repo.ts';

describe('monthCover: the months of a range as whole years, quarters and months', () => {
  it('takes the largest whole period at each step, from the first month', () => {
    expect(monthCover('2024-11-26', '2026-11-26')).toEqual({
      years: ['2025-01-01'],
      quarters: ['2026-01-01', '2026-04-01', '2026-07-01'],
      months: ['2024-11-01', '2024-12-01', '2026-10-01', '2026-11-01'],
    });
  });

  it('uses single months where no quarter fits, and a quarter only when whole', () => {
    expect(monthCover('2026-11-05', '2026-11-20')).toEqual({
      years: [],
      quarters: [],
      months: ['2026-11-01'],
    });
    expect(monthCover('2026-02-01', '2026-06-30')).toEqual({
      years: [],
      quarters: ['2026-04-01'],
      months: ['2026-02-01', '2026-03-01'],
    });
    expect(monthCover('2025-01-01', '2026-12-31')).toEqual({
      years: ['2025-01-01', '2026-01-01'],
      quarters: [],
      months: [],
    });
  });

  it('covers every month touched exactly once', () => {
    const cover = monthCover('2023-05-17', '2026-02-03');
    const months = [
      ...cover.months,
      ...cover.quarters.flatMap((q) => [0, 1, 2].map((k) => shift(q, k))),
      ...cover.years.flatMap((y) => Array.from({ length: 12 }, (_, k) => shift(y, k))),
    ].sort();
    expect(months).toEqual(Array.from({ length: 34 }, (_, k) => shift('2023-05-01', k)));
  });
});

describe('wholeWeeks: the Mondays of the whole weeks inside a range', () => {
  it('answers the first and last Monday, or null when no week is whole', () => {
    // 2026-11-02 is a Monday.
    expect(wholeWeeks('2026-11-02', '2026-11-15')).toEqual({ first: '2026-11-02', last: '2026-11-09' });
    expect(wholeWeeks('2026-11-03', '2026-11-22')).toEqual({ first: '2026-11-09', last: '2026-11-16' });
    expect(wholeWeeks('2026-11-03', '2026-11-08')).toBeNull();
  });
});

/** The first day of the month `k` months after `day`'s. */
function shift(day: string, k: number) {
  const m = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + k;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
}
