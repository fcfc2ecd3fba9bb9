import type { Db } from '../../db/kysely.ts';
import { deleted, PRUNE_BATCH } from '../../db/prune.ts';

/* Displays nobody pushes to any more, deleted a batch at a time for retention (db/prune.ts). */

/** Counter displays last pushed to before `updatedBefore`. */
export async function pruneDisplays(db: Db, updatedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('displays')
    .where('code', 'in', (eb) =>
      eb
        .selectFrom('displays')
        .select('code')
        .where('updatedAt', '<', updatedBefore)
        .orderBy('updatedAt')
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return deleted(result);
}
