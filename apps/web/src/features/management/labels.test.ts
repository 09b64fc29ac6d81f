import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  daysBefore,
  formatMoney,
  moneyAxisWidth,
  monthLabel,
  presetRange,
  routeText,
} from './labels.ts';

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

  it('writes money with its sign, the same on axes, tooltips and tables', () => {
    expect(formatMoney(-450_000)).toBe('-$450.000');
    expect(formatMoney(1_250_000)).toBe('$1.250.000');
    expect(formatMoney(-0.2)).toBe('$0');
  });

  it('widens a money axis so that a negative tick keeps its minus', () => {
    // 7.5 px a character at 12 px: '-$5.000.000' (a round tick past -$450.000) needs 83 px.
    expect(moneyAxisWidth([-450_000, 200_000])).toBeGreaterThanOrEqual(83);
    expect(moneyAxisWidth([-450_000])).toBeGreaterThan(moneyAxisWidth([450_000]));
    expect(moneyAxisWidth([0, 900])).toBe(60);
  });

  it('names a route by the names given, the code when there is none', () => {
    const names: Record<string, string> = { BDSCL: 'Bodega Santiago', BDPUQ: 'Bodega Punta Arenas' };
    expect(routeText('BDSCL', 'BDPUQ', (c) => names[c] ?? c)).toBe('Bodega Santiago → Bodega Punta Arenas');
    expect(routeText('BDSCL', '')).toBe('BDSCL → s/d');
  });
});
