import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/** The displays' money columns, `integer` in 012 while the contract's Money reaches 10^12. */
const MONEY_COLUMNS = ['subtotal', 'discount', 'service_charge', 'tax', 'total', 'paid', 'change_due'];

/**
 * Counter displays closed to abuse (issue 25):
 * - each display belongs to the session of the till that paired it (`owner_session_id`), and only
 *   that session may push to it while it is live;
 * - its money columns become `bigint` on PostgreSQL, as every other money column is (SQLite's
 *   INTEGER is 64-bit already), so a valid amount above 2^31 − 1 no longer answers 500;
 * - a partial index finds the display events the retention job prunes, without costing the
 *   other events' inserts anything.
 */
export function displayOwners(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('displays')
        .addColumn('owner_session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
        .execute();
      if (engine === 'postgres') {
        for (const column of MONEY_COLUMNS) {
          await db.schema
            .alterTable('displays')
            .alterColumn(column, (c) => c.setDataType('bigint'))
            .execute();
        }
      }
      await db.schema.createIndex('displays_owner_idx').on('displays').column('owner_session_id').execute();
      await db.schema
        .createIndex('events_display_created_idx')
        .on('events')
        .column('created_at')
        .where(sql.ref('topic'), '=', 'display.updated')
        .execute();
    },
  };
}
