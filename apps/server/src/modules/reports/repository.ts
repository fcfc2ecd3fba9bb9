import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/*
 * Every figure is over the orders of one currency, the restaurant's: amounts in different
 * currencies are never added (the currency cannot change once orders exist, but a database from
 * before that rule may hold both).
 *
 * Report queries sum in SQL over one business day: `orders_business_date_idx` narrows the rows,
 * so the cost follows the day's orders, not the whole history. Sums come back as numeric on
 * PostgreSQL, hence Number().
 */

/** Orders of one business day counted and summed per type and status. */
export async function dayTotals(db: Db, date: string, currency: string) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'type',
      'status',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('total').as('sales'),
    ])
    .where('businessDate', '=', date)
    .where('currency', '=', currency)
    .groupBy(['type', 'status'])
    .execute();
  return rows.map((r) => ({
    type: r.type,
    status: r.status,
    orders: Number(r.orders),
    sales: Number(r.sales),
  }));
}

/**
 * Completed orders of one business day per local hour of their creation. `hours` are the day's
 * local hours as UTC ranges (see localHours); ISO UTC text compares in time order on both engines.
 */
export async function completedByHour(
  db: Db,
  date: string,
  currency: string,
  hours: { start: string; hour: number }[],
) {
  const first = hours[0];
  if (!first) return [];
  const hourOf = hours
    .slice(1)
    .reduce(
      (expr, next, i) => sql`${expr} when created_at < ${next.start} then ${sql.lit(hours[i]!.hour)}`,
      sql``,
    );
  const hour = sql<number>`case ${hourOf} else ${sql.lit(hours.at(-1)!.hour)} end`;
  const day = db
    .selectFrom('orders')
    .select([hour.as('hour'), 'total'])
    .where('businessDate', '=', date)
    .where('currency', '=', currency)
    .where('status', '=', 'completed')
    .as('day');
  const rows = await db
    .selectFrom(day)
    .select((eb) => [
      'day.hour',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('day.total').as('sales'),
    ])
    .groupBy('day.hour')
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), orders: Number(r.orders), sales: Number(r.sales) }));
}

/** The best sellers of one business day's completed orders, from the lines' snapshots. */
export async function topProducts(db: Db, date: string, currency: string, limit: number) {
  const rows = await db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select((eb) => [
      'l.productId',
      'l.nameEn',
      'l.nameAr',
      eb.fn.sum<number>('l.quantity').as('quantity'),
      eb.fn.sum<number>('l.lineTotal').as('sales'),
    ])
    .where('o.businessDate', '=', date)
    .where('o.currency', '=', currency)
    .where('o.status', '=', 'completed')
    .groupBy(['l.productId', 'l.nameEn', 'l.nameAr'])
    .orderBy('quantity', 'desc')
    .orderBy('l.nameEn')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productId: r.productId,
    name: r.nameEn,
    nameAr: r.nameAr,
    quantity: Number(r.quantity),
    sales: Number(r.sales),
  }));
}

/**
 * Money given back on completed orders between `start` (inclusive) and `end` (exclusive), ISO UTC
 * instants: the refunds of one business day, however old the refunded order. The money a void
 * returns is left out: a voided order was never completed, so it never counted as a sale.
 */
export async function refundsBetween(db: Db, start: string, end: string, currency: string) {
  const row = await db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .select((eb) => [eb.fn.countAll<number>().as('refunds'), eb.fn.sum<number>('r.amount').as('amount')])
    .where('r.createdAt', '>=', start)
    .where('r.createdAt', '<', end)
    .where('o.currency', '=', currency)
    .where('o.status', '=', 'completed')
    .executeTakeFirst();
  return { count: Number(row?.refunds ?? 0), amount: Number(row?.amount ?? 0) };
}
