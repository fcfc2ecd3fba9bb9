import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../config.ts';
import { offsetSegments, type OffsetSegment } from '@cashier/sale';

/*
 * Timestamps are stored in UTC; a report dates them on the restaurant's clock. Over a stretch
 * where the zone keeps one offset (offsetSegments), a row's business date is the date of its
 * time + offset − the day's start hour, and its local hour the hour of its time + offset: one
 * expression SQL can group by, instead of a comparison per day.
 */

/** How a query reads a stored timestamp on the restaurant's clock, within one segment. */
export interface LocalClock {
  segment: OffsetSegment;
  /** The business date (YYYY-MM-DD) of the column's time. */
  day(column: string): RawBuilder<string>;
  /** The local hour of day (0–23) of the column's time. */
  hour(column: string): RawBuilder<number>;
}

function shifted(engine: Engine, column: string, minutes: number) {
  return engine === 'postgres'
    ? sql`(${sql.ref(column)}::timestamp + make_interval(mins => ${sql.lit(minutes)}))`
    : sql`datetime(${sql.ref(column)}, ${sql.lit(`${minutes >= 0 ? '+' : ''}${minutes} minutes`)})`;
}

/** One LocalClock per offset segment of [start, end). */
export function localClocks(
  engine: Engine,
  span: { start: string; end: string },
  timeZone: string,
  startHour: number,
): LocalClock[] {
  return offsetSegments(span.start, span.end, timeZone).map((segment) => ({
    segment,
    day: (column) => {
      const at = shifted(engine, column, segment.offsetMinutes - startHour * 60);
      // A date, not text, on PostgreSQL: it groups by hashing a date rather than sorting text (db/kysely.ts reads it back as text).
      return engine === 'postgres' ? sql<string>`cast(${at} as date)` : sql<string>`date(${at})`;
    },
    hour: (column) => {
      const at = shifted(engine, column, segment.offsetMinutes);
      return engine === 'postgres'
        ? sql<number>`cast(extract(hour from ${at}) as integer)`
        : sql<number>`cast(strftime('%H', ${at}) as integer)`;
    },
  }));
}

/** Seconds from one stored timestamp to another. */
export function secondsBetween(engine: Engine, from: string, to: string): RawBuilder<number> {
  return engine === 'postgres'
    ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamp - ${sql.ref(from)}::timestamp))`
    : sql<number>`((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400.0)`;
}
