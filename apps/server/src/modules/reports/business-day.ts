const formats = new Map<string, Intl.DateTimeFormat>();

function localParts(timeZone: string, at: number): { date: string; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/**
 * The business date (YYYY-MM-DD) of an instant in the restaurant's time zone, the way orders stamp
 * their `business_date`.
 * @example businessDate('Asia/Riyadh', Date.parse('2026-03-10T21:30:00Z')) // '2026-03-11'
 */
export function businessDate(timeZone: string, at: number = Date.now()): string {
  return localParts(timeZone, at).date;
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * The local hours of a business day as UTC ranges: each entry runs from `start` (ISO UTC, the
 * stored timestamp format) to the next entry's start. Daylight-saving days come out right: a
 * skipped hour is missing and a repeated hour's range spans both of its real hours. Every time-zone offset and transition
 * in use falls on a quarter hour, so walking in quarter hours finds every boundary.
 */
export function localHours(date: string, timeZone: string): { start: string; hour: number }[] {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Local midnight lies within UTC−12 … UTC+14 of UTC midnight; look a little wider.
  const hours: { start: string; hour: number }[] = [];
  for (let at = midnightUtc - 15 * 3_600_000; at < midnightUtc + 39 * 3_600_000; at += QUARTER_HOUR) {
    const local = localParts(timeZone, at);
    if (local.date !== date) continue;
    if (hours.at(-1)?.hour !== local.hour)
      hours.push({ start: new Date(at).toISOString(), hour: local.hour });
  }
  return hours;
}
