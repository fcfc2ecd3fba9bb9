import { randomUUID } from 'node:crypto';
import type { OrderCreate, OrderStatus } from '@cashier/contracts';
import type { z } from 'zod';
import { businessDate } from '@cashier/sale';
import { nowIso } from '../../lib/time.ts';
import { actorName, actorSummary, actorUserId, type OrderCtx } from './actor.ts';
import { holdDiscountLimit } from './discount.ts';
import { priceLines } from './lines.ts';
import { createdRead, sendToKitchen } from './kitchen.ts';
import { checkParties, deliveryAddress } from './parties.ts';
import { writeLines } from './stored-lines.ts';
import { takePayments } from './payments.ts';
import * as repo from './repository.ts';
import { addHistory, approver, loadRules, priceFor, syncTable, totalsColumns } from './shared.ts';
import { changeStatus } from './status.ts';

export type CreateInput = z.output<typeof OrderCreate>;

/**
 * Writes a new order priced by the server. From staff, it takes its next ticket number of the
 * business day, its payments and, when asked, its first move along the state machine, and goes
 * to the kitchen, with the staff member as its waiter. From a guest or a device it waits for staff
 * to accept it (accept.ts): no ticket number yet (0), nothing in the kitchen. Answers its id.
 */
export async function createOrder(ctx: OrderCtx, input: CreateInput): Promise<number> {
  const { trx, record, actor, consumeApproval } = ctx;
  const userId = actorUserId(actor);
  const waits = actor.kind !== 'staff';
  await repo.lockCurrency(trx, ctx.engine, 'shared');
  const rules = await loadRules(trx);
  const now = nowIso();
  const { tableName } = await checkParties(trx, input.type, input.tableId, input.customerId);
  const address = await deliveryAddress(trx, input.type, input.deliveryAddress, input.customerId);
  const lines = await priceLines(trx, input.lines);
  const totals = priceFor(lines, input.discount, rules, input.tableId);
  const day = businessDate(rules.timezone, Date.now(), rules.dayStartHour);
  const ticketNumber = waits ? 0 : await nextTicket(trx, day);
  const status: OrderStatus = waits ? 'waiting' : 'new';
  const order = await repo.insertOrder(trx, {
    uuid: input.uuid ?? randomUUID(),
    type: input.type,
    status,
    version: 1,
    invoiceNumber: null,
    ticketNumber,
    businessDate: day,
    tableId: input.tableId,
    customerId: input.customerId,
    userId,
    deliveryAddress: address,
    note: input.note,
    guests: input.guests,
    ...totalsColumns(totals, input.discount, rules, input.tableId),
    paidTotal: 0,
    currency: rules.currency,
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  });
  const lineIds = await writeLines(trx, order.id, lines);
  const approvedBy = await holdDiscountLimit(trx, actor, rules, consumeApproval, {
    orderId: order.id,
    approvalFor: null,
    discount: input.discount,
    totals,
    approvalToken: input.approvalToken,
  });
  await addHistory(trx, order.id, null, status, userId, null);
  await takePayments(ctx, order.id, input.payments);
  if (!waits && input.status !== 'new') {
    await changeStatus(ctx, {
      orderId: order.id,
      to: input.status,
      reason: null,
      approvalToken: input.approvalToken,
    });
  }
  if (input.tableId) await syncTable(trx, record, input.tableId);
  const waiterName = actorName(actor);
  const final = waits ? status : input.status;
  const head = { id: order.id, ticketNumber, type: input.type, status: final, note: input.note };
  await sendToKitchen(ctx, order.id, createdRead({ ...head, tableName, waiterName }, lines, lineIds));
  await record({
    action: 'order.create',
    entity: 'order',
    entityId: order.id,
    data: {
      type: input.type,
      // With the type, the kind the staff logs name (a pos order at a table is dine-in).
      tableId: input.tableId ?? null,
      ...(actor.kind === 'staff' ? {} : { actor: actorSummary(actor) }),
      total: totals.total,
      lines: lines.length,
      ...(await approver(trx, approvedBy)),
    },
    event: {
      topic: 'order.created',
      payload: { id: order.id, type: input.type, ticketNumber, tableId: input.tableId },
    },
  });
  return order.id;
}

/** The next ticket number of a business day: an order takes one once staff have it (created or accepted). */
export function nextTicket(trx: OrderCtx['trx'], day: string): Promise<number> {
  return repo.nextCounter(trx, `ticket:${day}`);
}
