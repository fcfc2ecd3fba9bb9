import { MAX_REJECT_REASON, type OrderStatus } from '@cashier/contracts';
import { businessDate } from '@cashier/sale';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import { actorUserId, type OrderCtx } from './actor.ts';
import { nextTicket } from './create.ts';
import { sendToKitchen } from './kitchen.ts';
import * as repo from './repository.ts';
import { addHistory, loadRules, rule } from './shared.ts';

/*
 * An order from a guest or a device waits for staff (OrderActor, actor.ts). Accepting it is the
 * moment it becomes an order like any other; rejecting it ends it before anything was cooked.
 */

type OrderRow = Awaited<ReturnType<typeof repo.orderRow>>;

async function waitingRow(ctx: OrderCtx, orderId: number): Promise<OrderRow> {
  const row = await repo.orderRow(ctx.trx, orderId);
  if (row.status !== 'waiting') {
    throw rule(msg('orders.notWaiting', { status: row.status }), {
      status: msg('field.notAllowedFrom', { from: row.status }),
    });
  }
  return row;
}

/**
 * Accepts a waiting order: it takes the next ticket number of today's business day (the kitchen's
 * numbers start again each day, and its life at the pass starts now), the accepting staff member as
 * its waiter when none took it, and goes to the kitchen.
 */
export async function acceptOrder(ctx: OrderCtx, orderId: number): Promise<void> {
  const row = await waitingRow(ctx, orderId);
  const rules = await loadRules(ctx.trx);
  const day = businessDate(rules.timezone, Date.now(), rules.dayStartHour);
  const ticketNumber = await nextTicket(ctx.trx, day);
  const userId = actorUserId(ctx.actor);
  await repo.updateOrder(ctx.trx, orderId, {
    status: 'new',
    ticketNumber,
    businessDate: day,
    userId: row.userId ?? userId,
  });
  await addHistory(ctx.trx, orderId, 'waiting', 'new', userId, null);
  await sendToKitchen(ctx, orderId);
  await recordMove(ctx, row, 'new', { ticketNumber });
}

/** Rejects a waiting order with its reason (1 to MAX_REJECT_REASON characters, kept as given). */
export async function rejectOrder(ctx: OrderCtx, orderId: number, reason: string): Promise<void> {
  const text = reason.trim();
  if (text.length === 0 || text.length > MAX_REJECT_REASON) {
    throw new AppError('VALIDATION_FAILED', msg('orders.rejectReason', { max: MAX_REJECT_REASON }), {
      reason: msg('field.reasonLength', { max: MAX_REJECT_REASON }),
    });
  }
  const row = await waitingRow(ctx, orderId);
  await repo.updateOrder(ctx.trx, orderId, { status: 'rejected', cancelReason: text });
  await addHistory(ctx.trx, orderId, 'waiting', 'rejected', actorUserId(ctx.actor), text);
  await recordMove(ctx, row, 'rejected', { reason: text });
}

async function recordMove(ctx: OrderCtx, row: OrderRow, to: OrderStatus, data: object): Promise<void> {
  const after = await repo.orderRow(ctx.trx, row.id);
  await ctx.record({
    action: to === 'new' ? 'order.accept' : 'order.reject',
    entity: 'order',
    entityId: row.id,
    data,
    event: {
      topic: 'order.status',
      payload: { id: row.id, status: to, previous: 'waiting', version: after.version, tableId: row.tableId },
    },
  });
}
