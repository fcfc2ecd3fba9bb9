/*
 * The restaurant's business day, one rule for the server (which stamps each order's
 * `business_date`) and the web (which shows the till's day and picks "today" in reports).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The local calendar date, hour and minute of an instant in a time zone (formatters cached by
 * zone). An unknown zone throws a RangeError, as Intl does.
 */
export function localTime(timeZone: string, at: number) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

const DAY = 86_400_000;

/** The calendar date `days` after (or before) `date`, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The business date (YYYY-MM-DD) of an instant in the restaurant's time zone, the way orders stamp
 * their `business_date`. A business day starts at `startHour` local time: a sale at 01:30 with
 * startHour 4 belongs to the day before, so a night that runs past midnight stays one day.
 * @example businessDate('Asia/Riyadh', Date.parse('2026-03-10T21:30:00Z')) // '2026-03-11'
 * @example businessDate('Asia/Riyadh', Date.parse('2026-03-10T22:30:00Z'), 4) // '2026-03-10'
 */
export function businessDate(timeZone: string, at: number = Date.now(), startHour = 0): string {
  const local = localTime(timeZone, at);
  return local.hour < startHour ? addDays(local.date, -1) : local.date;
}

/**
 * Today's business date, the one rule the server stamps orders with and the till shows: a business
 * day starts at `startHour` local time, so 01:30 with startHour 4 is still the day before. An
 * unknown zone (none can be saved, but a browser may lack one) falls back to `fallbackZone`.
 * @example businessToday({ timeZone: 'Asia/Riyadh', dayStartHour: 4 }, 'UTC', Date.parse('2026-03-10T22:30:00Z')) // '2026-03-10'
 */
export function businessToday(
  day: { timeZone: string; dayStartHour: number },
  fallbackZone = 'UTC',
  now: number = Date.now(),
): string {
  try {
    return businessDate(day.timeZone, now, day.dayStartHour);
  } catch {
    return businessDate(fallbackZone, now, day.dayStartHour);
  }
}
