import { daysIn, MAX_REPORT_DAYS } from '@cashier/contracts';
import { addDays } from '@cashier/sale';

/** A report's business days, both counted, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export const PRESETS = [
  'today',
  'yesterday',
  'last7',
  'thisMonth',
  'lastMonth',
  'last30',
  'last365',
] as const;
export type Preset = (typeof PRESETS)[number];

/** The range a report opens with when the address names none. */
export const DEFAULT_PRESET: Preset = 'thisMonth';

export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The days a preset covers, counted back from `today` (a business date). */
export function presetRange(preset: Preset, today: string): DayRange {
  const month = today.slice(0, 8);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last365':
      return { from: addDays(today, -364), to: today };
    case 'thisMonth':
      return { from: `${month}01`, to: today };
    case 'lastMonth': {
      const end = addDays(`${month}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

/** The preset a range is, for the given today, or null for a range picked by hand. */
export function presetOf(range: DayRange, today: string): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

export type RangeProblem = 'toBeforeFrom' | 'tooLong' | null;

/** Why a range cannot be asked for (the server's own checks, said before asking), or null. */
export function rangeProblem({ from, to }: DayRange): RangeProblem {
  if (from > to) return 'toBeforeFrom';
  if (daysIn(from, to) > MAX_REPORT_DAYS) return 'tooLong';
  return null;
}

/**
 * A change from `previous` to `current` as a fraction (0.25 is +25 %), or null when there was
 * nothing before to compare with.
 * @example change(125, 100) // 0.25
 */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
