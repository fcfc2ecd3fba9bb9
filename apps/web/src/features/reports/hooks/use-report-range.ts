import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useBusinessToday } from '@/lib/business-day';
import { withChanges } from '@/lib/search-params';
import {
  DEFAULT_PRESET,
  isCalendarDate,
  presetRange,
  rangeProblem,
  type DayRange,
  type RangeProblem,
} from '../range';

export interface ReportRange extends DayRange {
  /** Today's business date in the restaurant's time zone (the presets count from it). */
  today: string;
  /** Why the range in the address cannot be asked for, or null. */
  problem: RangeProblem;
  setRange: (range: DayRange) => void;
  /** The report's other search parameters (a tab, a filter, a page). */
  params: URLSearchParams;
  /** Changes some of those; anything but the page itself goes back to page 1. */
  setParams: (changes: Record<string, string | null>) => void;
}

/**
 * The report's business days, kept in the address (`?from=…&to=…`) so a report can be linked,
 * reloaded and printed again; this month when it names none or names a date that is not one.
 */
export function useReportRange(): ReportRange {
  const [params, setSearch] = useSearchParams();
  const today = useBusinessToday();
  const fallback = presetRange(DEFAULT_PRESET, today);
  const from = params.get('from');
  const to = params.get('to');
  const range = isCalendarDate(from) && isCalendarDate(to) ? { from, to } : fallback;

  const setParams = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch((current) => withChanges(current, changes), { replace: true }),
    [setSearch],
  );
  const setRange = useCallback((r: DayRange) => setParams({ from: r.from, to: r.to }), [setParams]);

  return { ...range, today, problem: rangeProblem(range), setRange, params, setParams };
}
