import type { Engine } from '../../config.ts';
import type { Tx } from '../../lib/domain-events.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ConsumeApproval } from './shared.ts';

/**
 * Who writes an order: a member of staff signed in, a guest (ordering online or from a table's
 * code) or a device of the restaurant's own (a kiosk, a self-order tablet). Only staff take the
 * order as its waiter, hold permissions, or may approve; an order from anyone else waits for staff
 * to accept it.
 */
export type OrderActor =
  | { kind: 'staff'; user: SessionUser }
  | { kind: 'guest'; channel: 'online' | 'table'; name: string | null; phone: string | null }
  | { kind: 'device'; id: string; name: string };

/** What one order operation works with, in its write's transaction. */
export interface OrderCtx extends Tx {
  actor: OrderActor;
  engine: Engine;
  consumeApproval: ConsumeApproval;
}

export const staff = (user: SessionUser): OrderActor => ({ kind: 'staff', user });

/** The user stamped on what the actor writes (the waiter, the history, the payments), or null. */
export function actorUserId(actor: OrderActor): number | null {
  return actor.kind === 'staff' ? actor.user.user.id : null;
}

/** The waiter's name on the kitchen tickets: staff only. */
export function actorName(actor: OrderActor): string | null {
  return actor.kind === 'staff' ? actor.user.user.name : null;
}

export function actorPermissions(actor: OrderActor): readonly string[] {
  return actor.kind === 'staff' ? actor.user.user.permissions : [];
}

/** The staff member acting: an operation only staff may make. */
export function staffOf(actor: OrderActor): SessionUser {
  if (actor.kind !== 'staff') throw new Error(`an order operation for staff was given a ${actor.kind}`);
  return actor.user;
}

/** Who a non-staff actor is, for the audit row of what they wrote. */
export function actorSummary(actor: OrderActor): Record<string, string | null> {
  if (actor.kind === 'staff') return { kind: 'staff', userId: String(actor.user.user.id) };
  if (actor.kind === 'guest') return { kind: 'guest', channel: actor.channel, name: actor.name };
  return { kind: 'device', id: actor.id, name: actor.name };
}
