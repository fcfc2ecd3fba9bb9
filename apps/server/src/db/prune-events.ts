import { sql } from 'kysely';
import type { Db } from './kysely.ts';
import { deleteIds } from './prune.ts';

/* Old outbox events, deleted a batch at a time for retention (prune.ts). */

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
