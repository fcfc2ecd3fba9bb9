import type { LogKind, OrderType, PaymentMethod } from '@cashier/contracts';
import { integer, text } from './columns.ts';

/*
 * Report rollups (migration 015): sums kept in the same transaction as what they sum, so a report
 * over a year reads a few thousand rows instead of every order, line, payment and audit row.
 * Sales are keyed by the order's business date; payments and audit rows by the 15-minute UTC
 * bucket they fall in, dated on the restaurant's clock when read (every zone's offset is a whole
 * number of quarter hours). 0 stands for "none" in key columns, as a NULL would not conflict.
 */

const day = { businessDate: text(), currency: text() };

export const ROLLUP_TABLES = {
  salesDays: {
    ...day,
    type: text<OrderType>(),
    userId: integer(),
    orders: integer(),
    guests: integer(),
    gross: integer(),
    discounts: integer(),
    discounted: integer(),
    serviceCharge: integer(),
    tax: integer(),
    taxAdded: integer(),
    sales: integer(),
  },
  /** Cancelled orders, by who cancelled them. */
  salesVoids: { ...day, userId: integer(), voids: integer(), total: integer() },
  salesHours: { ...day, userId: integer(), hour: integer(), orders: integer(), sales: integer() },
  salesTables: { ...day, userId: integer(), tableId: integer(), orders: integer(), sales: integer() },
  salesProducts: {
    ...day,
    productId: integer(),
    nameEn: text(),
    nameAr: text(),
    quantity: integer(),
    gross: integer(),
    discounts: integer(),
  },
  salesModifiers: { ...day, modifiers: text(), quantity: integer() },
  paymentBuckets: {
    bucket: text(),
    currency: text(),
    method: text<PaymentMethod>(),
    settlement: integer(),
    count: integer(),
    amount: integer(),
  },
  auditBuckets: { bucket: text(), kind: text<LogKind>(), userId: integer(), count: integer() },
};

/** Each rollup's key columns, in the order of its primary key (snake_case as in SQL). */
export const ROLLUP_KEYS = {
  salesDays: ['businessDate', 'currency', 'type', 'userId'],
  salesVoids: ['businessDate', 'currency', 'userId'],
  salesHours: ['businessDate', 'currency', 'userId', 'hour'],
  salesTables: ['businessDate', 'currency', 'userId', 'tableId'],
  salesProducts: ['businessDate', 'currency', 'productId', 'nameEn', 'nameAr'],
  salesModifiers: ['businessDate', 'currency', 'modifiers'],
  paymentBuckets: ['bucket', 'currency', 'method', 'settlement'],
  auditBuckets: ['bucket', 'kind', 'userId'],
} as const;
