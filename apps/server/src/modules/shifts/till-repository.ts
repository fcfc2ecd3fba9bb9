import type { PaymentMethod } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';

/*
 * The till's money in a window of time: `from` inclusive, `to` exclusive (ISO UTC text, which
 * compares in time order on both engines), everyone's or one user's. Sums come back as numeric
 * on PostgreSQL, hence Number().
 */

export interface Window {
  from: string;
  to: string;
  /** One user's drawer (a shift); null: everyone's (a Z). */
  userId: number | null;
  currency: string;
}

export interface MethodSum {
  method: PaymentMethod;
  count: number;
  amount: number;
}

/** Payments in the window per method, on orders of the currency and (settlement) paying down accounts. */
export async function paymentsIn(db: Db, w: Window) {
  let q = db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.orderId')
    .select((eb) => [
      'p.method',
      eb.case().when('p.orderId', 'is', null).then(1).else(0).end().as('settlement'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('p.amount').as('amount'),
    ])
    .where('p.createdAt', '>=', w.from)
    .where('p.createdAt', '<', w.to)
    .where((eb) => eb.or([eb('o.currency', '=', w.currency), eb('p.orderId', 'is', null)]));
  if (w.userId !== null) q = q.where('p.userId', '=', w.userId);
  const rows = await q.groupBy(['p.method', 'settlement']).execute();
  return rows.map((r) => ({
    method: r.method,
    settlement: Number(r.settlement) === 1,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
}

/**
 * Money given back in the window per method: every refund and void return, and of it what was
 * refunded on completed orders (a void returns money that never became a sale).
 */
export async function givenBackIn(db: Db, w: Window) {
  let q = db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .select((eb) => [
      'r.method',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('r.amount').as('amount'),
      eb.fn
        .sum<number>(eb.case().when('o.status', '=', 'completed').then(eb.ref('r.amount')).else(0).end())
        .as('refunded'),
      eb.fn.sum<number>(eb.case().when('o.status', '=', 'completed').then(1).else(0).end()).as('refundCount'),
    ])
    .where('r.createdAt', '>=', w.from)
    .where('r.createdAt', '<', w.to)
    .where('o.currency', '=', w.currency);
  if (w.userId !== null) q = q.where('r.userId', '=', w.userId);
  const rows = await q.groupBy('r.method').execute();
  return rows.map((r) => ({
    method: r.method,
    count: Number(r.count),
    amount: Number(r.amount),
    refunded: Number(r.refunded),
    refundCount: Number(r.refundCount),
  }));
}

/** The orders completed in the window (by the user, when one is given): counts and money. */
export async function completedIn(db: Db, w: Window) {
  let q = db
    .selectFrom('orders as o')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('o.subtotal').as('gross'),
      eb.fn.sum<number>('o.discountTotal').as('discounts'),
      eb.fn.sum<number>('o.serviceCharge').as('serviceCharge'),
      eb.fn.sum<number>('o.taxTotal').as('tax'),
      eb.fn.sum<number>('o.total').as('sales'),
    ])
    .where('o.completedAt', '>=', w.from)
    .where('o.completedAt', '<', w.to)
    .where('o.status', '=', 'completed')
    .where('o.currency', '=', w.currency);
  if (w.userId !== null) {
    const userId = w.userId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('orderStatusHistory as h')
          .select('h.id')
          .whereRef('h.orderId', '=', 'o.id')
          .where('h.toStatus', '=', 'completed')
          .where('h.userId', '=', userId),
      ),
    );
  }
  const r = await q.executeTakeFirst();
  return {
    orders: Number(r?.orders ?? 0),
    gross: Number(r?.gross ?? 0),
    discounts: Number(r?.discounts ?? 0),
    serviceCharge: Number(r?.serviceCharge ?? 0),
    tax: Number(r?.tax ?? 0),
    sales: Number(r?.sales ?? 0),
  };
}

/** Orders cancelled in the window (by the user, when one is given), and what they came to. */
export async function voidedIn(db: Db, w: Window) {
  let q = db
    .selectFrom('orderStatusHistory as h')
    .innerJoin('orders as o', 'o.id', 'h.orderId')
    .select((eb) => [eb.fn.countAll<number>().as('voids'), eb.fn.sum<number>('o.total').as('total')])
    .where('h.toStatus', '=', 'canceled')
    .where('h.createdAt', '>=', w.from)
    .where('h.createdAt', '<', w.to)
    .where('o.currency', '=', w.currency);
  if (w.userId !== null) q = q.where('h.userId', '=', w.userId);
  const r = await q.executeTakeFirst();
  return { voids: Number(r?.voids ?? 0), total: Number(r?.total ?? 0) };
}

/** The floats and the cash paid in and out of some shifts. */
export async function drawerOf(db: Db, shiftIds: number[]) {
  if (shiftIds.length === 0) return { float: 0, payIns: 0, payOuts: 0 };
  const [floats, moves] = await Promise.all([
    db
      .selectFrom('shifts')
      .select((eb) => eb.fn.sum<number>('float').as('float'))
      .where('id', 'in', shiftIds)
      .executeTakeFirst(),
    db
      .selectFrom('cashMovements')
      .select((eb) => ['kind', eb.fn.sum<number>('amount').as('amount')])
      .where('shiftId', 'in', shiftIds)
      .groupBy('kind')
      .execute(),
  ]);
  const moved = (kind: 'in' | 'out') => Number(moves.find((m) => m.kind === kind)?.amount ?? 0);
  return { float: Number(floats?.float ?? 0), payIns: moved('in'), payOuts: moved('out') };
}
