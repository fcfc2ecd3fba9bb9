const formats = new Map<string, Intl.DateTimeFormat>();

/** The local calendar date, hour and minute of an instant in a time zone (formatters cached by zone). */
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

/**
 * The business date (YYYY-MM-DD) of an instant in the restaurant's time zone, the way orders stamp
 * their `business_date`.
 * @example businessDate('Asia/Riyadh', Date.parse('2026-03-10T21:30:00Z')) // '2026-03-11'
 */
export function businessDate(timeZone: string, at: number = Date.now()): string {
  return localTime(timeZone, at).date;
}

const HOUR = 3_600_000;
const QUARTER_HOUR = HOUR / 4;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  const local = localTime(timeZone, at);
  const asUtc = Date.parse(`${local.date}T00:00:00Z`) + local.hour * HOUR + local.minute * 60_000;
  return asUtc - (at - (at % 60_000));
}

/**
 * The local hours of a business day as UTC ranges: each entry runs from `start` (ISO UTC, the
 * stored timestamp format) to the next entry's start. Daylight-saving days come out right: a
 * skipped hour is missing and a repeated hour's range spans both of its real hours.
 */
export function localHours(date: string, timeZone: string): { start: string; hour: number }[] {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The local day lies within UTC−12 … UTC+14 of the UTC day; look a little wider.
  const from = midnightUtc - 15 * HOUR;
  const to = midnightUtc + 39 * HOUR;
  const offset = offsetAt(timeZone, from);
  if (offset === offsetAt(timeZone, to)) {
    // No clock change near this day (nearly every day): 24 even hours from local midnight.
    return Array.from({ length: 24 }, (_, hour) => ({
      start: new Date(midnightUtc - offset + hour * HOUR).toISOString(),
      hour,
    }));
  }
  // Every offset and clock change in use falls on a quarter hour, so this walk finds each boundary.
  const hours: { start: string; hour: number }[] = [];
  for (let at = from; at < to; at += QUARTER_HOUR) {
    const local = localTime(timeZone, at);
    if (local.date !== date) continue;
    if (hours.at(-1)?.hour !== local.hour)
      hours.push({ start: new Date(at).toISOString(), hour: local.hour });
  }
  return hours;
}
