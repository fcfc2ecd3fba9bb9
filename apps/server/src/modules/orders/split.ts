import { randomUUID } from 'node:crypto';
import { isOpenStatus, lineTotal, type Order, type SplitInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import type { Record as RecordChange, Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import * as linesRepo from './lines-repository.ts';
import { loadOrders, moveToKitchen } from './kitchen.ts';
import { copyLines } from './stored-lines.ts';
import * as repo from './repository.ts';
import { holdRepriced } from './discount.ts';
import { addHistory, bumpVersion, reprice, rule, type ConsumeApproval, type Trx } from './shared.ts';

type Parts = z.output<typeof SplitInput>['parts'];

interface SplittableLine {
  id: number;
  quantity: number;
  seat: number | null;
}

/**
 * Divides an order's lines into parts and what stays: each part is a seat (every line on it, whole)
 * or given line quantities (a line may be split by quantity). Answers, per part, the quantity taken
 * of each line (line id → quantity), and what stays of each line. Throws 422 naming the field when
 * a seat has nothing, a line is unknown, more than a line's quantity is taken, a part would take
 * the whole order, or nothing would stay.
 * @example divideLines([{ id: 1, quantity: 3, seat: null }], [{ lines: [{ lineId: 1, quantity: 1 }] }]) // { parts: [Map {1 => 1}], remaining: Map {1 => 2} }
 */
export function divideLines(
  lines: readonly SplittableLine[],
  parts: Parts,
): { parts: Map<number, number>[]; remaining: Map<number, number> } {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const remaining = new Map(lines.map((l) => [l.id, l.quantity]));
  const whole = lines.reduce((s, l) => s + l.quantity, 0);
  const taken = parts.map((part, i) => {
    const take = new Map<number, number>();
    const wants =
      'seat' in part
        ? lines
            .filter((l) => l.seat === part.seat)
            .map((l) => ({ lineId: l.id, quantity: l.quantity, field: `parts.${i}.seat` }))
        : part.lines.map((l, j) => ({ ...l, field: `parts.${i}.lines.${j}` }));
    if ('seat' in part && wants.length === 0)
      throw rule('orders.splitMismatch', { [`parts.${i}.seat`]: 'field.noItemOnSeat' });
    for (const want of wants) {
      if (!byId.has(want.lineId))
        throw rule('orders.splitMismatch', {
          [`${want.field}.lineId`]: 'field.noSuchLine',
        });
      const left = remaining.get(want.lineId)!;
      if (want.quantity > left)
        throw rule('orders.splitMismatch', {
          [want.field.endsWith('seat') ? want.field : `${want.field}.quantity`]: 'field.overLeft',
        });
      remaining.set(want.lineId, left - want.quantity);
      take.set(want.lineId, (take.get(want.lineId) ?? 0) + want.quantity);
    }
    if ([...take.values()].reduce((s, q) => s + q, 0) === whole)
      throw rule('orders.splitMismatch', { [`parts.${i}`]: 'field.wholeOrder' });
    return take;
  });
  if ([...remaining.values()].every((q) => q === 0))
    throw rule('orders.splitEmpty', {
      parts: 'field.nothingStays',
    });
  return { parts: taken, remaining };
}

/**
 * Splits an open, unpaid order into separate bills: each part becomes a new order (its own ticket
 * number) with the same type, table, customer, address, percentage discount and the tax and service
 * rates frozen on the original; what is not taken stays on the original. Line totals are conserved
 * exactly (Σ parts' subtotals + the remainder's = the original's); totals may differ by the
 * rounding of each order's service charge and tax, which are rounded once per order.
 */
export async function splitOrder(
  store: Store,
  consumeApproval: ConsumeApproval,
  session: SessionUser,
  actor: Actor,
  orderId: number,
  input: z.output<typeof SplitInput>,
): Promise<Order[]> {
  return store.write(actor, async (trx, record, raise) => {
    await bumpVersion(trx, orderId, input.version);
    const row = await repo.orderRow(trx, orderId);
    if (!isOpenStatus(row.status) || row.status === 'waiting')
      throw rule('orders.splitClosed', { status: 'field.notOpen' });
    if (row.paidTotal > 0) throw rule('orders.splitClosed', { payments: 'field.alreadyPaid' });
    if (row.discountType === 'amount')
      throw rule('orders.splitDiscount', {
        discount: 'field.amountDiscount',
      });
    const lines = await linesRepo.linesOf(trx, orderId);
    const plan = divideLines(lines, input.parts);

    const now = nowIso();
    const created: number[] = [];
    const moves: Parameters<typeof moveToKitchen>[2] = [];
    for (const take of plan.parts) {
      const part = await billPart(trx, record, session, consumeApproval, { row, take, now });
      created.push(part.id);
      moves.push({ to: part.id, copies: part.copies, quantity: (lineId) => take.get(lineId)! });
    }

    for (const line of lines) {
      const left = plan.remaining.get(line.id)!;
      if (left === line.quantity) continue;
      if (left === 0) await linesRepo.deleteLine(trx, line.id);
      else await linesRepo.setLineQuantity(trx, line.id, left, lineTotal({ ...line, quantity: left }));
    }
    const totals = await reprice(trx, orderId);
    await holdRepriced(trx, session, consumeApproval, orderId, totals);
    await moveToKitchen({ trx, record, raise }, orderId, moves);
    await record({
      action: 'order.split',
      entity: 'order',
      entityId: orderId,
      data: { into: created, total: totals.total },
      event: {
        topic: 'order.updated',
        payload: {
          id: orderId,
          status: row.status,
          previous: row.status,
          version: row.version,
          tableId: row.tableId,
        },
      },
    });
    return loadOrders(trx, [orderId, ...created]);
  });
}

/** One part of a split as a new order: its own ticket number, the lines taken, priced again. */
async function billPart(
  trx: Trx,
  record: RecordChange,
  session: SessionUser,
  consumeApproval: ConsumeApproval,
  {
    row,
    take,
    now,
  }: { row: Awaited<ReturnType<typeof repo.orderRow>>; take: Map<number, number>; now: string },
): Promise<{ id: number; copies: Map<number, number> }> {
  const ticketNumber = await repo.nextCounter(trx, `ticket:${row.businessDate}`);
  const { id } = await repo.insertOrder(trx, {
    ...row,
    id: undefined,
    uuid: randomUUID(),
    version: 1,
    invoiceNumber: null,
    ticketNumber,
    userId: session.user.id,
    paidTotal: 0,
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  });
  const copies = await copyLines(trx, id, [...take.keys()], (lineId) => take.get(lineId)!);
  const totals = await reprice(trx, id);
  // Each bill carries the original's discount and the share approved on it: still within it.
  await holdRepriced(trx, session, consumeApproval, id, totals);
  await addHistory(trx, id, null, row.status, session.user.id, null);
  await record({
    action: 'order.split',
    entity: 'order',
    entityId: id,
    data: { from: row.id, lines: take.size, total: totals.total },
    event: {
      topic: 'order.created',
      payload: { id, type: row.type, ticketNumber, tableId: row.tableId },
    },
  });
  return { id, copies };
}
