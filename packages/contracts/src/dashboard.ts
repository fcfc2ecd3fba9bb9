import { z } from 'zod';
import { Money, MoneyTotal } from './common.ts';
import { CalendarDate } from './expenses.ts';
import { ORDER_TYPES } from './order-state.ts';

/** `?date=YYYY-MM-DD`: a business day in the restaurant's time zone; today when absent. */
export const DashboardQuery = z.object({ date: CalendarDate.optional() });

/**
 * The dashboard's figures for one business day. Completed orders count as sales; a refund counts
 * on the business day it is made (as a till counts it), whichever day its order was sold.
 */
export const DashboardResponse = z.object({
  date: z.string(),
  currency: z.string(),
  /** Net sales: `grossSales` less `refunds`, in minor units of `currency` (below zero on a day that refunds more than it sells). */
  sales: z.number().int(),
  /** Sum of the day's completed orders' totals. */
  grossSales: MoneyTotal,
  /** Money given back during the day on completed orders (the payments a void returns are not sales, so not here). */
  refunds: MoneyTotal,
  /** How many refunds make up `refunds`. */
  refundCount: z.number().int(),
  /** Completed orders. */
  orders: z.number().int(),
  /** Orders still open (not completed or cancelled). */
  openOrders: z.number().int(),
  /** grossSales / orders, rounded half away from zero; 0 when there are none. */
  averageOrder: Money,
  /** Every order type, completed orders only (gross of refunds), zero when none. */
  byType: z.array(z.object({ type: z.enum(ORDER_TYPES), orders: z.number().int(), sales: MoneyTotal })),
  /**
   * Completed orders per hour of the business day, 24 entries, by the hour (in the restaurant's
   * time zone) each order was opened; gross of refunds.
   */
  byHour: z.array(
    z.object({ hour: z.number().int().min(0).max(23), sales: MoneyTotal, orders: z.number().int() }),
  ),
  /**
   * Up to 5 products by quantity sold on completed orders, then by name; names as the order lines
   * recorded them (English `name`, Arabic `nameAr`), productId null for a deleted product. Refunds
   * leave them as they are: a refund gives back an amount, not items.
   */
  topProducts: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      nameAr: z.string(),
      quantity: z.number().int(),
      sales: MoneyTotal,
    }),
  ),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
