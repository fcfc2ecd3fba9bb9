import { useAppSettings } from './settings';

const DAY_MS = 86_400_000;

/** The calendar date `days` after (or before) `date`, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today's business date in the restaurant's time zone, the way the server stamps orders: a business
 * day starts at `startHour` local time, so 01:30 with startHour 4 is still the day before. Without
 * a (valid) time zone, the browser's.
 * @example businessToday('Asia/Riyadh', 4, Date.parse('2026-03-10T22:30:00Z')) // '2026-03-10'
 */
export function businessToday(timeZone: string | undefined, startHour = 0, now = Date.now()): string {
  let parts: Record<string, string>;
  try {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  } catch {
    return businessToday(undefined, startHour, now);
  }
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return Number(parts.hour) < startHour ? addDays(date, -1) : date;
}

/** Today's business date from the settings (`timezone`, `day_start_hour`). */
export function useBusinessToday(): string {
  const { values } = useAppSettings();
  return businessToday(values.timezone, Number(values.day_start_hour ?? 0) || 0);
}
