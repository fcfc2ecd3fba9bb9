import type { AuditAction, EventTopic } from '@cashier/contracts';
import type { Db } from '../db/kysely.ts';
import { insertAudit } from '../db/outbox.ts';
import { countAudits } from '../db/rollups.ts';
import { nowIso } from './time.ts';

/** Who is acting, for the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
}

/**
 * A change to record: an audit row (its action one of the contracts' AUDIT_ACTIONS, which have
 * words in both languages for the staff logs) and, when set, an outbox event.
 */
export type Change = AuditedChange | EventOnlyChange;

interface AuditedChange {
  action: AuditAction;
  entity?: string;
  entityId?: string | number;
  data?: unknown;
  /** When set, an outbox event is written too, so other screens see the change. */
  event?: { topic: EventTopic; payload: Record<string, unknown> };
  audit?: true;
}

/**
 * The event only, for what follows from a change already audited in the same transaction (the
 * kitchen tickets an order's update sends): no audit row, so its action is only a name.
 */
interface EventOnlyChange {
  action: string;
  event?: { topic: EventTopic; payload: Record<string, unknown> };
  audit: false;
}

/** An outbox event waiting for its transaction's end (see Store.write). */
export interface PendingEvent {
  topic: EventTopic;
  payload: string;
  createdAt: string;
}

/**
 * Writes the audit row inside the caller's transaction, so a change and its record commit or roll
 * back together (with its count for the staff logs), and queues its outbox event for the end of
 * that transaction.
 */
export async function recordChange(
  trx: Db,
  actor: Actor,
  change: Change,
  events: PendingEvent[],
): Promise<void> {
  const createdAt = nowIso();
  if (change.audit !== false) {
    const row = {
      userId: actor.userId,
      action: change.action,
      entity: change.entity ?? null,
      entityId: change.entityId === undefined ? null : String(change.entityId),
      data: change.data === undefined ? null : JSON.stringify(change.data),
      ip: actor.ip,
      createdAt,
    };
    await insertAudit(trx, row);
    await countAudits(trx, [row]);
  }
  if (change.event) {
    events.push({ topic: change.event.topic, payload: JSON.stringify(change.event.payload), createdAt });
  }
}
