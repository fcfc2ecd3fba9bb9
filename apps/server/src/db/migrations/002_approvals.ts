import type { Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * One-time manager approvals (a PIN typed on a cashier's screen): only the token's SHA-256 is
 * stored, and a row is spent by setting used_at, so a token works once.
 */
export function approvals(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = db.schema.createTable('approvals');
      await (
        engine === 'postgres'
          ? t.addColumn('id', 'serial', (c) => c.primaryKey())
          : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('approver_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('permission', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('used_for', 'text')
        .execute();
    },
  };
}
