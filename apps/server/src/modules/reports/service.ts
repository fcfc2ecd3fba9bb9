import { ORDER_TYPES, isOpenStatus, roundDiv, type DashboardResponse } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { settingValues } from '../settings/read.ts';
import { businessDate, localHours } from '../../lib/business-day.ts';
import * as repo from './repository.ts';

const TOP_PRODUCTS = 5;
const DAY = 86_400_000;

/** The business day's span as ISO UTC instants: its first local hour to the next day's first. */
function daySpan(day: string, timeZone: string): { start: string; end: string } {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { start: localHours(day, timeZone)[0]!.start, end: localHours(next, timeZone)[0]!.start };
}

/** Figures over orders, each for business days in the restaurant's time zone. */
export class ReportsService {
  constructor(private readonly db: Db) {}

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
  async dashboard(date?: string): Promise<DashboardResponse> {
    const s = await settingValues(this.db, ['timezone', 'currency']);
    // The same defaults the orders module prices and dates orders with.
    const timeZone = s.get('timezone') ?? 'UTC';
    const currency = s.get('currency') ?? 'SAR';
    const day = date ?? businessDate(timeZone);
    const span = daySpan(day, timeZone);
    const [totals, hours, topProducts, refunds] = await Promise.all([
      repo.dayTotals(this.db, day, currency),
      repo.completedByHour(this.db, day, currency, localHours(day, timeZone)),
      repo.topProducts(this.db, day, currency, TOP_PRODUCTS),
      repo.refundsBetween(this.db, span.start, span.end, currency),
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
      date: day,
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
}
