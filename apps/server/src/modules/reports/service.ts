import {
  ORDER_TYPES,
  isOpenStatus,
  roundDiv,
  type DashboardResponse,
  type OrderStatus,
} from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { settingValues } from '../orders/repository.ts';
import { businessDate, localHours } from './business-day.ts';
import * as repo from './repository.ts';

const TOP_PRODUCTS = 5;

/** Figures over orders, each for business days in the restaurant's time zone. */
export class ReportsService {
  constructor(private readonly db: Db) {}

  /** The dashboard of one business day (today when `date` is absent). */
  async dashboard(date?: string): Promise<DashboardResponse> {
    const s = await settingValues(this.db, ['timezone', 'currency']);
    // The same defaults the orders module prices and dates orders with.
    const timeZone = s.get('timezone') ?? 'UTC';
    const day = date ?? businessDate(timeZone);
    const [totals, hours, topProducts] = await Promise.all([
      repo.dayTotals(this.db, day),
      repo.completedByHour(this.db, day, localHours(day, timeZone)),
      repo.topProducts(this.db, day, TOP_PRODUCTS),
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
      } else if (isOpenStatus(row.status as OrderStatus)) {
        openOrders += row.orders;
      }
    }
    const sales = byType.reduce((sum, t) => sum + t.sales, 0);
    const orders = byType.reduce((sum, t) => sum + t.orders, 0);
    const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, sales: 0 }));
    for (const row of hours) {
      byHour[row.hour]!.orders += row.orders;
      byHour[row.hour]!.sales += row.sales;
    }
    return {
      date: day,
      currency: s.get('currency') ?? 'SAR',
      sales,
      orders,
      openOrders,
      averageOrder: orders === 0 ? 0 : roundDiv(sales, orders),
      byType,
      byHour,
      topProducts,
    };
  }
}
