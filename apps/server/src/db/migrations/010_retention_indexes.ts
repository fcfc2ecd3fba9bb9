import type { Kysely } from 'kysely';

/**
 * The hourly pruning (modules/retention) deletes the oldest idempotency keys and outbox events a
 * batch at a time. Without an index on their age, finding each batch reads the whole table:
 * idempotency keys hold each order's full answer (about 2 KB), so that is most of the database.
 */
export function retentionIndexes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('idempotency_keys_created_idx')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
      await db.schema.createIndex('events_created_idx').on('events').column('created_at').execute();
    },
  };
}
