import { can, canChangeStatus, type OrderStatus } from '@cashier/contracts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import { nowIso } from '../../lib/time.ts';
import { actorPermissions, actorUserId, type OrderCtx } from './actor.ts';
import { holdDiscountLimit } from './discount.ts';
import { takePayments } from './payments.ts';
import { refundPayments } from './refunds.ts';
import { saleLines } from './lines-repository.ts';
import * as repo from './repository.ts';
import { addHistory, loadRules, rule, storedDiscount } from './shared.ts';

type OrderRow = Awaited<ReturnType<typeof repo.orderRow>>;

interface StatusChange {
  orderId: number;
  to: OrderStatus;
  reason: string | null;
  approvalToken: string | undefined;
}

/**
 * Moves an order to another status along the state machine: a cancel needs a reason (and, without
 * the void permission, a manager's approval) and refunds what was paid; a completion needs the
 * order paid (a debit order's remainder goes on account) and takes the next invoice number.
 * An order waiting for acceptance leaves it only through accept.ts. Raises order.completed or
 * order.canceled. Answers the manager who approved now, or null.
 */
export async function changeStatus(
  ctx: OrderCtx,
  { orderId, to, reason, approvalToken }: StatusChange,
): Promise<number | null> {
  const { trx, raise } = ctx;
  const row = await repo.orderRow(trx, orderId);
  const from = row.status;
  if (!canChangeStatus(from, to))
    throw rule(msg('orders.transition', { from, to }), { status: msg('field.notAllowedFrom', { from }) });
  if (to === 'in-delivery' && row.type !== 'delivery' && row.type !== 'online') {
    throw rule('orders.notDelivery', { status: 'field.notDelivery' });
  }
  const now = nowIso();
  const patch: Partial<{
    status: OrderStatus;
    cancelReason: string;
    completedAt: string;
    invoiceNumber: number;
  }> = { status: to };
  let approvedBy: number | null = null;
  if (to === 'canceled') {
    if (!reason)
      throw new AppError('VALIDATION_FAILED', 'orders.noReason', {
        cancelReason: 'field.reasonRequired',
      });
    approvedBy = await cancel(ctx, row, reason, approvalToken);
    patch.cancelReason = reason;
  }
  if (to === 'completed') {
    approvedBy = await complete(ctx, row, approvalToken);
    patch.completedAt = now;
    patch.invoiceNumber = await repo.nextCounter(trx, 'invoice');
  }
  await repo.updateOrder(trx, orderId, patch);
  const userId = actorUserId(ctx.actor);
  await addHistory(trx, orderId, from, to, userId, reason);
  // A completed or cancelled order never changes again: what follows from it happens once, now.
  if (to === 'canceled') await raise('order.canceled', { order: row, userId });
  if (to === 'completed') {
    const timeZone = (await loadRules(trx)).timezone;
    await raise('order.completed', { sale: row, lines: await saleLines(trx, orderId), timeZone });
  }
  return approvedBy;
}

async function cancel(
  { trx, record, actor, consumeApproval }: OrderCtx,
  row: OrderRow,
  reason: string,
  approvalToken: string | undefined,
): Promise<number | null> {
  let approvedBy: number | null = null;
  const userId = actorUserId(actor);
  // Only staff cancel; an order not yet accepted is rejected instead (accept.ts).
  if (userId === null) throw new AppError('FORBIDDEN', 'orders.cancelApproval');
  if (!can(actorPermissions(actor), 'orders.void')) {
    if (!approvalToken)
      throw new AppError('FORBIDDEN', 'orders.cancelApproval', {
        approvalToken: 'field.needsApproval',
      });
    approvedBy = (
      await consumeApproval(trx, {
        token: approvalToken,
        permission: 'orders.void',
        requestedBy: userId,
        orderId: row.id,
        spentOn: row.id,
        usedFor: `order ${row.id} cancel`,
      })
    ).approverId;
  }
  // A void of a paid order gives every payment back, recorded as refunds with the reason.
  if (row.paidTotal > 0) await refundPayments(trx, record, row.id, reason, userId, approvedBy);
  return approvedBy;
}

async function complete(
  ctx: OrderCtx,
  row: OrderRow,
  approvalToken: string | undefined,
): Promise<number | null> {
  const { trx, actor, consumeApproval } = ctx;
  if (row.type === 'hold') throw rule('orders.stillHeld', { type: 'field.stillHeld' });
  let approvedBy: number | null = null;
  // The limit may have been lowered since the discount was given: it must hold when the sale closes.
  if (row.discountTotal > 0) {
    approvedBy = await holdDiscountLimit(trx, actor, await loadRules(trx), consumeApproval, {
      orderId: row.id,
      approvalFor: row.id,
      discount: storedDiscount(row),
      totals: row,
      approvalToken,
    });
  }
  const due = row.total - row.paidTotal;
  if (due > 0 && row.type === 'debit') {
    // A debit order's unpaid remainder goes onto the customer's account.
    await takePayments(ctx, row.id, [{ method: 'account', amount: due, tendered: null, reference: null }]);
  } else if (due > 0) {
    throw rule(msg('orders.notPaid', { due }), { payments: 'field.notPaid' });
  }
  return approvedBy;
}
