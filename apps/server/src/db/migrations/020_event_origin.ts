import type { Kysely } from 'kysely';

/**
 * Which browser tab made each change (issue 27): the `X-Client-Id` the write came with, so the tab
 * that saved can skip refetching its own change when the events stream echoes it back. Null for
 * writes without one (the API, the print worker, rows written before this migration).
 */
export function eventOrigin() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('events').addColumn('origin', 'text').execute();
    },
  };
}
