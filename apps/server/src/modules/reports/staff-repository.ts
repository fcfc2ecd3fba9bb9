import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { secondsBetween } from '../../db/local-clock.ts';
import { onDays, refundsIn, type DayRange } from './sales-repository.ts';

/*
 * The sales manager's sums, per staff member: the orders they took (orders.user_id), the voids
 * they made (the user of the order's cancel), the refunds they gave, with who approved each.
 */

const LISTED = 200;

/** The rollups keep 0 for an order without a user. */
const userOf = (id: number) => (id === 0 ? null : id);

export async function salesByStaff(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('salesDays')
    .select((eb) => [
      'userId',
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('sales').as('sales'),
      eb.fn.sum<number>('discounts').as('discounts'),
      eb.fn.sum<number>('discounted').as('discounted'),
    ])
    .where(onDays(r))
    .groupBy('userId')
    .execute();
  return rows.map((x) => ({
    userId: userOf(x.userId),
    orders: Number(x.orders),
    sales: Number(x.sales),
    discounts: Number(x.discounts),
    discountedOrders: Number(x.discounted),
  }));
}

function voids(db: Db, r: DayRange) {
  return db
    .selectFrom('orders as o')
    .innerJoin('orderStatusHistory as h', (j) =>
      j.onRef('h.orderId', '=', 'o.id').on('h.toStatus', '=', 'canceled'),
    )
    .where('o.businessDate', '>=', r.from)
    .where('o.businessDate', '<=', r.to)
    .where('o.currency', '=', r.currency)
    .where('o.status', '=', 'canceled');
}

/** Cancelled orders by who cancelled them (from the rollup). */
export async function voidsByStaff(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('salesVoids')
    .select((eb) => [
      'userId',
      eb.fn.sum<number>('voids').as('voids'),
      eb.fn.sum<number>('total').as('total'),
    ])
    .where(onDays(r))
    .groupBy('userId')
    .execute();
  return rows.map((x) => ({ userId: userOf(x.userId), voids: Number(x.voids), total: Number(x.total) }));
}

/** The latest voids, with the manager whose PIN approved each (when one did). */
export async function voidList(db: Db, r: DayRange) {
  const rows = await voids(db, r)
    .leftJoin('approvals as a', (j) =>
      j.onRef('a.orderId', '=', 'o.id').on('a.permission', '=', 'orders.void').on('a.usedAt', 'is not', null),
    )
    .select([
      'o.id',
      'o.ticketNumber',
      'o.total',
      'o.cancelReason',
      'h.userId',
      'a.approverId',
      'h.createdAt',
    ])
    .orderBy('h.createdAt', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map((x) => ({
    orderId: x.id,
    ticketNumber: x.ticketNumber,
    amount: Number(x.total),
    reason: x.cancelReason ?? '',
    userId: x.userId,
    approvedBy: x.approverId,
    createdAt: x.createdAt,
  }));
}

function refunds(db: Db, span: { start: string; end: string }, currency: string) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .where('r.createdAt', '>=', span.start)
    .where('r.createdAt', '<', span.end)
    .where('o.currency', '=', currency)
    .where('o.status', '=', 'completed');
}

export async function refundsByStaff(db: Db, span: { start: string; end: string }, currency: string) {
  const rows = await refundsIn(db, span, currency)
    .where('r.status', '=', 'completed')
    .select((eb) => [
      'r.userId',
      eb.fn.countAll<number>().as('refunds'),
      eb.fn.sum<number>('r.amount').as('total'),
    ])
    .groupBy('r.userId')
    .execute();
  return rows.map((x) => ({ userId: x.userId, refunds: Number(x.refunds), total: Number(x.total) }));
}

export async function refundList(db: Db, span: { start: string; end: string }, currency: string) {
  const rows = await refunds(db, span, currency)
    .select(['o.id', 'o.ticketNumber', 'r.amount', 'r.reason', 'r.userId', 'r.approvedBy', 'r.createdAt'])
    .orderBy('r.createdAt', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map((x) => ({
    orderId: x.id,
    ticketNumber: x.ticketNumber,
    amount: Number(x.amount),
    reason: x.reason,
    userId: x.userId,
    approvedBy: x.approvedBy,
    createdAt: x.createdAt,
  }));
}

/** Completed orders per staff member and local hour of opening (kept as the clock read at completion). */
export async function salesByHour(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('salesHours')
    .select((eb) => [
      'userId',
      'hour',
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('sales').as('sales'),
    ])
    .where(onDays(r))
    .groupBy(['userId', 'hour'])
    .execute();
  return rows.map((x) => ({
    userId: userOf(x.userId),
    hour: Number(x.hour),
    orders: Number(x.orders),
    sales: Number(x.sales),
  }));
}

export async function salesByTable(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('salesTables as s')
    .leftJoin('diningTables as t', 't.id', 's.tableId')
    .select((eb) => [
      's.userId',
      's.tableId',
      't.name',
      eb.fn.sum<number>('s.orders').as('orders'),
      eb.fn.sum<number>('s.sales').as('sales'),
    ])
    .where(onDays(r))
    .groupBy(['s.userId', 's.tableId', 't.name'])
    .execute();
  return rows.map((x) => ({
    userId: userOf(x.userId),
    tableId: x.tableId,
    tableName: x.name,
    orders: Number(x.orders),
    sales: Number(x.sales),
  }));
}

/** Kitchen items fired in the span and marked done: fired → done per station, in seconds. */
export async function prepTimes(db: Db, engine: Engine, span: { start: string; end: string }) {
  const seconds = secondsBetween(engine, 'k.firedAt', 'i.doneAt');
  const rows = await db
    .selectFrom('kitchenItems as i')
    .innerJoin('kitchenTickets as k', 'k.id', 'i.ticketId')
    .leftJoin('stations as s', 's.id', 'k.stationId')
    .select((eb) => [
      'k.stationId',
      's.nameEn',
      's.nameAr',
      eb.fn.countAll<number>().as('items'),
      eb.fn.avg<number>(seconds).as('average'),
      eb.fn.max<number>(seconds).as('longest'),
    ])
    .where('k.firedAt', '>=', span.start)
    .where('k.firedAt', '<', span.end)
    .where('i.doneAt', 'is not', null)
    .where('i.voided', '=', 0)
    .where('k.kind', 'in', ['fire', 'add'])
    .groupBy(['k.stationId', 's.nameEn', 's.nameAr'])
    .execute();
  return rows.map((x) => ({
    stationId: x.stationId,
    name: x.nameEn,
    nameAr: x.nameAr,
    items: Number(x.items),
    averageSeconds: Math.round(Number(x.average)),
    longestSeconds: Math.round(Number(x.longest)),
  }));
}
