import type { EventTopic } from '@cashier/contracts';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Engine } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from './time.ts';

/** Who is acting, for the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
}

export interface Change {
  action: string;
  entity?: string;
  entityId?: string | number;
  data?: unknown;
  /** When set, an outbox event is written too, so other screens see the change. */
  event?: { topic: EventTopic; payload: Record<string, unknown> };
}

/**
 * Writes the audit row (and the outbox event) inside the caller's transaction, so a change and its
 * record commit or roll back together.
 */
export async function recordChange(
  trx: Transaction<Database>,
  engine: Engine,
  actor: Actor,
  change: Change,
): Promise<void> {
  const createdAt = nowIso();
  await trx
    .insertInto('auditLog')
    .values({
      userId: actor.userId,
      action: change.action,
      entity: change.entity ?? null,
      entityId: change.entityId === undefined ? null : String(change.entityId),
      data: change.data === undefined ? null : JSON.stringify(change.data),
      ip: actor.ip,
      createdAt,
    })
    .execute();
  if (!change.event) return;
  if (engine === 'postgres') {
    // Serialise event writers until commit: with concurrent writers a higher serial id could
    // commit before a lower one, and a stream resuming after the higher id would skip the lower.
    await sql`select pg_advisory_xact_lock(7310001)`.execute(trx);
  }
  await trx
    .insertInto('events')
    .values({ topic: change.event.topic, payload: JSON.stringify(change.event.payload), createdAt })
    .execute();
  if (engine === 'postgres') {
    // Delivered at commit to every instance listening, which then reads the new rows.
    await sql`select pg_notify('cashier_events', '')`.execute(trx);
  }
}
