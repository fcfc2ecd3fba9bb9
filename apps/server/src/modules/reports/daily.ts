import { previousRange, type DailyReport, type SalesFigures } from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { addDays, daySpan } from '@cashier/sale';
import type { RestaurantDay } from '../settings/read.ts';
import { localClocks } from '../../db/local-clock.ts';
import { addBack, addPaid, addSales, addUnsold, emptyFigures, settle, sumFigures } from './figures.ts';
import * as sales from './sales-repository.ts';

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The span of time business days `from`…`to` cover, as ISO UTC instants. */
export function spanOf(day: RestaurantDay, from: string, to: string) {
  return {
    start: daySpan(from, day.timeZone, day.startHour).start,
    end: daySpan(to, day.timeZone, day.startHour).end,
  };
}

/** Each business day's SalesFigures from `from` to `to`, and their sum. */
export async function salesFigures(db: Db, engine: Engine, day: RestaurantDay, from: string, to: string) {
  const range = { from, to, currency: day.currency };
  const clocks = localClocks(engine, spanOf(day, from, to), day.timeZone, day.startHour);
  const [sold, unsold, paid, back] = await Promise.all([
    sales.salesByDay(db, range),
    sales.unsoldByDay(db, range),
    sales.paymentsByDay(db, clocks, day.currency),
    sales.givenBackByDay(db, clocks, day.currency),
  ]);
  const byDate = new Map(datesOf(from, to).map((date) => [date, emptyFigures()]));
  const each = <R extends { date: string }>(rows: R[], add: (f: SalesFigures, r: R) => void) => {
    for (const r of rows) {
      const f = byDate.get(r.date);
      if (f) add(f, r);
    }
  };
  each(sold, addSales);
  each(unsold, addUnsold);
  each(paid, addPaid);
  each(back, addBack);
  const days = [...byDate].map(([date, f]) => ({ date, ...settle(f) }));
  return { days, totals: sumFigures(days) };
}

/** The daily report: each day, the range's totals and the previous period's (the shifts come apart). */
export async function dailyReport(
  db: Db,
  engine: Engine,
  day: RestaurantDay,
  range: { from: string; to: string },
): Promise<Omit<DailyReport, 'shifts'>> {
  const previous = previousRange(range.from, range.to);
  const [current, before] = await Promise.all([
    salesFigures(db, engine, day, range.from, range.to),
    salesFigures(db, engine, day, previous.from, previous.to),
  ]);
  return {
    ...range,
    currency: day.currency,
    days: current.days,
    totals: current.totals,
    previous: { ...previous, totals: before.totals },
  };
}
