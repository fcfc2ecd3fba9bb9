import type { AuditEntry, Order } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { loadOrders } from './kitchen.ts';
import * as repo from './repository.ts';

/** Everything the audit log holds about one order (entity 'order'), oldest first, with who did it. */
export async function orderAudit(db: Db, orderId: number): Promise<z.infer<typeof AuditEntry>[]> {
  const order = await repo.findOrderId(db, orderId);
  if (!order) throw notFound('order');
  return repo.orderAudit(db, orderId);
}

/** The completed order that carries invoice `number`. */
export async function orderByInvoice(db: Db, number: number): Promise<Order> {
  const id = await repo.completedOrderByInvoice(db, number);
  const [order] = id === undefined ? [] : await loadOrders(db, [id]);
  if (!order) throw notFound('invoice');
  return order;
}
