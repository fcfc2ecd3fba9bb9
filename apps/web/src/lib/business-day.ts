import { businessDate } from '@cashier/contracts';
import { useAppSettings } from './settings';

// One rule with the server's (packages/contracts/src/business-day.ts).
export { addDays } from '@cashier/contracts';

/**
 * Today's business date in the restaurant's time zone, the way the server stamps orders: a business
 * day starts at `startHour` local time, so 01:30 with startHour 4 is still the day before. Without
 * a (valid) time zone, the browser's.
 * @example businessToday('Asia/Riyadh', 4, Date.parse('2026-03-10T22:30:00Z')) // '2026-03-10'
 */
export function businessToday(timeZone: string | undefined, startHour = 0, now = Date.now()): string {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return businessDate(timeZone || browser, now, startHour);
  } catch {
    return businessDate(browser, now, startHour);
  }
}

/** Today's business date from the settings (`timezone`, `day_start_hour`). */
export function useBusinessToday(): string {
  const { values } = useAppSettings();
  return businessToday(values.timezone, Number(values.day_start_hour ?? 0) || 0);
}
