import { previousRange, roundDiv, type SalesManagerReport } from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import type { RestaurantDay } from '../settings/read.ts';
import { userNames } from '../users/read.ts';
import { spanOf } from './daily.ts';
import * as staff from './staff-repository.ts';

type Figures = SalesManagerReport['totals'];
const empty = (): Figures => ({
  orders: 0,
  sales: 0,
  averageTicket: 0,
  discounts: 0,
  discountedOrders: 0,
  voids: 0,
  voidTotal: 0,
  refunds: 0,
  refundTotal: 0,
});

/** Per staff member: the orders they took, the voids they made and the refunds they gave. */
async function staffFigures(db: Db, day: RestaurantDay, range: { from: string; to: string }) {
  const span = spanOf(day, range.from, range.to);
  const r = { ...range, currency: day.currency };
  const [sales, voids, refunds] = await Promise.all([
    staff.salesByStaff(db, r),
    staff.voidsByStaff(db, r),
    staff.refundsByStaff(db, span, day.currency),
  ]);
  const byUser = new Map<number | null, Figures>();
  const of = (userId: number | null) => byUser.get(userId) ?? byUser.set(userId, empty()).get(userId)!;
  for (const { userId, ...s } of sales) Object.assign(of(userId), s);
  for (const v of voids) Object.assign(of(v.userId), { voids: v.voids, voidTotal: v.total });
  for (const x of refunds) Object.assign(of(x.userId), { refunds: x.refunds, refundTotal: x.total });
  const total = empty();
  for (const f of byUser.values()) {
    f.averageTicket = f.orders === 0 ? 0 : roundDiv(f.sales, f.orders);
    for (const key of Object.keys(total) as (keyof Figures)[]) total[key] += f[key];
  }
  total.averageTicket = total.orders === 0 ? 0 : roundDiv(total.sales, total.orders);
  return { byUser, total };
}

/**
 * The sales manager's report: each staff member's orders, sales, discounts, voids and refunds
 * (with who approved them), their sales by local hour and by table, and the kitchen's times.
 */
export async function salesManager(
  db: Db,
  engine: Engine,
  day: RestaurantDay,
  range: { from: string; to: string },
): Promise<SalesManagerReport> {
  const span = spanOf(day, range.from, range.to);
  const r = { ...range, currency: day.currency };
  const previous = previousRange(range.from, range.to);
  const [current, before, voids, refunds, byHour, byTable, prep, users] = await Promise.all([
    staffFigures(db, day, range),
    staffFigures(db, day, previous),
    staff.voidList(db, r),
    staff.refundList(db, span, day.currency),
    staff.salesByHour(db, r),
    staff.salesByTable(db, r),
    staff.prepTimes(db, engine, span),
    userNames(db),
  ]);
  const name = users;
  const named = (id: number | null) => (id === null ? null : (name.get(id) ?? null));
  const withNames = <T extends { userId: number | null; approvedBy: number | null }>(rows: T[]) =>
    rows.map((x) => ({ ...x, userName: named(x.userId), approvedByName: named(x.approvedBy) }));
  return {
    ...range,
    currency: day.currency,
    staff: [...current.byUser]
      .map(([userId, f]) => ({ userId, name: named(userId), ...f }))
      .sort((a, b) => b.sales - a.sales),
    voids: withNames(voids),
    refunds: withNames(refunds),
    byHour: mergeHours(byHour),
    byTable: byTable.sort((a, b) => b.sales - a.sales),
    prep,
    totals: current.total,
    previous: { ...previous, totals: before.total },
  };
}

/** One row per staff member and hour (segments may each hold part of an hour's rows). */
function mergeHours(rows: SalesManagerReport['byHour']): SalesManagerReport['byHour'] {
  const merged = new Map<string, SalesManagerReport['byHour'][number]>();
  for (const r of rows) {
    const key = `${r.userId}:${r.hour}`;
    const into = merged.get(key);
    if (into) {
      into.orders += r.orders;
      into.sales += r.sales;
    } else merged.set(key, { ...r });
  }
  return [...merged.values()].sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0) || a.hour - b.hour);
}
