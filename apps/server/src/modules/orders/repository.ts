import type { Order, OrderStatus, OrderType, PaymentMethod } from '@cashier/contracts';
import { sql } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';

const OPEN: OrderStatus[] = ['new', 'in-progress', 'in-delivery'];

export interface OrderFilter {
  type?: OrderType | undefined;
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  customerId?: number | undefined;
  tableId?: number | undefined;
  open?: boolean;
}

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('orders');
  if (f.type) q = q.where('type', '=', f.type);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.open) q = q.where('status', 'in', OPEN);
  if (f.from) q = q.where('businessDate', '>=', f.from);
  if (f.to) q = q.where('businessDate', '<=', f.to);
  if (f.customerId) q = q.where('customerId', '=', f.customerId);
  if (f.tableId) q = q.where('tableId', '=', f.tableId);
  return q;
}

export async function countOrders(db: Db, f: OrderFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The columns a list may be sorted by, and what each sorts on: a whitelist, so a query string
 * never reaches the SQL. All are NOT NULL (both engines then agree on the order), and each has an
 * index led by the type and closed by the id (migration 008), so the first pages of a million
 * orders of one type come straight off it instead of a sort of every row.
 */
const SORT_COLUMNS = {
  date: 'createdAt',
  ticket: 'ticketNumber',
  type: 'type',
  status: 'status',
  total: 'total',
  paid: 'paidTotal',
} as const;
export type OrderSort = keyof typeof SORT_COLUMNS;

/**
 * The ids of one page of orders. Without `sort`, newest first (by id, which the primary key and
 * `orders_type_idx` give in order); with it, by that column, the id breaking ties in the same
 * direction so pages never overlap or skip an order.
 */
export async function findOrderIds(
  db: Db,
  f: OrderFilter,
  page?: { limit: number; offset: number },
  order: { sort?: OrderSort | undefined; dir?: 'asc' | 'desc' } = {},
): Promise<number[]> {
  const dir = order.dir ?? 'desc';
  let q = filtered(db, f).select('id');
  if (order.sort) q = q.orderBy(SORT_COLUMNS[order.sort], dir);
  q = q.orderBy('id', order.sort ? dir : 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return (await q.execute()).map((r) => r.id);
}

/** Whole orders (lines, payments, status history) in the order of `ids`. */
export async function loadOrders(db: Db, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const [orders, lines, payments, refunds, history] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('orderLines').selectAll().where('orderId', 'in', ids).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('orderId', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('refunds as r')
      .leftJoin('users as u', 'u.id', 'r.userId')
      .leftJoin('users as a', 'a.id', 'r.approvedBy')
      .selectAll('r')
      .select(['u.name as userName', 'a.name as approvedByName'])
      .where('r.orderId', 'in', ids)
      .orderBy('r.id')
      .execute(),
    db.selectFrom('orderStatusHistory').selectAll().where('orderId', 'in', ids).orderBy('id').execute(),
  ]);
  const byId = new Map<number, Order>(
    orders.map((o) => [
      o.id,
      {
        ...o,
        type: o.type as OrderType,
        status: o.status as OrderStatus,
        discountType: o.discountType as 'amount' | 'percent' | null,
        taxInclusive: o.taxInclusive === 1,
        balanceDue: Math.max(0, o.total - o.paidTotal),
        changeDue: 0,
        refundedTotal: 0,
        lines: [] as Order['lines'],
        payments: [] as Order['payments'],
        refunds: [] as Order['refunds'],
        history: [] as Order['history'],
      },
    ]),
  );
  for (const l of lines) {
    byId.get(l.orderId)?.lines.push({
      id: l.id,
      productId: l.productId,
      nameEn: l.nameEn,
      nameAr: l.nameAr,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      modifiers: JSON.parse(l.modifiers) as Order['lines'][number]['modifiers'],
      modifiersTotal: l.modifiersTotal,
      lineTotal: l.lineTotal,
      seat: l.seat,
      note: l.note,
    });
  }
  for (const p of payments) {
    const order = p.orderId === null ? undefined : byId.get(p.orderId);
    if (!order) continue;
    order.changeDue += p.change;
    order.payments.push({
      id: p.id,
      method: p.method as PaymentMethod,
      amount: p.amount,
      tendered: p.tendered,
      change: p.change,
      reference: p.reference,
      userId: p.userId,
      createdAt: p.createdAt,
    });
  }
  for (const r of refunds) {
    const order = byId.get(r.orderId);
    if (!order) continue;
    order.refundedTotal += r.amount;
    order.refunds.push({
      id: r.id,
      amount: r.amount,
      method: r.method as PaymentMethod,
      reason: r.reason,
      userId: r.userId,
      userName: r.userName ?? null,
      approvedBy: r.approvedBy,
      approvedByName: r.approvedByName ?? null,
      createdAt: r.createdAt,
    });
  }
  for (const h of history) {
    byId.get(h.orderId)?.history.push({
      from: h.fromStatus as OrderStatus | null,
      to: h.toStatus as OrderStatus,
      userId: h.userId,
      reason: h.reason,
      at: h.createdAt,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Next value of a named counter inside the caller's transaction. The row lock (PostgreSQL) or the
 * single writer (SQLite) makes it gap-free: a rolled-back order gives its number back.
 */
export async function nextCounter(trx: Db, name: string): Promise<number> {
  const row = await trx
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function settingValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function openOrdersOnTable(db: Db, tableId: number, exceptOrderId?: number): Promise<number> {
  let q = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tableId', '=', tableId)
    .where('status', 'in', OPEN);
  if (exceptOrderId) q = q.where('id', '!=', exceptOrderId);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** The largest discount share (basis points of the subtotal) approved on an order, and by whom. */
export async function discountApproval(db: Db, orderId: number) {
  const row = await db
    .selectFrom('orders')
    .select(['discountApprovedBy', 'discountApprovedBp'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { approvedBy: row.discountApprovedBy, approvedBp: row.discountApprovedBp };
}

export async function saveDiscountApproval(
  db: Db,
  orderId: number,
  a: { approvedBy: number; approvedBp: number },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ discountApprovedBy: a.approvedBy, discountApprovedBp: a.approvedBp })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Adds `amount` to what was paid on an order only while it still fits the total, in one
 * statement: two payments racing on one order cannot both fit. Answers whether it was added.
 */
export async function addPaid(db: Db, orderId: number, amount: number) {
  const updated = await db
    .updateTable('orders')
    .set((eb) => ({ paidTotal: eb('paidTotal', '+', amount) }))
    .where('id', '=', orderId)
    .where((eb) => eb(eb('paidTotal', '+', amount), '<=', eb.ref('total')))
    .returning(['paidTotal', 'total', 'customerId'])
    .executeTakeFirst();
  if (updated) return { added: true, ...updated };
  const row = await db
    .selectFrom('orders')
    .select(['paidTotal', 'total', 'customerId'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { added: false, ...row };
}

/**
 * Lowers a customer's balance by `amount` only while they owe at least that much, in one
 * statement. Answers the balance after (paid), or as it is (refused; null: no such customer).
 */
export async function payDownBalance(
  db: Db,
  customerId: number,
  amount: number,
  now: string,
): Promise<{ paid: true; balance: number } | { paid: false; balance: number | null }> {
  const updated = await db
    .updateTable('customers')
    .set((eb) => ({ balance: eb('balance', '-', amount), updatedAt: now }))
    .where('id', '=', customerId)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
  if (updated) return { paid: true, balance: Number(updated.balance) };
  const row = await db
    .selectFrom('customers')
    .select('balance')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return { paid: false, balance: row ? Number(row.balance) : null };
}

/**
 * Orders are priced in the restaurant's currency, so a change of currency must not interleave
 * with an order being taken: order creates share this lock, a currency change takes it alone
 * (PostgreSQL; SQLite runs one writer at a time).
 */
export async function lockCurrency(trx: Db, engine: Engine, mode: 'shared' | 'alone'): Promise<void> {
  if (engine !== 'postgres') return;
  if (mode === 'shared') await sql`select pg_advisory_xact_lock_shared(7310003)`.execute(trx);
  else await sql`select pg_advisory_xact_lock(7310003)`.execute(trx);
}

export async function anyOrder(db: Db): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').limit(1).executeTakeFirst()) !== undefined;
}
