import type { AuditEntry } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

type Entry = z.infer<typeof AuditEntry>;

/** Everything the audit log holds about one order (entity 'order'), oldest first, with who did it. */
export async function orderAudit(db: Db, orderId: number): Promise<Entry[]> {
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('order');
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

/** The completed order that carries invoice `number`. */
export async function orderByInvoice(db: Db, number: number) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('invoiceNumber', '=', number)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  const [order] = row ? await repo.loadOrders(db, [row.id]) : [];
  if (!order) throw notFound('invoice');
  return order;
}
