import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { PRUNE_BATCH } from './policy.ts';

/*
 * Each function deletes at most PRUNE_BATCH rows past their retention, oldest first, and answers
 * how many it deleted; the service calls it again until a batch comes back short. Times are ISO
 * 8601 UTC text, so they compare as strings on both engines.
 */

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

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

type IdTable = 'approvals' | 'sessions' | 'events' | 'printJobs';

/** Deletes the first PRUNE_BATCH rows `batch` selects by id; answers how many. */
async function deleteIds<T extends IdTable>(
  db: Db,
  table: IdTable,
  batch: SelectQueryBuilder<Database, T, { id: number }>,
): Promise<number> {
  const ids = batch.limit(PRUNE_BATCH);
  return deleted(await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst());
}

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

/** Outbox events created before `createdBefore`, except the newest row, whatever its age. */
export function pruneEvents(db: Db, createdBefore: string): Promise<number> {
  const batch = db
    .selectFrom('events')
    .select('id')
    .where('createdAt', '<', createdBefore)
    .where('id', '<', (sub) => sub.selectFrom('events').select((m) => m.fn.max('id').as('newest')))
    .orderBy('createdAt');
  return deleteIds(db, 'events', batch);
}

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

/**
 * Display events written before `createdBefore` (found through their partial index, migration
 * 018), except the newest event, whatever its topic, so the ids never start again from 1.
 */
export function pruneDisplayEvents(db: Db, createdBefore: string): Promise<number> {
  const batch = db
    .selectFrom('events')
    .select('id')
    // A literal, not a parameter: only then may either engine use the partial index.
    .where('topic', '=', sql.lit('display.updated'))
    .where('createdAt', '<', createdBefore)
    .where('id', '<', (sub) => sub.selectFrom('events').select((m) => m.fn.max('id').as('newest')))
    .orderBy('createdAt');
  return deleteIds(db, 'events', batch);
}

/** Print jobs printed before `printedBefore`; unprinted ones are left for staff to see. */
export function prunePrintJobs(db: Db, printedBefore: string): Promise<number> {
  const batch = db
    .selectFrom('printJobs')
    .select('id')
    .where('status', '=', 'printed')
    .where('printedAt', '<', printedBefore)
    .orderBy('id');
  return deleteIds(db, 'printJobs', batch);
}
