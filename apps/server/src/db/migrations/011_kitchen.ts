import type { Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * The kitchen (issue 12).
 * - stations: where dishes are made. A category routes to one, a product may override it.
 * - products get a preparation time and a default course; order lines keep their course and
 *   whether the waiter holds it at the till.
 * - kitchen_tickets: one station's share of one send of an order (its first send, an addition, a
 *   void, a cancel), with the order's number, type, table and waiter as they were when it fired.
 * - kitchen_items: what a ticket asks for, each with its state. Items outlive the order line they
 *   came from (a voided line is deleted; its item stays, struck through), so line_id has no key.
 */
export function kitchen(engine: Engine) {
  const table = (db: Kysely<unknown>, name: string) => {
    const t = db.schema.createTable(name);
    return engine === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await table(db, 'stations')
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const t of ['categories', 'products']) {
        await db.schema
          .alterTable(t)
          .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
          .execute();
      }
      await db.schema.alterTable('products').addColumn('prep_minutes', 'integer').execute();
      await db.schema.alterTable('products').addColumn('course', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('course', 'integer').execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await table(db, 'kitchen_tickets')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_number', 'integer', (c) => c.notNull())
        .addColumn('order_type', 'text', (c) => c.notNull())
        .addColumn('table_name', 'text')
        .addColumn('waiter_name', 'text')
        .addColumn('note', 'text')
        .addColumn('fired_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('bumped_at', 'text')
        .addColumn('bumped_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('kitchen_tickets_order_idx')
        .on('kitchen_tickets')
        .column('order_id')
        .execute();
      await db.schema
        .createIndex('kitchen_tickets_open_idx')
        .on('kitchen_tickets')
        .columns(['bumped_at', 'station_id'])
        .execute();

      await table(db, 'kitchen_items')
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('kitchen_tickets.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('line_id', 'integer')
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('modifiers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('note', 'text')
        .addColumn('seat', 'integer')
        .addColumn('course', 'integer')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('voided', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('voids_item_id', 'integer')
        .addColumn('prep_minutes', 'integer')
        .addColumn('done_at', 'text')
        .addColumn('served_at', 'text')
        .execute();
      await db.schema
        .createIndex('kitchen_items_ticket_idx')
        .on('kitchen_items')
        .column('ticket_id')
        .execute();
      await db.schema.createIndex('kitchen_items_order_idx').on('kitchen_items').column('order_id').execute();
    },
  };
}
