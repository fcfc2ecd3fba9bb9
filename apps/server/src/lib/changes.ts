import { EVENT_PAYLOADS, type AuditAction, type EventTopic, type TopicEvent } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../db/kysely.ts';
import { insertAudit } from '../db/outbox.ts';
import type { Raise } from './domain-events.ts';
import { nowIso } from './time.ts';

/** Who is acting, for the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
  /** The browser tab's client id (X-Client-Id), written on the events as their origin. */
  origin?: string | null;
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
  event?: TopicEvent;
  audit?: true;
}

/**
 * The event only, for what follows from a change already audited in the same transaction (the
 * kitchen tickets an order's update sends): no audit row, so its action is only a name.
 */
interface EventOnlyChange {
  action: string;
  event?: TopicEvent;
  audit: false;
}

/** An outbox event waiting for its transaction's end (see Store.write). */
export interface PendingEvent {
  topic: EventTopic;
  payload: string;
  createdAt: string;
  origin: string | null;
}

/**
 * Writes the audit row inside the caller's transaction, so a change and its record commit or roll
 * back together (raising audit.recorded, which the staff logs count), and queues its outbox event
 * for the end of that transaction.
 */
export async function recordChange(
  trx: Db,
  actor: Actor,
  change: Change,
  events: PendingEvent[],
  raise: Raise,
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
    await raise('audit.recorded', row);
  }
  if (change.event) {
    const origin = actor.origin ?? null;
    events.push({ topic: change.event.topic, payload: payloadText(change.event), createdAt, origin });
  }
}

/**
 * The payload as its topic's schema (contracts' EVENT_PAYLOADS) has it, as text for the outbox.
 * `event` is typed by its topic, so a wrong payload does not compile; it is also parsed, on every
 * write and in production too, so what is stored (and replayed to screens for as long as it is
 * kept) is what the web's event hook is typed as, the way responses go out through their schemas.
 * A payload that does not parse throws, and its change rolls back with it. Parsing costs a few
 * microseconds an event (a kitchen ticket with six items is the largest), against the
 * milliseconds of the transaction it is written in.
 */
export function payloadText(event: TopicEvent): string {
  const schema: z.ZodType = EVENT_PAYLOADS[event.topic];
  return JSON.stringify(schema.parse(event.payload));
}
