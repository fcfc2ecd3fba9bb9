import { lineTotal, MAX_ORDER_TOTAL, priceOrder, type Discount, type OrderStatus } from '@cashier/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { msg, type Text } from '../../lib/messages/text.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { ApprovalUse } from '../auth/index.ts';
import { restaurantSettings } from '../settings/read.ts';
import type { PricedLine } from './lines.ts';
import { currentLines } from './stored-lines.ts';
import * as repo from './repository.ts';

/** Small pieces the order operations (create, update, status, refunds, merge, split) share. */

export type Trx = Transaction<Database>;

/** Consumes a manager's one-time approval for an action on an order, or throws 403. */
export type ConsumeApproval = (trx: Trx, use: ApprovalUse) => Promise<{ approverId: number }>;

export interface Rules {
  taxRateBp: number;
  taxInclusive: boolean;
  serviceChargeBp: number;
  currency: string;
  timezone: string;
  /** The local hour a business day starts (see businessDate). */
  dayStartHour: number;
  discountApprovalBp: number;
  /** Cash may be taken or given back only inside an open shift (setting cash_needs_shift). */
  cashNeedsShift: boolean;
}

export const rule = (text: Text, fields?: Record<string, Text>) => new AppError('RULE_BROKEN', text, fields);

/** Each transaction's rules, read once: nothing in an order's transaction changes settings. */
const rulesOf = new WeakMap<Db, Promise<Rules>>();

export function loadRules(db: Db): Promise<Rules> {
  if (!db.isTransaction) return readRules(db);
  const rules = rulesOf.get(db) ?? readRules(db);
  rulesOf.set(db, rules);
  return rules;
}

async function readRules(db: Db): Promise<Rules> {
  const { timeZone, ...s } = await restaurantSettings(db, [
    'taxRateBp',
    'taxInclusive',
    'serviceChargeBp',
    'currency',
    'timeZone',
    'dayStartHour',
    'discountApprovalBp',
    'cashNeedsShift',
  ]);
  return { ...s, timezone: timeZone };
}

/**
 * Tax and service rates stay those of the moment the order was opened. An order opened without a
 * table stored no service rate, so it takes today's when it moves onto a table.
 */
export function frozenRules(
  row: { taxRateBp: number; taxInclusive: number; serviceChargeBp: number },
  rules: Rules,
): Rules {
  return {
    ...rules,
    taxRateBp: row.taxRateBp,
    taxInclusive: row.taxInclusive === 1,
    serviceChargeBp: row.serviceChargeBp || rules.serviceChargeBp,
  };
}

/** The discount an order row carries. */
export function storedDiscount(row: {
  discountType: 'amount' | 'percent' | null;
  discountValue: number;
}): Discount {
  return row.discountType ? { type: row.discountType, value: row.discountValue } : null;
}

/**
 * Service charge applies to dine-in orders (with a table) only, as restaurants usually do. An
 * order whose subtotal or total would pass MAX_ORDER_TOTAL is refused (422, naming the line that
 * alone passes it, else the lines), before anything is written or the transaction rolls back.
 */
export function priceFor(lines: PricedLine[], discount: Discount, rules: Rules, tableId: number | null) {
  const totals = priceOrder(lines, discount, {
    ...rules,
    serviceChargeBp: tableId ? rules.serviceChargeBp : 0,
  });
  if (totals.subtotal > MAX_ORDER_TOTAL || totals.total > MAX_ORDER_TOTAL) {
    const line = lines.findIndex((l) => lineTotal(l) > MAX_ORDER_TOTAL);
    throw rule(
      msg('orders.totalTooLarge', { max: MAX_ORDER_TOTAL, total: Math.max(totals.subtotal, totals.total) }),
      { [line < 0 ? 'lines' : `lines.${line}.quantity`]: 'field.overOrderMax' },
    );
  }
  return totals;
}

export function totalsColumns(
  totals: ReturnType<typeof priceOrder>,
  discount: Discount,
  rules: Rules,
  tableId: number | null,
) {
  return {
    subtotal: totals.subtotal,
    discountType: discount?.type ?? null,
    discountValue: discount?.value ?? 0,
    discountTotal: totals.discountTotal,
    serviceChargeBp: tableId ? rules.serviceChargeBp : 0,
    serviceCharge: totals.serviceCharge,
    taxRateBp: rules.taxRateBp,
    taxInclusive: rules.taxInclusive ? 1 : 0,
    taxTotal: totals.taxTotal,
    total: totals.total,
  };
}

export async function addHistory(
  trx: Trx,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  userId: number | null,
  reason: string | null,
): Promise<void> {
  await repo.insertHistory(trx, {
    orderId,
    fromStatus: from,
    toStatus: to,
    userId,
    reason,
    createdAt: nowIso(),
  });
}

/**
 * The optimistic lock: bumps the version only when it is still `version`. A stale version matches
 * no row (409); on PostgreSQL the row stays locked until commit, so two writers cannot interleave.
 */
export async function bumpVersion(trx: Trx, id: number, version: number): Promise<void> {
  if (await repo.bumpVersionIf(trx, id, version, nowIso())) return;
  const exists = await repo.orderVersion(trx, id);
  if (!exists) throw notFound('order');
  throw conflict(msg('orders.stale', { version: exists.version }), {
    version: 'field.stale',
  });
}

/** A table with an open order is occupied; when its last order closes it is available again. */
export async function syncTable(trx: Trx, record: RecordChange, tableId: number): Promise<void> {
  const open = await repo.openOrdersOnTable(trx, tableId);
  const table = await repo.diningTable(trx, tableId);
  if (!table) return;
  const next = open > 0 ? 'occupied' : table.status === 'occupied' ? 'available' : table.status;
  if (next === table.status) return;
  await repo.setTableStatus(trx, tableId, next, nowIso());
  await record({
    action: 'table.status',
    entity: 'table',
    entityId: tableId,
    data: { status: next, automatic: true },
    event: { topic: 'table.status', payload: { id: tableId, status: next } },
  });
}

/**
 * Prices an order again from its stored lines (their snapshots), with its own discount and the
 * tax and service rates frozen on it, and saves the totals. Answers the new totals, with the
 * discount and rules they were priced by.
 */
export async function reprice(trx: Trx, orderId: number) {
  const row = await repo.orderRow(trx, orderId);
  const rules = frozenRules(row, await loadRules(trx));
  const discount = storedDiscount(row);
  const totals = priceFor(await currentLines(trx, orderId), discount, rules, row.tableId);
  await repo.updateOrder(trx, orderId, totalsColumns(totals, discount, rules, row.tableId));
  return { ...totals, discount, rules };
}

/**
 * The manager who approved a change with their PIN, for the order's audit row: the id, and the name
 * as it was then (a cashier reading the order cannot list users).
 */
export async function approver(
  trx: Trx,
  id: number | null,
): Promise<{ approvedBy?: number; approvedByName?: string | null }> {
  if (id === null) return {};
  return { approvedBy: id, approvedByName: await repo.userName(trx, id) };
}
