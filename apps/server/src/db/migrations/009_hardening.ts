import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * Hardening (issue 10).
 * - login_throttle is rebuilt with what each row limits (kind, subject, address), so the users
 *   screen can show and clear lockouts; its rows are short-lived counters, so none are kept.
 * - approvals name the order they approve an action on (null: an order being created), so a
 *   manager's PIN typed for one order's refund cannot be spent on another order.
 * - orders keep the discount share a manager approved, so every later change that raises the
 *   share above both the limit and what was approved asks again.
 */
export function hardening(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('login_throttle').execute();
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('ip', 'text')
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('first_failure_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();
      await db.schema
        .createIndex('login_throttle_locked_idx')
        .on('login_throttle')
        .column('locked_until')
        .execute();
      await db.schema.alterTable('approvals').addColumn('order_id', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('discount_approved_by', 'integer').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('discount_approved_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A discount already on an order was approved under the rules of its day: keep its share.
      await sql`
        update orders set discount_approved_bp = case
          when discount_type = 'percent' then discount_value
          else (discount_total * 10000 + subtotal - 1) / subtotal end
        where discount_total > 0 and subtotal > 0`.execute(db);
    },
  };
}
