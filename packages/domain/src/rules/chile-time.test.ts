import { describe, expect, it } from 'vitest';
import {
  chileCalendarDay,
  chileOffsetMinutes,
  chileToday,
  chileWallClock,
  fileDate,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatPrintedDateTime,
  parseChileInput,
  parseDayMonthYear,
  toChileInput,
  toIsoWithChileOffset,
} from './chile-time.ts';

describe("Chile's wall clock", () => {
  it('puts a late-night UTC instant on the previous day in Chile', () => {
    // 02:30 UTC is 23:30 of the day before in Santiago (UTC-3 in summer).
    const instant = new Date('2026-11-21T02:30:00.000Z');
    expect(chileToday(instant)).toBe('2026-11-20');
    expect(formatDate(instant)).toBe('20/11/2026');
    expect(formatDate('2026-11-21T02:30:00.000Z')).toBe('20/11/2026');
    expect(fileDate(instant)).toBe('20-11-2026');
    expect(chileCalendarDay(instant).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(chileWallClock(instant)).toEqual({
      year: 2026,
      month: 11,
      day: 20,
      hour: 23,
      minute: 30,
      second: 0,
    });
  });

  it('follows daylight saving time: UTC-3 in summer, UTC-4 in winter, and the days the clock changes', () => {
    expect(chileOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(-180);
    expect(chileOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    // First Sunday of April: at 00:00 (UTC-3) the clock goes back to 23:00 of Saturday.
    expect(formatDateTime('2026-04-05T02:30:00Z')).toBe('04/04/2026, 23:30:00');
    expect(formatDateTime('2026-04-05T03:30:00Z')).toBe('04/04/2026, 23:30:00');
    // First Sunday of September: at 00:00 (UTC-4) the clock jumps to 01:00.
    expect(formatDateTime('2026-09-06T03:30:00Z')).toBe('05/09/2026, 23:30:00');
    expect(formatDateTime('2026-09-06T04:30:00Z')).toBe('06/09/2026, 01:30:00');
    expect(chileToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(chileToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('writes the formats of the screens, the printed documents and the file names', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDateTime('2026-11-21T19:48:04.818Z')).toBe('21/11/2026, 16:48:04');
    expect(formatPrintedDateTime(new Date('2025-01-15T02:00:00Z'))).toBe('14/01/2025 23:00:00');
    expect(formatDayTime('2026-11-03T13:15:00.000Z')).toBe('03/11/2026 10:15');
    expect(formatDayTime(new Date('2026-11-03T23:05:00.000Z'))).toBe('03/11/2026 20:05');
    expect(fileDate(new Date('2026-07-04T12:00:00Z'))).toBe('04-07-2026');
  });

  it('leaves a plain calendar date on its day and text that is no date as it came', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate('sin fecha')).toBe('sin fecha');
    expect(formatDateTime('')).toBe('');
  });

  it('reads typed dates as dd/MM/yyyy', () => {
    expect(parseDayMonthYear('21/11/2026')).toBe('2026-11-21');
    expect(parseDayMonthYear('1-2-2026')).toBe('2026-02-01');
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('2026-02-01')).toBeNull();
  });

  it("turns a date-time typed on Chile's clock into the instant, across a change of clock", () => {
    expect(parseChileInput('2026-11-03T10:15')?.toISOString()).toBe('2026-11-03T13:15:00.000Z');
    expect(parseChileInput('2026-07-03T10:15')?.toISOString()).toBe('2026-07-03T14:15:00.000Z');
    expect(parseChileInput('2026-09-06T01:30')?.toISOString()).toBe('2026-09-06T04:30:00.000Z');
    expect(parseChileInput('2026-11-03')).toBeNull();
    const instant = new Date('2026-07-03T14:15:30.045Z');
    expect(toChileInput(instant)).toBe('2026-07-03T10:15');
    expect(toIsoWithChileOffset(instant)).toBe('2026-07-03T10:15:30.045-04:00');
    expect(new Date(toIsoWithChileOffset(instant)).getTime()).toBe(instant.getTime());
  });
});
