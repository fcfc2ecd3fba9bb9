import {
  OPEN_STATUSES,
  type AuditEntry,
  type Order,
  type OrderKind,
  type OrderStatus,
  type OrderType,
  type TableStatus,
} from '@cashier/contracts';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { insertRow, updateRow } from '../../db/rows.ts';
import type {
  IdempotencyKeyTable,
  OrderLineTable,
  OrderStatusHistoryTable,
  OrderTable,
} from '../../db/schema.ts';

const OPEN = [...OPEN_STATUSES];

export interface OrderFilter {
  type?: OrderType | undefined;
  kind?: OrderKind | undefined;
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
  // A kind is a type, a `pos` order told apart by its table: a counter sale has none.
  if (f.kind === 'counter') q = q.where('type', '=', 'pos').where('tableId', 'is', null);
  else if (f.kind === 'dine-in') q = q.where('type', '=', 'pos').where('tableId', 'is not', null);
  else if (f.kind) q = q.where('type', '=', f.kind);
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

/** The rows whole orders are made of: orders, lines, payments, refunds and status history. */
function orderParts(db: Db, ids: number[]) {
  return Promise.all([
    db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.userId')
      .selectAll('orders')
      .select('users.name as userName')
      .where('orders.id', 'in', ids)
      .execute(),
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
}

/** A stored line as orders answer it; its kitchen state is filled in by loadOrders in kitchen.ts. */
function toLine(l: Selectable<OrderLineTable>): Order['lines'][number] {
  return {
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
    course: l.course,
    held: l.held === 1,
    // Filled in by loadOrders in kitchen.ts, which asks the kitchen.
    kitchenState: 'waiting',
  };
}

/** Whole orders (lines, payments, status history) in the order of `ids`. */
export async function loadOrders(db: Db, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const [orders, lines, payments, refunds, history] = await orderParts(db, ids);
  const byId = new Map<number, Order>(
    orders.map((o) => [
      o.id,
      {
        ...o,
        userName: o.userName ?? null,
        taxInclusive: o.taxInclusive === 1,
        balanceDue: Math.max(0, o.total - o.paidTotal),
        changeDue: 0,
        refundedTotal: 0,
        kitchenStatus: null,
        lines: [] as Order['lines'],
        payments: [] as Order['payments'],
        refunds: [] as Order['refunds'],
        history: [] as Order['history'],
      },
    ]),
  );
  for (const l of lines) byId.get(l.orderId)?.lines.push(toLine(l));
  for (const p of payments) {
    const order = p.orderId === null ? undefined : byId.get(p.orderId);
    if (!order) continue;
    order.changeDue += p.change;
    order.payments.push({
      id: p.id,
      method: p.method,
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
      method: r.method,
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
      from: h.fromStatus,
      to: h.toStatus,
      userId: h.userId,
      reason: h.reason,
      at: h.createdAt,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export { nextCounter } from '../../db/rows.ts';

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

/** One order's stored row; it must exist. */
export function orderRow(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function orderRows(db: Db, ids: number[]) {
  return db.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
}

/** The order's id when it exists. */
export function findOrderId(db: Db, id: number) {
  return db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
}

export const insertOrder = (db: Db, values: Insertable<OrderTable>) => insertRow(db, 'orders', values);
export const updateOrder = (db: Db, id: number, values: Updateable<OrderTable>) =>
  updateRow(db, 'orders', id, values);

/**
 * Bumps the version only when it is still `version`; answers whether it was. On PostgreSQL the
 * row then stays locked until commit.
 */
export async function bumpVersionIf(db: Db, id: number, version: number, now: string): Promise<boolean> {
  const bumped = await db
    .updateTable('orders')
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return bumped.numUpdatedRows > 0n;
}

/** The order's current version; undefined when there is no such order. */
export function orderVersion(db: Db, id: number) {
  return db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirst();
}

export async function insertHistory(db: Db, row: Insertable<OrderStatusHistoryTable>): Promise<void> {
  await db.insertInto('orderStatusHistory').values(row).execute();
}

/** The id of the completed order carrying invoice `number`. */
export async function completedOrderByInvoice(db: Db, number: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('invoiceNumber', '=', number)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row?.id;
}

type Entry = z.infer<typeof AuditEntry>;

/** The audit rows about one order (entity 'order'), oldest first, with who did it. */
export async function orderAudit(db: Db, orderId: number): Promise<Entry[]> {
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.userId')
    .select([
      'auditLog.id',
      'auditLog.userId',
      'users.name as userName',
      'auditLog.action',
      'auditLog.data',
      'auditLog.createdAt',
    ])
    .where('auditLog.entity', '=', 'order')
    .where('auditLog.entityId', '=', String(orderId))
    .orderBy('auditLog.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName ?? null,
    action: r.action,
    data: r.data === null ? null : (JSON.parse(r.data) as Entry['data']),
    createdAt: r.createdAt,
  }));
}

/** A user's name as it is now (null when the user is gone). */
export async function userName(db: Db, id: number): Promise<string | null> {
  return (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null;
}

/** What an order needs to know of a dining table: whether it is in use, and its status. */
export function diningTable(db: Db, id: number) {
  return db
    .selectFrom('diningTables')
    .select(['active', 'status', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const setTableStatus = (db: Db, id: number, status: TableStatus, now: string) =>
  updateRow(db, 'diningTables', id, { status, updatedAt: now });

/** What an order needs to know of a customer: whether they may buy on account, and where they live. */
export function customer(db: Db, id: number) {
  return db.selectFrom('customers').select(['status', 'address']).where('id', '=', id).executeTakeFirst();
}

export function findIdempotencyKey(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertIdempotencyKey(db: Db, row: Insertable<IdempotencyKeyTable>): Promise<void> {
  await db.insertInto('idempotencyKeys').values(row).execute();
}
