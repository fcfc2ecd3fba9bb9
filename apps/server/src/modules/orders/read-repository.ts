import { OPEN_STATUSES, type OpenOrderSummary, type SearchResponse } from '@cashier/contracts';
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

/**
 * Orders whose daily ticket or invoice number is `n`, newest first. Two lookups rather than one OR:
 * each runs on its own index (`orders_ticket_idx` holds tickets in id order), whereas PostgreSQL
 * plans the OR as a backward walk over every order, which for a number no order carries reads the
 * whole history.
 */
export async function searchOrders(db: Db, n: number, limit: number): Promise<SearchResponse['orders']> {
  const columns = ['id', 'ticketNumber', 'invoiceNumber', 'type', 'status', 'total'] as const;
  const [byTicket, byInvoice] = await Promise.all([
    db
      .selectFrom('orders')
      .select(columns)
      .where('ticketNumber', '=', n)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db.selectFrom('orders').select(columns).where('invoiceNumber', '=', n).execute(),
  ]);
  const byId = new Map([...byTicket, ...byInvoice].map((r) => [r.id, { ...r, total: Number(r.total) }]));
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, limit);
}

/** The daily ticket numbers of these orders (ids of none are skipped). */
export async function ticketNumbers(db: Db, ids: readonly (number | null)[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'ticketNumber'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.ticketNumber]));
}
