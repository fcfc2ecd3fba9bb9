import type { Db } from '../../db/kysely.ts';
import { deleted, PRUNE_BATCH } from '../../db/prune.ts';

/* Old idempotency keys, deleted a batch at a time for retention (db/prune.ts). */

export async function pruneIdempotencyKeys(db: Db, createdBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where((eb) =>
      eb(
        eb.refTuple('scope', 'key'),
        'in',
        eb
          .selectFrom('idempotencyKeys')
          .select(['scope', 'key'])
          .where('createdAt', '<', createdBefore)
          .orderBy('createdAt')
          .limit(PRUNE_BATCH)
          .$asTuple('scope', 'key'),
      ),
    )
    .executeTakeFirst();
  return deleted(result);
}
