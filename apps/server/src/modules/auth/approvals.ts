import type { Approval, Permission } from '@cashier/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { verifyPin } from './pin.ts';
import * as repo from './repository.ts';
import type { Client, SessionUser } from './service.ts';
import { approveLimits, release, reserve } from './throttle.ts';
import { newToken, tokenHash } from './tokens.ts';

/** Long enough to finish the action the manager just approved, too short to save for later. */
export const APPROVAL_TTL_MS = 2 * 60_000;

/** What an approval is spent on: the action, by whom, on which order (null: the order being created). */
export interface ApprovalUse {
  token: string;
  permission: Permission;
  requestedBy: number;
  orderId: number | null;
  /** The order it is spent on: `orderId`, or the new order's id when that was null; null for no order (a shift). */
  spentOn: number | null;
  usedFor: string;
}

/**
 * Spends a manager's one-time approval inside the caller's transaction (so a rolled-back action
 * gives the approval back) and audits `approval.used`. Throws 403 when the token is unknown,
 * already used, expired, asked by someone else, for another action or order, or its approver lost
 * the permission since.
 * @example const { approverId } = await consumeApproval(trx, { token, permission: 'orders.void', requestedBy: 7, orderId: 12, spentOn: 12, usedFor: 'order 12 cancel' });
 */
export async function consumeApproval(
  trx: Transaction<Database>,
  use: ApprovalUse,
): Promise<{ approverId: number }> {
  const now = nowIso();
  const spent = await repo.spendApproval(trx, {
    tokenHash: tokenHash(use.token),
    permission: use.permission,
    requestedBy: use.requestedBy,
    orderId: use.orderId,
    spentOn: use.spentOn,
    usedFor: use.usedFor.slice(0, 300),
    now,
  });
  if (!spent?.approverId) {
    throw new AppError('FORBIDDEN', 'auth.approvalInvalid', { approvalToken: 'field.notValid' });
  }
  await repo.auditApprovalUse(trx, {
    approvalId: spent.id,
    requestedBy: spent.requestedBy,
    data: {
      approverId: spent.approverId,
      permission: use.permission,
      orderId: use.spentOn,
      usedFor: use.usedFor,
    },
    now,
  });
  return { approverId: spent.approverId };
}

/** Manager approval: a signed-in user asks, a holder of the permission types their PIN. */
export class ApprovalService {
  private readonly db: Db;
  constructor(private readonly store: Store) {
    this.db = store.db;
  }

  async approve(
    session: SessionUser,
    input: { pin: string; permission: Permission; orderId: number | null; reason: string },
    client: Client,
  ): Promise<Approval> {
    // Guessing a manager's PIN from a till is the attack: 5 misses per requester lock them for 15 minutes.
    const limits = approveLimits(session.user.id, client.ip);
    await reserve(this.db, this.store.engine, limits);
    const actor = { userId: session.user.id, ip: client.ip };
    // Few users hold any permission, so each holder's PIN hash is checked in turn.
    let approver: { id: number; name: string } | undefined;
    for (const holder of await repo.pinHoldersOf(this.db, input.permission)) {
      if (await verifyPin(holder.pinHash, input.pin)) {
        approver = holder;
        break;
      }
    }
    if (!approver) {
      await this.store.write(actor, (_trx, record) =>
        record({ action: 'approval.refused', entity: 'approval', data: { permission: input.permission } }),
      );
      throw new AppError('FORBIDDEN', msg('auth.noApprover', { permission: input.permission }), {
        pin: 'field.noApprover',
      });
    }
    await release(this.db, limits);
    const token = newToken();
    const now = Date.now();
    const expiresAt = nowIso(now + APPROVAL_TTL_MS);
    const found = approver;
    const id = await this.store.write(actor, async (trx, record) => {
      const approvalId = await repo.insertApproval(trx, {
        tokenHash: tokenHash(token),
        approverId: found.id,
        requestedBy: session.user.id,
        permission: input.permission,
        orderId: input.orderId,
        reason: input.reason,
        createdAt: nowIso(now),
        expiresAt,
      });
      await record({
        action: 'approval.granted',
        entity: 'approval',
        entityId: approvalId,
        data: {
          approverId: found.id,
          permission: input.permission,
          orderId: input.orderId,
          reason: input.reason,
        },
      });
      return approvalId;
    });
    return {
      id,
      token,
      approverId: found.id,
      approverName: found.name,
      permission: input.permission,
      orderId: input.orderId,
      expiresAt,
    };
  }
}
