import type { AuditAction, EventTopic } from '@cashier/contracts';
import { CompiledQuery, sql } from 'kysely';
import type { Engine } from '../config.ts';
import type { Db } from './kysely.ts';

/*
 * The audit log and the event outbox: the rows every change writes in its own transaction
 * (lib/changes.ts), and the reads the live event streams make (lib/event-hub.ts). They live here
 * rather than in a module because the Store under every module writes them.
 */

export async function insertAudit(
  trx: Db,
  row: {
    userId: number | null;
    /** One of the contracts' AUDIT_ACTIONS: an action without words cannot be written. */
    action: AuditAction;
    entity: string | null;
    entityId: string | null;
    data: string | null;
    ip: string | null;
    createdAt: string;
  },
): Promise<void> {
  await trx.insertInto('auditLog').values(row).execute();
}

/**
 * Adds a transaction's outbox events, in order, and its rollup writes (modules/reports/rollups-repository.ts) as its last
 * writes; on PostgreSQL, other instances hear of the events at commit. Written last so the lock
 * below is held only from here to the commit.
 */
export async function insertEvents(
  trx: Db,
  engine: Engine,
  events: { topic: EventTopic; payload: string; createdAt: string; origin: string | null }[],
  rollups: CompiledQuery[] = [],
): Promise<void> {
  const writes =
    events.length > 0 ? [...rollups, trx.insertInto('events').values(events).compile()] : rollups;
  if (writes.length === 0) return;
  if (engine === 'sqlite') {
    for (const write of writes) await trx.executeQuery(write);
    return;
  }
  // Serialise writers until commit: with concurrent writers a higher serial id could commit
  // before a lower one, and a stream resuming after the higher id would skip the lower; and the
  // rollups' shared rows are then written by one transaction at a time. The notice is delivered
  // at commit to every instance listening, which then reads the new rows; asking for it in the
  // same statement saves a round trip, as writing everything in one statement does.
  await (
    events.length > 0
      ? sql`select pg_advisory_xact_lock(7310001), pg_notify('cashier_events', '')`
      : sql`select pg_advisory_xact_lock(7310001)`
  ).execute(trx);
  await trx.executeQuery(oneStatement(writes));
}

/** PostgreSQL statements as one: all but the last as data-modifying WITH parts, numbered on. */
function oneStatement(writes: CompiledQuery[]): CompiledQuery {
  if (writes.length === 1) return writes[0]!;
  const parameters: unknown[] = [];
  const renumber = (q: CompiledQuery) => {
    const offset = parameters.length;
    parameters.push(...q.parameters);
    return q.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  };
  const parts = writes.slice(0, -1).map((q, i) => `w${i} as (${renumber(q)})`);
  const last = renumber(writes.at(-1)!);
  return CompiledQuery.raw(`with ${parts.join(', ')} ${last}`, parameters);
}

/** The oldest and newest event ids kept (null, 0 when there is none). */
export async function eventSpan(db: Db): Promise<{ oldest: number | null; newest: number }> {
  const row = await db
    .selectFrom('events')
    .select((eb) => [eb.fn.min('id').as('oldest'), eb.fn.max('id').as('newest')])
    .executeTakeFirst();
  return {
    oldest: row?.oldest == null ? null : Number(row.oldest),
    newest: Number(row?.newest ?? 0),
  };
}

/** Up to `limit` events after `afterId`, oldest first. */
export function eventsAfter(db: Db, afterId: number, limit: number) {
  return db.selectFrom('events').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export async function newestEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
