import { can, canTransition, type OrderStatus } from '@cashier/contracts';
import { addSale, addVoid } from '../../db/rollups.ts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { holdDiscountLimit } from './discount.ts';
import { takePayments } from './payments.ts';
import { refundPayments } from './refunds.ts';
import { saleLines } from './lines-repository.ts';
import * as repo from './repository.ts';
import { addHistory, loadRules, rule, storedDiscount, type ConsumeApproval, type Trx } from './shared.ts';

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
 * Answers the manager who approved now, or null.
 */
export async function changeStatus(
  trx: Trx,
  record: RecordChange,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  { orderId, to, reason, approvalToken }: StatusChange,
): Promise<number | null> {
  const row = await repo.orderRow(trx, orderId);
  const from = row.status;
  if (!canTransition(from, to))
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
    approvedBy = await cancel(trx, record, session, consumeApproval, row, reason, approvalToken);
    patch.cancelReason = reason;
  }
  if (to === 'completed') {
    approvedBy = await complete(trx, session, consumeApproval, row, approvalToken);
    patch.completedAt = now;
    patch.invoiceNumber = await repo.nextCounter(trx, 'invoice');
  }
  await repo.updateOrder(trx, orderId, patch);
  await addHistory(trx, orderId, from, to, session.user.id, reason);
  // A completed or cancelled order never changes again: the reports' rollups count it once, now.
  if (to === 'canceled') await addVoid(trx, row, session.user.id);
  if (to === 'completed')
    await addSale(trx, row, await saleLines(trx, orderId), (await loadRules(trx)).timezone);
  return approvedBy;
}

async function cancel(
  trx: Trx,
  record: RecordChange,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  row: OrderRow,
  reason: string,
  approvalToken: string | undefined,
): Promise<number | null> {
  let approvedBy: number | null = null;
  if (!can(session.user.permissions, 'orders.void')) {
    if (!approvalToken)
      throw new AppError('FORBIDDEN', 'orders.cancelApproval', {
        approvalToken: 'field.needsApproval',
      });
    approvedBy = (
      await consumeApproval(trx, {
        token: approvalToken,
        permission: 'orders.void',
        requestedBy: session.user.id,
        orderId: row.id,
        spentOn: row.id,
        usedFor: `order ${row.id} cancel`,
      })
    ).approverId;
  }
  // A void of a paid order gives every payment back, recorded as refunds with the reason.
  if (row.paidTotal > 0) await refundPayments(trx, record, row.id, reason, session.user.id, approvedBy);
  return approvedBy;
}

async function complete(
  trx: Trx,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  row: OrderRow,
  approvalToken: string | undefined,
): Promise<number | null> {
  if (row.type === 'hold') throw rule('orders.stillHeld', { type: 'field.stillHeld' });
  let approvedBy: number | null = null;
  // The limit may have been lowered since the discount was given: it must hold when the sale closes.
  if (row.discountTotal > 0) {
    approvedBy = await holdDiscountLimit(trx, session, await loadRules(trx), consumeApproval, {
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
    await takePayments(trx, session, row.id, [
      { method: 'account', amount: due, tendered: null, reference: null },
    ]);
  } else if (due > 0) {
    throw rule(msg('orders.notPaid', { due }), { payments: 'field.notPaid' });
  }
  return approvedBy;
}
