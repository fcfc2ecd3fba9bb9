import { addDays, localTime } from './business-day.ts';

/*
 * A business day as UTC ranges, for the queries that date rows by the restaurant's clock (reports,
 * the dashboard, rollups). Pure time-zone arithmetic, beside the business date it extends.
 */

const DAY = 86_400_000;
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

/**
 * The hours of a business day as UTC ranges, from `startHour` on `date` to `startHour` on the next
 * calendar date (see localHours; `hour` is the local hour of day, 0–23).
 */
export function businessHours(date: string, timeZone: string, startHour = 0) {
  if (startHour === 0) return localHours(date, timeZone);
  return [
    ...localHours(date, timeZone).filter((h) => h.hour >= startHour),
    ...localHours(addDays(date, 1), timeZone).filter((h) => h.hour < startHour),
  ];
}

/** A business day's span as ISO UTC instants, `start` inclusive, `end` exclusive. */
export function daySpan(date: string, timeZone: string, startHour = 0): { start: string; end: string } {
  return {
    start: businessHours(date, timeZone, startHour)[0]!.start,
    end: businessHours(addDays(date, 1), timeZone, startHour)[0]!.start,
  };
}

/** A stretch of time over which a zone's clock keeps one offset from UTC. */
export interface OffsetSegment {
  /** ISO UTC, inclusive. */
  start: string;
  /** ISO UTC, exclusive. */
  end: string;
  /** Local clock − UTC, in minutes. */
  offsetMinutes: number;
}

/**
 * Cuts [start, end) where the zone's clock changes, so a query can date every row of a segment
 * by adding one offset: a year has at most three segments. Changes are found day by day, then to
 * the quarter hour (every offset and change in use falls on one).
 */
export function offsetSegments(start: string, end: string, timeZone: string): OffsetSegment[] {
  const from = Date.parse(start);
  const to = Date.parse(end);
  const segments: OffsetSegment[] = [];
  let segmentStart = from;
  let offset = offsetAt(timeZone, from);
  for (let day = from; day < to;) {
    const next = Math.min(day + DAY, to);
    if (offsetAt(timeZone, next) !== offset) {
      let at = day;
      while (offsetAt(timeZone, at + QUARTER_HOUR) === offset) at += QUARTER_HOUR;
      at += QUARTER_HOUR;
      segments.push({
        start: new Date(segmentStart).toISOString(),
        end: new Date(at).toISOString(),
        offsetMinutes: offset / 60_000,
      });
      segmentStart = at;
      offset = offsetAt(timeZone, at);
    }
    day = next;
  }
  segments.push({
    start: new Date(segmentStart).toISOString(),
    end: new Date(to).toISOString(),
    offsetMinutes: offset / 60_000,
  });
  return segments;
}
