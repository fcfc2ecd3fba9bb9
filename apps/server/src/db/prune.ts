import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './kysely.ts';
import type { IdTable } from './rows.ts';
import type { Database } from './schema.ts';

/*
 * The retention module decides how long each table keeps a row (modules/retention/policy.ts); the
 * module that owns the table deletes them, a batch at a time, with these. Each prune deletes at most
 * PRUNE_BATCH rows past their retention, oldest first, and answers how many it deleted; retention
 * calls it again until a batch comes back short. Times are ISO 8601 UTC text, so they compare as
 * strings on both engines.
 */

/** Rows deleted per statement: each batch is a short transaction, so SQLite's one writer is never held long. */
export const PRUNE_BATCH = 500;

export const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes the first PRUNE_BATCH rows `batch` selects by id; answers how many. */
export async function deleteIds<T extends IdTable>(
  db: Db,
  table: IdTable,
  batch: SelectQueryBuilder<Database, T, { id: number }>,
): Promise<number> {
  const ids = batch.limit(PRUNE_BATCH);
  return deleted(await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst());
}
