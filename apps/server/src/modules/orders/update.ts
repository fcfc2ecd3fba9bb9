import { isOpenStatus, type Discount, type OrderUpdate } from '@cashier/contracts';
import type { z } from 'zod';
import { msg } from '../../lib/messages/text.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import type { SessionUser } from '../auth/index.ts';
import { holdDiscountLimit } from './discount.ts';
import { priceLines } from './lines.ts';
import { sendToKitchen } from './kitchen.ts';
import { checkParties, deliveryAddress } from './parties.ts';
import { currentLines, saveLines } from './stored-lines.ts';
import { takePayments } from './payments.ts';
import * as repo from './repository.ts';
import {
  approver,
  frozenRules,
  loadRules,
  priceFor,
  rule,
  storedDiscount,
  syncTable,
  totalsColumns,
  type ConsumeApproval,
  type Trx,
} from './shared.ts';
import { changeStatus } from './status.ts';

export type UpdateInput = z.output<typeof OrderUpdate>;

type OrderRow = Awaited<ReturnType<typeof repo.orderRow>>;

/**
 * Applies a change to an open order (its version already bumped): type, table, customer, address,
 * note, lines, discount, payments and status, each only when sent.
 */
export async function changeOrder(
  trx: Trx,
  record: RecordChange,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  input: UpdateInput,
): Promise<void> {
  const row = await repo.orderRow(trx, input.id);
  const status = row.status;
  if (!isOpenStatus(status)) throw rule(msg('orders.closed', { status }));
  /** A manager who approved this change with their PIN (a large discount, a void). */
  let approvedBy: number | null = null;
  const type = input.type ?? row.type;
  if (input.type && input.type !== row.type && row.type !== 'hold') {
    throw rule('orders.typeFixed', { type: 'field.onlyHeld' });
  }
  const tableId = input.tableId === undefined ? row.tableId : input.tableId;
  const customerId = input.customerId === undefined ? row.customerId : input.customerId;
  await checkParties(trx, type, tableId, customerId);
  const address = await deliveryAddress(
    trx,
    type,
    input.deliveryAddress === undefined ? row.deliveryAddress : input.deliveryAddress,
    customerId,
  );
  if (input.lines !== undefined || input.discount !== undefined || tableId !== row.tableId) {
    approvedBy = await repriceChange(trx, session, consumeApproval, row, tableId, input);
  }
  await repo.updateOrder(trx, row.id, {
    type,
    tableId,
    customerId,
    deliveryAddress: address,
    note: input.note === undefined ? row.note : input.note,
    guests: input.guests === undefined ? row.guests : input.guests,
  });
  await takePayments(trx, session, row.id, input.payments);
  if (input.status && input.status !== status) {
    approvedBy =
      (await changeStatus(trx, record, session, consumeApproval, {
        orderId: row.id,
        to: input.status,
        reason: input.cancelReason ?? null,
        approvalToken: input.approvalToken,
      })) ?? approvedBy;
  }
  for (const t of new Set([row.tableId, tableId])) if (t) await syncTable(trx, record, t);
  await sendToKitchen(trx, record, row.id);
  const after = await repo.orderRow(trx, row.id);
  await record({
    action: 'order.update',
    entity: 'order',
    entityId: row.id,
    data: {
      changed: changedFields(input),
      total: after.total,
      status: after.status,
      ...(await approver(trx, approvedBy)),
    },
    event: {
      topic: after.status !== status ? 'order.status' : 'order.updated',
      payload: { id: row.id, status: after.status, previous: status, version: after.version, tableId },
    },
  });
}

/**
 * Prices the order again with its new lines, discount or table, at the rates frozen on it, and
 * holds the discount limit. Answers the manager who approved now, or null.
 */
async function repriceChange(
  trx: Trx,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  row: OrderRow,
  tableId: number | null,
  input: UpdateInput,
): Promise<number | null> {
  const rules = await loadRules(trx);
  const discount: Discount = input.discount === undefined ? storedDiscount(row) : input.discount;
  const lines = input.lines ? await priceLines(trx, input.lines) : await currentLines(trx, row.id);
  const frozen = frozenRules(row, rules);
  const totals = priceFor(lines, discount, frozen, tableId);
  if (totals.total < row.paidTotal) throw rule('orders.belowPaid', { lines: 'field.belowPaid' });
  const approvedBy = await holdDiscountLimit(trx, session, rules, consumeApproval, {
    orderId: row.id,
    approvalFor: row.id,
    discount,
    totals,
    approvalToken: input.approvalToken,
  });
  if (input.lines) await saveLines(trx, row.id, lines);
  await repo.updateOrder(trx, row.id, totalsColumns(totals, discount, frozen, tableId));
  return approvedBy;
}

/** What the client sent: zod fills absent payments with [] and an absent cancelReason with null. */
function changedFields(input: UpdateInput): string[] {
  return Object.entries(input)
    .filter(([k, v]) => v !== undefined && !['id', 'version', 'approvalToken'].includes(k))
    .filter(
      ([k, v]) => !(k === 'payments' && input.payments.length === 0) && !(k === 'cancelReason' && v === null),
    )
    .map(([k]) => k);
}
