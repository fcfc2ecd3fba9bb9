import { describe, expect, it } from 'vitest';
import { duration, periodLabel } from './format';
import { change, isCalendarDate, presetOf, presetRange, rangeProblem } from './range';

describe('report ranges', () => {
  it('gives each preset its days, both counted', () => {
    const today = '2026-03-10';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-03-04', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-09', to: today });
    expect(presetRange('last365', today)).toEqual({ from: '2025-03-11', to: today });
    expect(presetOf({ from: '2026-03-04', to: today }, today)).toBe('last7');
    expect(presetOf({ from: '2026-03-03', to: today }, today)).toBeNull();
  });

  it('refuses what the server refuses: an end before the start, more than 366 days', () => {
    expect(rangeProblem({ from: '2026-03-10', to: '2026-03-09' })).toBe('toBeforeFrom');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull(); // 366 days
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('writes changes, durations and periods', () => {
    expect(change(125, 100)).toBe(0.25);
    expect(change(5, 0)).toBeNull();
    expect(duration(125, 'en')).toBe('2:05');
    expect(duration(3725, 'en')).toBe('1:02:05');
    // Arabic writes its own digits where the locale's numbering says so.
    const digit = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(duration(65, 'ar')).toBe(`${digit(1)}:${digit(0)}${digit(5)}`);
    expect(periodLabel('2026-11-01', 'month', '2026-11-30', 'en')).toBe('November 2026');
    expect(periodLabel('2026-11-29', 'week', '2026-11-30', 'en')).toBe('Nov 29, 2026 – Nov 30, 2026');
  });
});
