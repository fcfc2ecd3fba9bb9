import type { Kysely } from 'kysely';

/**
 * Printers learn how the server reaches them (`network`: ESC/POS over TCP, `browser`: the print
 * dialog), and their names become unique so a ticket never goes to the wrong one of two "Kitchen"s.
 * Nothing wrote printers before this migration, so no duplicate names can stand in its way.
 */
export function printersConnection() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('printers')
        .addColumn('connection', 'text', (c) => c.notNull().defaultTo('network'))
        .execute();
      await db.schema.createIndex('printers_name_uq').unique().on('printers').column('name').execute();
    },
  };
}
