import { previousRange, type ExpensesSalesQuery, type ExpensesSalesReport } from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { addDays } from '@cashier/sale';
import type { RestaurantDay } from '../settings/read.ts';
import { datesOf, salesFigures } from './daily.ts';
import { expensesByDay } from '../expenses/read.ts';

type Row = ExpensesSalesReport['rows'][number];

/** The first day of the period a date falls in: itself, its week (7 days from `from`) or its month. */
function periodOf(date: string, from: string, group: ExpensesSalesQuery['group']): string {
  if (group === 'day') return date;
  if (group === 'month') return `${date.slice(0, 7)}-01` < from ? from : `${date.slice(0, 7)}-01`;
  const days = Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000);
  return addDays(from, days - (days % 7));
}

/**
 * Net sales (the daily report's) against expenses (by the day they were spent), per day, week or
 * month, with the expense categories, and the previous period's totals.
 */
export async function expensesAndSales(
  db: Db,
  engine: Engine,
  day: RestaurantDay,
  q: ExpensesSalesQuery,
): Promise<ExpensesSalesReport> {
  const previous = previousRange(q.from, q.to);
  const [sales, spent, salesBefore, spentBefore] = await Promise.all([
    salesFigures(db, engine, day, q.from, q.to),
    expensesByDay(db, q.from, q.to),
    salesFigures(db, engine, day, previous.from, previous.to),
    expensesByDay(db, previous.from, previous.to),
  ]);
  const rows = new Map<string, Row>();
  const row = (date: string) => {
    const period = periodOf(date, q.from, q.group);
    return (
      rows.get(period) ??
      rows.set(period, { period, sales: 0, expenses: 0, profit: 0, byCategory: [] }).get(period)!
    );
  };
  for (const date of datesOf(q.from, q.to)) row(date);
  for (const d of sales.days) row(d.date).sales += d.net;
  const categories = new Map<string, { category: string; amount: number; count: number }>();
  for (const e of spent) {
    const r = row(e.date);
    r.expenses += e.amount;
    const c = r.byCategory.find((x) => x.category === e.category);
    if (c) c.amount += e.amount;
    else r.byCategory.push({ category: e.category, amount: e.amount });
    const all = categories.get(e.category) ?? { category: e.category, amount: 0, count: 0 };
    all.amount += e.amount;
    all.count += e.count;
    categories.set(e.category, all);
  }
  const list = [...rows.values()].map((r) => ({ ...r, profit: r.sales - r.expenses }));
  const sum = (key: 'sales' | 'expenses') => list.reduce((n, r) => n + r[key], 0);
  const expensesBefore = spentBefore.reduce((n, e) => n + e.amount, 0);
  return {
    from: q.from,
    to: q.to,
    currency: day.currency,
    group: q.group,
    rows: list,
    categories: [...categories.values()].sort((a, b) => b.amount - a.amount),
    totals: { sales: sum('sales'), expenses: sum('expenses'), profit: sum('sales') - sum('expenses') },
    previous: {
      ...previous,
      totals: {
        sales: salesBefore.totals.net,
        expenses: expensesBefore,
        profit: salesBefore.totals.net - expensesBefore,
      },
    },
  };
}
