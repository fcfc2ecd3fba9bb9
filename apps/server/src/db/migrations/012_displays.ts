import type { Kysely } from 'kysely';

/**
 * Counter displays (issue 12): what each customer-facing screen beside a till shows now, by the
 * pairing code the screen shows. One row per code, overwritten by every push from its till, so a
 * display that reloads or reconnects reads where the sale is.
 */
export function displays() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('displays')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull())
        .addColumn('service_charge', 'integer', (c) => c.notNull())
        .addColumn('tax', 'integer', (c) => c.notNull())
        .addColumn('tax_inclusive', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('paid', 'integer', (c) => c.notNull())
        .addColumn('change_due', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
