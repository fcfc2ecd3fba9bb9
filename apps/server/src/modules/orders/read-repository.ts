import { OPEN_STATUSES, type OpenOrderSummary } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';

/** The queries behind read.ts: what other modules read of orders. */

/** Open orders on the given tables (all tables when omitted), oldest first. */
export async function openTableOrders(
  db: Db,
  tableIds?: number[],
): Promise<(Omit<OpenOrderSummary, 'kitchenStatus'> & { tableId: number })[]> {
  let q = db
    .selectFrom('orders')
    .select(['id', 'tableId', 'ticketNumber', 'total', 'status', 'createdAt'])
    .where('tableId', 'is not', null)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('createdAt')
    .orderBy('id');
  if (tableIds) q = q.where('tableId', 'in', tableIds.length ? tableIds : [-1]);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    tableId: r.tableId!,
    ticketNumber: r.ticketNumber,
    total: Number(r.total),
    status: r.status,
    createdAt: r.createdAt,
  }));
}

/** Orders of this currency not completed or cancelled, oldest first (at most 500). */
export function openOrdersIn(db: Db, currency: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'ticketNumber', 'type', 'status', 'total', 'paidTotal', 'businessDate', 'createdAt'])
    .where('status', 'in', OPEN_STATUSES)
    .where('currency', '=', currency)
    .orderBy('id')
    .limit(500)
    .execute();
}

/** Orders and account payments that point at the customer (their foreign keys restrict deletes). */
export async function customerReferences(db: Db, id: number): Promise<{ orders: number; payments: number }> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const count = async (table: 'orders' | 'payments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customerId', '=', id)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return { orders: await count('orders'), payments: await count('payments') };
}
