import type { EventTopic } from '@cashier/contracts';
import type { Engine } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import { insertAudit, insertEvent } from '../db/outbox.ts';
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
  /**
   * false: the event only, for what follows from a change already audited in the same
   * transaction (the kitchen tickets an order's update sends).
   */
  audit?: false;
}

/**
 * Writes the audit row (and the outbox event) inside the caller's transaction, so a change and its
 * record commit or roll back together.
 */
export async function recordChange(trx: Db, engine: Engine, actor: Actor, change: Change): Promise<void> {
  const createdAt = nowIso();
  if (change.audit !== false)
    await insertAudit(trx, {
      userId: actor.userId,
      action: change.action,
      entity: change.entity ?? null,
      entityId: change.entityId === undefined ? null : String(change.entityId),
      data: change.data === undefined ? null : JSON.stringify(change.data),
      ip: actor.ip,
      createdAt,
    });
  if (!change.event) return;
  await insertEvent(trx, engine, {
    topic: change.event.topic,
    payload: JSON.stringify(change.event.payload),
    createdAt,
  });
}
