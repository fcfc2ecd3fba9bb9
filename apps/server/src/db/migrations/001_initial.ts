import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * The schema for the whole product, written once for both engines.
 * Names are snake_case here; the application sees them camelCased.
 */
export function initial(engine: Engine) {
  const money: ColumnDataType = engine === 'postgres' ? 'bigint' : 'integer';

  function table(db: Kysely<unknown>, name: string) {
    const t = db.schema.createTable(name);
    return engine === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }
  const stamps = (t: CreateTableBuilder<string>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await table(db, 'roles')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('system', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
        .execute();
      await stamps(
        table(db, 'users')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('pin_hash', 'text')
          .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
          .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await table(db, 'sessions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('first_failure_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      await table(db, 'settings')
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await table(db, 'plugins')
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await stamps(
        table(db, 'categories')
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ar', 'text', (c) => c.notNull())
          .addColumn('image', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      // RESTRICT: a category that holds products can never be deleted, so no product is lost.
      await stamps(
        table(db, 'products')
          .addColumn('category_id', 'integer', (c) =>
            c.notNull().references('categories.id').onDelete('restrict'),
          )
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ar', 'text', (c) => c.notNull())
          .addColumn('description_en', 'text')
          .addColumn('description_ar', 'text')
          .addColumn('price', money, (c) => c.notNull())
          .addColumn('tax_rate_bp', 'integer')
          .addColumn('image', 'text')
          .addColumn('sku', 'text', (c) => c.unique())
          .addColumn('barcode', 'text', (c) => c.unique())
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema
        .createIndex('products_category_idx')
        .on('products')
        .columns(['category_id', 'sort_order'])
        .execute();
      await table(db, 'modifier_groups')
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('min_select', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_select', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await table(db, 'modifiers')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('modifier_groups.id').onDelete('cascade'),
        )
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('product_modifier_groups')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('modifier_groups.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('product_modifier_groups_pk', ['product_id', 'group_id'])
        .execute();

      await stamps(
        table(db, 'dining_tables')
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(2))
          .addColumn('area', 'text')
          .addColumn('pos_x', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('pos_y', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
          .addColumn('qr_token', 'text', (c) => c.notNull().unique())
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await stamps(
        table(db, 'customers')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.unique())
          .addColumn('email', 'text', (c) => c.unique())
          .addColumn('address', 'text')
          .addColumn('subscriber', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
          .addColumn('balance', money, (c) => c.notNull().defaultTo(0)),
      ).execute();

      await stamps(
        table(db, 'orders')
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('invoice_number', 'integer', (c) => c.unique())
          .addColumn('ticket_number', 'integer', (c) => c.notNull())
          .addColumn('business_date', 'text', (c) => c.notNull())
          .addColumn('table_id', 'integer', (c) => c.references('dining_tables.id').onDelete('set null'))
          .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('delivery_address', 'text')
          .addColumn('note', 'text')
          .addColumn('subtotal', money, (c) => c.notNull())
          .addColumn('discount_type', 'text')
          .addColumn('discount_value', money, (c) => c.notNull().defaultTo(0))
          .addColumn('discount_total', money, (c) => c.notNull().defaultTo(0))
          .addColumn('service_charge_bp', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('service_charge', money, (c) => c.notNull().defaultTo(0))
          .addColumn('tax_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('tax_inclusive', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('tax_total', money, (c) => c.notNull().defaultTo(0))
          .addColumn('total', money, (c) => c.notNull())
          .addColumn('paid_total', money, (c) => c.notNull().defaultTo(0))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('cancel_reason', 'text')
          .addColumn('completed_at', 'text'),
      ).execute();
      await db.schema
        .createIndex('orders_business_date_idx')
        .on('orders')
        .columns(['business_date', 'type'])
        .execute();
      await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'type']).execute();
      await db.schema.createIndex('orders_customer_idx').on('orders').column('customer_id').execute();
      await db.schema.createIndex('orders_table_idx').on('orders').column('table_id').execute();
      await table(db, 'order_lines')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('unit_price', money, (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('modifiers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('modifiers_total', money, (c) => c.notNull().defaultTo(0))
        .addColumn('line_total', money, (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
      await db.schema.createIndex('order_lines_product_idx').on('order_lines').column('product_id').execute();
      await table(db, 'payments')
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('restrict'))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('tendered', money)
        .addColumn('change', money, (c) => c.notNull().defaultTo(0))
        .addColumn('reference', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
      await db.schema.createIndex('payments_customer_idx').on('payments').column('customer_id').execute();
      await table(db, 'order_status_history')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_status_history_order_idx')
        .on('order_status_history')
        .column('order_id')
        .execute();
      // Gap-free sequences (invoice numbers, daily tickets) are rows updated inside the order's transaction.
      await db.schema
        .createTable('counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();

      await stamps(
        table(db, 'expenses')
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('spent_on', 'text', (c) => c.notNull())
          .addColumn('note', 'text')
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();
      await db.schema.createIndex('expenses_spent_on_idx').on('expenses').column('spent_on').execute();
      await table(db, 'printers')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('host', 'text')
        .addColumn('port', 'integer')
        .addColumn('paper_width', 'integer', (c) => c.notNull().defaultTo(80))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await stamps(
        table(db, 'print_jobs')
          .addColumn('printer_id', 'integer', (c) =>
            c.notNull().references('printers.id').onDelete('cascade'),
          )
          .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_error', 'text'),
      ).execute();
      await table(db, 'site_pages')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_ar', 'text', (c) => c.notNull())
        .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_ar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('site_pages_kind_slug_uq', ['kind', 'slug'])
        .execute();

      await table(db, 'events')
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await table(db, 'audit_log')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text')
        .addColumn('entity_id', 'text')
        .addColumn('data', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
      await db.schema.createIndex('audit_log_user_idx').on('audit_log').column('user_id').execute();
    },
  };
}
