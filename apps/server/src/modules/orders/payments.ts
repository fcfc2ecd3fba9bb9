import {
  can,
  MAX_BALANCE,
  MAX_ORDER_TOTAL,
  type PaymentInput,
  type SettlementInput,
} from '@cashier/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Tx } from '../../lib/domain-events.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { drawerFor } from '../shifts/index.ts';
import { actorPermissions, actorUserId, type OrderCtx } from './actor.ts';
import * as money from './money-repository.ts';
import { loadRules, rule, type Trx } from './shared.ts';

export type Payment = z.output<typeof PaymentInput>;

/**
 * Adds payments to an order (staff only); a payment on account charges the order's customer. Each
 * is raised as payment.taken.
 */
export async function takePayments(
  { trx, raise, actor }: OrderCtx,
  orderId: number,
  payments: Payment[],
): Promise<void> {
  if (payments.length === 0) return;
  const userId = actorUserId(actor);
  if (userId === null || !can(actorPermissions(actor), 'payments.take'))
    throw new AppError('FORBIDDEN', 'orders.noPayments');
  const adding = payments.reduce((s, p) => s + p.amount, 0);
  // One conditional statement: two payments racing on the same order cannot both fit the total.
  const row = await money.addPaid(trx, orderId, adding);
  if (!row.added) {
    throw rule(msg('orders.overpaid', { excess: row.paidTotal + adding - row.total }), {
      payments: 'field.overDue',
    });
  }
  await refuseTooMuchChange(trx, orderId, payments);
  const shiftId = await drawerFor(trx, userId, {
    cash: payments.some((p) => p.method === 'cash'),
    needsShift: (await loadRules(trx)).cashNeedsShift,
    field: 'payments',
  });
  const now = nowIso();
  for (const [i, p] of payments.entries()) {
    if (p.method === 'account') {
      if (!row.customerId)
        throw rule('orders.accountNoCustomer', {
          customerId: 'field.chooseCustomer',
        });
      const balance = await money.chargeAccount(trx, row.customerId, p.amount, now);
      if (balance !== undefined && balance > MAX_BALANCE)
        throw rule(msg('orders.debtTooLarge', { max: MAX_BALANCE }), {
          [`payments.${i}.amount`]: 'field.overDebtMax',
        });
    }
    const payment = await money.insertPayment(trx, {
      orderId,
      customerId: p.method === 'account' ? row.customerId : null,
      method: p.method,
      amount: p.amount,
      tendered: p.tendered,
      change: p.tendered === null ? 0 : p.tendered - p.amount,
      reference: p.reference,
      userId,
      createdAt: now,
      shiftId,
    });
    await raise('payment.taken', { ...payment, currency: row.currency });
  }
}

/**
 * Cash tendered beyond the amount is change given back; what one order gives back in all may not
 * pass MAX_ORDER_TOTAL, so the order's change due always fits its answer's Money.
 */
async function refuseTooMuchChange(trx: Trx, orderId: number, payments: Payment[]): Promise<void> {
  const adding = payments.reduce((s, p) => s + (p.tendered === null ? 0 : p.tendered - p.amount), 0);
  if (adding === 0) return;
  if ((await money.changeGiven(trx, orderId)) + adding > MAX_ORDER_TOTAL)
    throw rule(msg('orders.changeTooLarge', { max: MAX_ORDER_TOTAL }), {
      payments: 'field.tooMuchTendered',
    });
}

/** A customer pays down their account balance. */
export async function settleAccount(
  { trx, record, raise }: Tx,
  session: SessionUser,
  customerId: number,
  input: z.output<typeof SettlementInput>,
) {
  const shiftId = await drawerFor(trx, session.user.id, {
    cash: input.method === 'cash',
    needsShift: (await loadRules(trx)).cashNeedsShift,
    field: 'method',
  });
  const now = nowIso();
  // One conditional statement: settlements racing on one account cannot take it below zero.
  const settled = await money.payDownBalance(trx, customerId, input.amount, now);
  if (!settled.paid) {
    if (settled.balance === null) throw notFound('customer');
    throw rule(msg('orders.overBalance', { amount: settled.balance }), {
      amount: 'field.overBalance',
    });
  }
  const balance = settled.balance;
  const payment = await money.insertPayment(trx, {
    orderId: null,
    customerId,
    method: input.method,
    amount: input.amount,
    tendered: null,
    change: 0,
    reference: input.reference,
    userId: session.user.id,
    createdAt: now,
    shiftId,
  });
  await raise('payment.taken', { ...payment, currency: null });
  await record({
    action: 'customer.settle',
    entity: 'customer',
    entityId: customerId,
    data: { amount: input.amount, method: input.method, balance },
    event: { topic: 'customer.balance', payload: { id: customerId, balance } },
  });
  return {
    payment: { ...payment, method: input.method, tendered: null },
    balance,
  };
}
