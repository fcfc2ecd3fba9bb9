import { randomUUID } from 'node:crypto';
import type { OrderCreate } from '@cashier/contracts';
import type { z } from 'zod';
import type { Engine } from '../../config.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { businessDate } from '@cashier/sale';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { holdDiscountLimit } from './discount.ts';
import { priceLines } from './lines.ts';
import { createdRead, sendToKitchen } from './kitchen.ts';
import { checkParties, deliveryAddress } from './parties.ts';
import { writeLines } from './stored-lines.ts';
import { takePayments } from './payments.ts';
import * as repo from './repository.ts';
import {
  addHistory,
  approver,
  loadRules,
  priceFor,
  syncTable,
  totalsColumns,
  type ConsumeApproval,
  type Trx,
} from './shared.ts';
import { changeStatus } from './status.ts';

export type CreateInput = z.output<typeof OrderCreate>;

/**
 * Writes a new order priced by the server, with its next ticket number of the business day, its
 * payments and, when asked, its first move along the state machine. Answers its id.
 */
export async function createOrder(
  trx: Trx,
  record: RecordChange,
  engine: Engine,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  input: CreateInput,
): Promise<number> {
  await repo.lockCurrency(trx, engine, 'shared');
  const rules = await loadRules(trx);
  const now = nowIso();
  const { tableName } = await checkParties(trx, input.type, input.tableId, input.customerId);
  const address = await deliveryAddress(trx, input.type, input.deliveryAddress, input.customerId);
  const lines = await priceLines(trx, input.lines);
  const totals = priceFor(lines, input.discount, rules, input.tableId);
  const day = businessDate(rules.timezone, Date.now(), rules.dayStartHour);
  const ticketNumber = await repo.nextCounter(trx, `ticket:${day}`);
  const order = await repo.insertOrder(trx, {
    uuid: input.uuid ?? randomUUID(),
    type: input.type,
    status: 'new',
    version: 1,
    invoiceNumber: null,
    ticketNumber,
    businessDate: day,
    tableId: input.tableId,
    customerId: input.customerId,
    userId: session.user.id,
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
  const approvedBy = await holdDiscountLimit(trx, session, rules, consumeApproval, {
    orderId: order.id,
    approvalFor: null,
    discount: input.discount,
    totals,
    approvalToken: input.approvalToken,
  });
  await addHistory(trx, order.id, null, 'new', session.user.id, null);
  await takePayments(trx, session, order.id, input.payments);
  if (input.status !== 'new') {
    await changeStatus(trx, record, session, consumeApproval, {
      orderId: order.id,
      to: input.status,
      reason: null,
      approvalToken: input.approvalToken,
    });
  }
  if (input.tableId) await syncTable(trx, record, input.tableId);
  const waiterName = session.user.name;
  const head = { id: order.id, ticketNumber, type: input.type, status: input.status, note: input.note };
  await sendToKitchen(trx, record, order.id, createdRead({ ...head, tableName, waiterName }, lines, lineIds));
  await record({
    action: 'order.create',
    entity: 'order',
    entityId: order.id,
    data: {
      type: input.type,
      // With the type, the kind the staff logs name (a pos order at a table is dine-in).
      tableId: input.tableId ?? null,
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
