import { OPEN_STATUSES } from '@cashier/contracts';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { LocalClock } from '../../db/local-clock.ts';

/*
 * The daily report's sums. Orders count on their business date; payments and refunds on the
 * business date of when they were made (one query per offset segment, see db/local-clock.ts).
 * Sales and payments come from the rollups (rollups-repository.ts); the few voids, open orders and
 * refunds from their own rows.
 * Sums come back as numeric on PostgreSQL, hence Number().
 */

export interface DayRange {
  from: string;
  to: string;
  currency: string;
}

/**
 * The rows of a rollup keyed by business day (db/schema-rollups.ts) on days `from`…`to`, in the
 * currency: `.where(onDays(r))`.
 */
export const onDays = (r: DayRange) =>
  sql<SqlBool>`${sql.ref('businessDate')} between ${r.from} and ${r.to} and ${sql.ref('currency')} = ${r.currency}`;

/** Completed orders per business day and type: counts, guests and money (from the day rollup). */
export async function salesByDay(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('salesDays')
    .select((eb) => [
      'businessDate',
      'type',
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('guests').as('guests'),
      eb.fn.sum<number>('gross').as('gross'),
      eb.fn.sum<number>('discounts').as('discounts'),
      eb.fn.sum<number>('serviceCharge').as('serviceCharge'),
      eb.fn.sum<number>('tax').as('tax'),
      eb.fn.sum<number>('taxAdded').as('taxAdded'),
      eb.fn.sum<number>('sales').as('sales'),
    ])
    .where(onDays(r))
    .groupBy(['businessDate', 'type'])
    .execute();
  return rows.map((x) => ({
    date: x.businessDate,
    type: x.type,
    orders: Number(x.orders),
    guests: Number(x.guests),
    gross: Number(x.gross),
    discounts: Number(x.discounts),
    serviceCharge: Number(x.serviceCharge),
    tax: Number(x.tax),
    taxAdded: Number(x.taxAdded),
    sales: Number(x.sales),
  }));
}

/** Per business day: cancelled orders (count, what they came to) and money held on open orders. */
export async function unsoldByDay(db: Db, r: DayRange) {
  const [voids, open] = await Promise.all([
    db
      .selectFrom('salesVoids')
      .select((eb) => [
        'businessDate',
        eb.fn.sum<number>('voids').as('voids'),
        eb.fn.sum<number>('total').as('voidTotal'),
      ])
      .where(onDays(r))
      .groupBy('businessDate')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => ['businessDate', eb.fn.sum<number>('paidTotal').as('openPaid')])
      .where('businessDate', '>=', r.from)
      .where('businessDate', '<=', r.to)
      .where('currency', '=', r.currency)
      // The statuses by name: the status index then finds the few open orders.
      .where('status', 'in', OPEN_STATUSES)
      .groupBy('businessDate')
      .execute(),
  ]);
  const days = new Map<string, { date: string; voids: number; voidTotal: number; openPaid: number }>();
  const on = (date: string) =>
    days.get(date) ?? days.set(date, { date, voids: 0, voidTotal: 0, openPaid: 0 }).get(date)!;
  for (const x of voids)
    Object.assign(on(x.businessDate), { voids: Number(x.voids), voidTotal: Number(x.voidTotal) });
  for (const x of open) on(x.businessDate).openPaid = Number(x.openPaid);
  return [...days.values()];
}

/**
 * Payments per business day of payment and method, on orders of the currency or (settlement) on
 * accounts, which are kept in the restaurant's currency.
 */
export async function paymentsByDay(db: Db, clocks: LocalClock[], currency: string) {
  const parts = await Promise.all(
    clocks.map((c) =>
      db
        .selectFrom('paymentBuckets')
        .select((eb) => [
          c.day('bucket').as('date'),
          'method',
          'settlement',
          eb.fn.sum<number>('count').as('count'),
          eb.fn.sum<number>('amount').as('amount'),
        ])
        .where('bucket', '>=', c.segment.start)
        .where('bucket', '<', c.segment.end)
        .where((eb) => eb.or([eb('currency', '=', currency), eb('settlement', '=', 1)]))
        .groupBy(['date', 'method', 'settlement'])
        .execute(),
    ),
  );
  return parts.flat().map((x) => ({
    date: x.date,
    method: x.method,
    settlement: Number(x.settlement) === 1,
    count: Number(x.count),
    amount: Number(x.amount),
  }));
}

/**
 * The refunds made in [start, end) on orders of `currency`, with their order's status. The status
 * is looked up per refund by the order's key: a join would lead PostgreSQL's planner to scan every
 * order of the currency to find the few refunded ones.
 */
export function refundsIn(db: Db, span: { start: string; end: string }, currency: string) {
  return (
    db
      // Materialised, so PostgreSQL looks each status up once rather than once per use.
      .with(
        (w) => w('r').materialized(),
        (q) =>
          q
            .selectFrom('refunds as r')
            .select((eb) => [
              'r.orderId',
              'r.method',
              'r.amount',
              'r.userId',
              'r.createdAt',
              eb
                .selectFrom('orders as o')
                .select('o.status')
                .whereRef('o.id', '=', 'r.orderId')
                .where('o.currency', '=', currency)
                .as('status'),
            ])
            .where('r.createdAt', '>=', span.start)
            .where('r.createdAt', '<', span.end),
      )
      .selectFrom('r')
      .where('r.status', 'is not', null)
  );
}

/** Money given back per business day and method; of it, refunds of completed orders. */
export async function givenBackByDay(db: Db, clocks: LocalClock[], currency: string) {
  const parts = await Promise.all(
    clocks.map((c) =>
      refundsIn(db, c.segment, currency)
        .select((eb) => {
          const completed = <T>(then: T) =>
            eb.case().when('r.status', '=', 'completed').then(then).else(0).end();
          return [
            c.day('r.createdAt').as('date'),
            'r.method',
            eb.fn.countAll<number>().as('count'),
            eb.fn.sum<number>('r.amount').as('amount'),
            eb.fn.sum<number>(completed(eb.ref('r.amount'))).as('refunded'),
            eb.fn.sum<number>(completed(1)).as('refundCount'),
          ];
        })
        .groupBy(['date', 'r.method'])
        .execute(),
    ),
  );
  return parts.flat().map((x) => ({
    date: x.date,
    method: x.method,
    count: Number(x.count),
    amount: Number(x.amount),
    refunded: Number(x.refunded),
    refundCount: Number(x.refundCount),
  }));
}
