import type { PaymentMethod } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';

/*
 * The till's money in a scope: a shift's drawer, or a Z report's rows. Money is placed by what
 * each row records (its shift, its Z), never by comparing times: a row stamped before a close but
 * committed after it still lands in exactly one drawer and one Z. Sums come back as numeric on
 * PostgreSQL, hence Number().
 */

export type Scope =
  /** A shift: its drawer's money, and the sales and voids its user made while it was open. */
  | { shiftId: number; userId: number; from: string; to: string; currency: string }
  /** A Z report's rows; null: the rows no Z has taken in yet (what closing now would take). */
  | { zNumber: number | null; currency: string };

export interface MethodSum {
  method: PaymentMethod;
  count: number;
  amount: number;
}

/**
 * Payments of the scope per method, on orders of the currency and (settlement) paying down
 * accounts; `outside`: taken by nobody's open shift (only where the restaurant allows it).
 */
export async function paymentsIn(db: Db, s: Scope) {
  let q = db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.orderId')
    .select((eb) => [
      'p.method',
      eb.case().when('p.orderId', 'is', null).then(1).else(0).end().as('settlement'),
      eb.case().when('p.shiftId', 'is', null).then(1).else(0).end().as('outside'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('p.amount').as('amount'),
    ])
    .where((eb) => eb.or([eb('o.currency', '=', s.currency), eb('p.orderId', 'is', null)]));
  q =
    'shiftId' in s
      ? q.where('p.shiftId', '=', s.shiftId)
      : q.where((eb) => (s.zNumber === null ? eb('p.zNumber', 'is', null) : eb('p.zNumber', '=', s.zNumber)));
  const rows = await q.groupBy(['p.method', 'settlement', 'outside']).execute();
  return rows.map((r) => ({
    method: r.method,
    settlement: Number(r.settlement) === 1,
    outside: Number(r.outside) === 1,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
}

/**
 * Money given back in the scope per method: every refund and void return, and of it what was
 * refunded on completed orders (a void returns money that never became a sale).
 */
export async function givenBackIn(db: Db, s: Scope) {
  let q = db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .select((eb) => [
      'r.method',
      eb.case().when('r.shiftId', 'is', null).then(1).else(0).end().as('outside'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('r.amount').as('amount'),
      eb.fn
        .sum<number>(eb.case().when('o.status', '=', 'completed').then(eb.ref('r.amount')).else(0).end())
        .as('refunded'),
      eb.fn.sum<number>(eb.case().when('o.status', '=', 'completed').then(1).else(0).end()).as('refundCount'),
    ])
    .where('o.currency', '=', s.currency);
  q =
    'shiftId' in s
      ? q.where('r.shiftId', '=', s.shiftId)
      : q.where((eb) => (s.zNumber === null ? eb('r.zNumber', 'is', null) : eb('r.zNumber', '=', s.zNumber)));
  const rows = await q.groupBy(['r.method', 'outside']).execute();
  return rows.map((r) => ({
    method: r.method,
    outside: Number(r.outside) === 1,
    count: Number(r.count),
    amount: Number(r.amount),
    refunded: Number(r.refunded),
    refundCount: Number(r.refundCount),
  }));
}

/** The orders completed in the scope (a shift: by its user while it was open): counts and money. */
export async function completedIn(db: Db, s: Scope) {
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
    .where('o.status', '=', 'completed')
    .where('o.currency', '=', s.currency);
  if ('shiftId' in s) {
    q = q
      .where('o.completedAt', '>=', s.from)
      .where('o.completedAt', '<', s.to)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('orderStatusHistory as h')
            .select('h.id')
            .whereRef('h.orderId', '=', 'o.id')
            .where('h.toStatus', '=', 'completed')
            .where('h.userId', '=', s.userId),
        ),
      );
  } else {
    q = q.where((eb) => (s.zNumber === null ? eb('o.zNumber', 'is', null) : eb('o.zNumber', '=', s.zNumber)));
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

/** Orders cancelled in the scope (a shift: by its user while it was open), and what they came to. */
export async function voidedIn(db: Db, s: Scope) {
  if (!('shiftId' in s)) {
    const r = await db
      .selectFrom('orders as o')
      .select((eb) => [eb.fn.countAll<number>().as('voids'), eb.fn.sum<number>('o.total').as('total')])
      .where('o.status', '=', 'canceled')
      .where('o.currency', '=', s.currency)
      .where((eb) => (s.zNumber === null ? eb('o.zNumber', 'is', null) : eb('o.zNumber', '=', s.zNumber)))
      .executeTakeFirst();
    return { voids: Number(r?.voids ?? 0), total: Number(r?.total ?? 0) };
  }
  const r = await db
    .selectFrom('orderStatusHistory as h')
    .innerJoin('orders as o', 'o.id', 'h.orderId')
    .select((eb) => [eb.fn.countAll<number>().as('voids'), eb.fn.sum<number>('o.total').as('total')])
    .where('h.toStatus', '=', 'canceled')
    .where('h.createdAt', '>=', s.from)
    .where('h.createdAt', '<', s.to)
    .where('o.currency', '=', s.currency)
    .where('h.userId', '=', s.userId)
    .executeTakeFirst();
  return { voids: Number(r?.voids ?? 0), total: Number(r?.total ?? 0) };
}

/**
 * Writes Z report `zNumber` on every completed or cancelled order, payment and refund that has
 * none, one statement per table. Under read committed each statement sees what had committed
 * when it began; a row committing later keeps no number and goes to the next Z.
 */
export async function takeIntoZ(db: Db, zNumber: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ zNumber })
    .where('zNumber', 'is', null)
    .where('status', 'in', ['completed', 'canceled'])
    .execute();
  await db.updateTable('payments').set({ zNumber }).where('zNumber', 'is', null).execute();
  await db.updateTable('refunds').set({ zNumber }).where('zNumber', 'is', null).execute();
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
