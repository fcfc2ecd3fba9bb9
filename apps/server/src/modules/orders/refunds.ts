import { can, MAX_BALANCE, type Order, type PaymentMethod, type RefundInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Record as RecordChange, Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { drawerFor } from '../shifts/index.ts';
import * as money from './money-repository.ts';
import { loadOrders } from './kitchen.ts';
import * as repo from './repository.ts';
import { bumpVersion, loadRules, rule, type ConsumeApproval, type Trx } from './shared.ts';

interface Giving {
  orderId: number;
  /** The customer whose account a refund on account credits back. */
  customerId: number | null;
  amount: number;
  method: PaymentMethod;
  reason: string;
  userId: number;
  approvedBy: number | null;
}

/**
 * Records money given back on an order. A refund on account lowers what the customer owes (a
 * balance below zero is credit the customer holds), with a `customer.balance` event.
 */
export async function giveBack(trx: Trx, record: RecordChange, r: Giving): Promise<void> {
  const shiftId = await drawerFor(trx, r.userId, {
    cash: r.method === 'cash',
    needsShift: (await loadRules(trx)).cashNeedsShift,
    field: 'method',
  });
  const now = nowIso();
  await money.insertRefund(trx, {
    ...r,
    customerId: r.method === 'account' ? r.customerId : null,
    createdAt: now,
    shiftId,
  });
  if (r.method !== 'account' || !r.customerId) return;
  const customer = await money.creditAccount(trx, r.customerId, r.amount, now);
  if (customer.balance < -MAX_BALANCE)
    throw rule(msg('orders.creditTooLarge', { max: MAX_BALANCE }), {
      method: 'field.overCreditMax',
    });
  await record({
    action: 'customer.refund',
    entity: 'customer',
    entityId: customer.id,
    data: { orderId: r.orderId, amount: r.amount, balance: customer.balance },
    event: { topic: 'customer.balance', payload: { id: customer.id, balance: customer.balance } },
  });
}

/**
 * A void of a paid order gives every payment back by the way it came (cash as cash, card to the
 * card, account to the account), less anything already refunded, in the void's transaction.
 */
export async function refundPayments(
  trx: Trx,
  record: RecordChange,
  orderId: number,
  reason: string,
  userId: number,
  approvedBy: number | null,
): Promise<number> {
  const [payments, earlier] = await Promise.all([
    money.paymentsOf(trx, orderId),
    money.refundsOf(trx, orderId),
  ]);
  // What earlier refunds gave back by a method is taken off that method's payments first.
  const already = new Map<string, number>();
  for (const r of earlier) already.set(r.method, (already.get(r.method) ?? 0) + r.amount);
  let total = 0;
  for (const p of payments) {
    const covered = Math.min(already.get(p.method) ?? 0, p.amount);
    already.set(p.method, (already.get(p.method) ?? 0) - covered);
    const amount = p.amount - covered;
    if (amount <= 0) continue;
    await giveBack(trx, record, {
      orderId,
      customerId: p.customerId,
      amount,
      method: p.method,
      reason,
      userId,
      approvedBy,
    });
    total += amount;
  }
  return total;
}

/**
 * Refunds part or all of a completed order. The caller needs `orders.refund`, or a manager's
 * one-time approval token for it, spent in this transaction (a refused refund gives it back).
 */
export async function refundOrder(
  store: Store,
  consumeApproval: ConsumeApproval,
  session: SessionUser,
  actor: Actor,
  orderId: number,
  input: z.output<typeof RefundInput>,
): Promise<Order[]> {
  return store.write(actor, async (trx, record) => {
    await bumpVersion(trx, orderId, input.version);
    const row = await repo.orderRow(trx, orderId);
    let approvedBy: number | null = null;
    if (!can(session.user.permissions, 'orders.refund')) {
      if (!input.approvalToken)
        throw new AppError('FORBIDDEN', 'orders.refundApproval', {
          approvalToken: 'field.needsApproval',
        });
      approvedBy = (
        await consumeApproval(trx, {
          token: input.approvalToken,
          permission: 'orders.refund',
          requestedBy: session.user.id,
          orderId,
          spentOn: orderId,
          usedFor: `order ${orderId} refund`,
        })
      ).approverId;
    }
    if (row.status !== 'completed')
      throw rule('orders.refundOpen', {
        status: 'field.notCompleted',
      });
    const left = row.paidTotal - (await money.refundedOn(trx, orderId));
    if (input.amount > left)
      throw rule(msg('orders.refundTooMuch', { amount: left }), {
        amount: 'field.overRefundable',
      });
    if (input.method === 'account' && !row.customerId)
      throw rule('orders.refundNoCustomer', {
        method: 'field.noCustomerOnOrder',
      });
    await giveBack(trx, record, {
      orderId,
      customerId: row.customerId,
      amount: input.amount,
      method: input.method,
      reason: input.reason,
      userId: session.user.id,
      approvedBy,
    });
    const refundedTotal = row.paidTotal - left + input.amount;
    await record({
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      data: { amount: input.amount, method: input.method, reason: input.reason, approvedBy, refundedTotal },
      event: {
        topic: 'order.refunded',
        payload: { id: orderId, amount: input.amount, refundedTotal, version: row.version },
      },
    });
    return loadOrders(trx, [orderId]);
  });
}
