import { ORDER_TYPES, isOpenStatus, roundDiv, type DashboardResponse } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { businessDate, businessHours, daySpan } from '@cashier/sale';
import type { RestaurantDay } from '../settings/read.ts';
import * as repo from './repository.ts';

const TOP_PRODUCTS = 5;

/**
 * The dashboard of one business day (today when `date` is absent).
 *
 * Refunds count on the business day they are made, as a till counts them: a refund today of
 * last week's order lowers today's net sales and leaves last week's figures as they were closed
 * (a day's figures never change after the fact). `grossSales` is what the day's completed orders
 * took, `refunds` what was given back that day on completed orders, `sales` the net of the two.
 * The breakdowns (by type, by hour, top products, the average order) describe the orders rung
 * up that day and stay gross: a refund is an amount, not items, so it cannot be put on a product
 * or an hour of trade.
 */
export async function dashboard(
  db: Db,
  day: RestaurantDay,
  date: string | undefined,
  now: number,
): Promise<DashboardResponse> {
  const { timeZone, startHour, currency } = day;
  const on = date ?? businessDate(timeZone, now, startHour);
  const span = daySpan(on, timeZone, startHour);
  const [totals, hours, topProducts, refunds] = await Promise.all([
    repo.dayTotals(db, on, currency),
    repo.completedByHour(db, on, currency, businessHours(on, timeZone, startHour)),
    repo.topProducts(db, on, currency, TOP_PRODUCTS),
    repo.refundsBetween(db, span.start, span.end, currency),
  ]);

  const byType = ORDER_TYPES.map((type) => ({ type, orders: 0, sales: 0 }));
  let openOrders = 0;
  for (const row of totals) {
    if (row.status === 'completed') {
      const entry = byType.find((t) => t.type === row.type);
      if (entry) {
        entry.orders += row.orders;
        entry.sales += row.sales;
      }
    } else if (isOpenStatus(row.status)) {
      openOrders += row.orders;
    }
  }
  const grossSales = byType.reduce((sum, t) => sum + t.sales, 0);
  const orders = byType.reduce((sum, t) => sum + t.orders, 0);
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, sales: 0 }));
  for (const row of hours) {
    byHour[row.hour]!.orders += row.orders;
    byHour[row.hour]!.sales += row.sales;
  }
  return {
    date: on,
    currency,
    sales: grossSales - refunds.amount,
    grossSales,
    refunds: refunds.amount,
    refundCount: refunds.count,
    orders,
    openOrders,
    averageOrder: orders === 0 ? 0 : roundDiv(grossSales, orders),
    byType,
    byHour,
    topProducts,
  };
}
