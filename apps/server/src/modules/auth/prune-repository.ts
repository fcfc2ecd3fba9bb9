import type { Db } from '../../db/kysely.ts';
import { deleted, deleteIds, PRUNE_BATCH } from '../../db/prune.ts';

/* Old approvals, sessions and throttle rows, deleted a batch at a time for retention (db/prune.ts). */

export function pruneApprovals(db: Db, expiredBefore: string): Promise<number> {
  const batch = db.selectFrom('approvals').select('id').where('expiresAt', '<', expiredBefore).orderBy('id');
  return deleteIds(db, 'approvals', batch);
}

/** Sessions revoked or expired before `endedBefore`, or last used before `idleBefore`. */
export function pruneSessions(db: Db, endedBefore: string, idleBefore: string): Promise<number> {
  const batch = db
    .selectFrom('sessions')
    .select('id')
    .where((w) =>
      w.or([
        w('revokedAt', '<', endedBefore),
        w('expiresAt', '<', endedBefore),
        w('lastSeenAt', '<', idleBefore),
      ]),
    )
    .orderBy('id');
  return deleteIds(db, 'sessions', batch);
}

/** Throttle rows not locked at `now` whose window began before `firstFailureBefore`. */
export async function pruneLoginThrottle(db: Db, now: string, firstFailureBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('loginThrottle')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('loginThrottle')
        .select('key')
        .where((w) => w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<', now)]))
        .where('firstFailureAt', '<', firstFailureBefore)
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return deleted(result);
}
