import type { ColumnDataType, Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * Money given back on an order: refunds of completed orders, and the payments a void returns.
 * Each row names who refunded and, when a manager's PIN approved it, who approved. Also an index
 * for an order's audit trail (audit rows by entity and id), which otherwise reads the whole log.
 */
export function refunds(engine: Engine) {
  const money: ColumnDataType = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = db.schema.createTable('refunds');
      await (
        engine === 'postgres'
          ? t.addColumn('id', 'serial', (c) => c.primaryKey())
          : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity', 'entity_id', 'id'])
        .execute();
    },
  };
}
