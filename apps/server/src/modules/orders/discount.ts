import { can, discountShareBp, type Discount, type Totals } from '@cashier/contracts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { actorPermissions, actorUserId, staff, type OrderActor } from './actor.ts';
import * as repo from './repository.ts';
import type { ConsumeApproval, reprice, Rules, Trx } from './shared.ts';

export interface DiscountCheck {
  orderId: number;
  /** The order the approval must have been asked for: null when it is being created. */
  approvalFor: number | null;
  discount: Discount;
  totals: Pick<Totals, 'subtotal' | 'discountTotal'>;
  approvalToken: string | undefined;
}

/**
 * Holds the discount limit for the whole life of an order: called after every change that prices
 * it (create, lines, discount, table, split, merge) and at completion. A discount whose share of
 * the subtotal is above the restaurant's limit must be covered by an approval stored on the order
 * (a manager's PIN, or a manager making the change), up to the share approved; a bigger share
 * needs a new approval. So an amount discount that grows to the whole bill when lines are removed
 * asks again. Answers the manager who approved now, or null.
 */
export async function holdDiscountLimit(
  trx: Trx,
  actor: OrderActor,
  rules: Pick<Rules, 'discountApprovalBp'>,
  consumeApproval: ConsumeApproval,
  check: DiscountCheck,
): Promise<number | null> {
  const share = discountShareBp(check.discount, check.totals);
  if (share <= rules.discountApprovalBp) return null;
  const stored = await repo.discountApproval(trx, check.orderId);
  if (share <= stored.approvedBp) return null;
  let approverId: number;
  const userId = actorUserId(actor);
  if (userId !== null && can(actorPermissions(actor), 'orders.discount')) {
    approverId = userId;
  } else if (userId !== null && check.approvalToken) {
    ({ approverId } = await consumeApproval(trx, {
      token: check.approvalToken,
      permission: 'orders.discount',
      requestedBy: userId,
      orderId: check.approvalFor,
      spentOn: check.orderId,
      usedFor: `order ${check.orderId} discount`,
    }));
  } else {
    throw new AppError('FORBIDDEN', 'orders.discountApproval', {
      discount: 'field.needsApproval',
    });
  }
  await repo.saveDiscountApproval(trx, check.orderId, { approvedBy: approverId, approvedBp: share });
  return approverId === userId ? null : approverId;
}

/** After a split or a merge priced an order again from its lines (reprice's answer): the same limit holds. */
export function holdRepriced(
  trx: Trx,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  orderId: number,
  priced: Awaited<ReturnType<typeof reprice>>,
): Promise<number | null> {
  return holdDiscountLimit(trx, staff(session), priced.rules, consumeApproval, {
    orderId,
    approvalFor: orderId,
    discount: priced.discount,
    totals: priced,
    approvalToken: undefined,
  });
}
