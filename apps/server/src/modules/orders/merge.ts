import { isOpenStatus, type MergeInput, type Order } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import type { Store } from '../../lib/store.ts';
import type { SessionUser } from '../auth/index.ts';
import * as linesRepo from './lines-repository.ts';
import { loadOrders, moveToKitchen } from './kitchen.ts';
import { copyLines } from './stored-lines.ts';
import * as repo from './repository.ts';
import { holdRepriced } from './discount.ts';
import { addHistory, bumpVersion, reprice, rule, syncTable, type ConsumeApproval } from './shared.ts';

/**
 * Merges two open, unpaid orders (two tables becoming one bill): the source's lines are copied onto
 * the target with their snapshots and seats, the target is priced again with its own discount and
 * frozen rates, and the source is canceled ("Merged into order {ticket}"), keeping its lines as a
 * record, and its table freed. The source's discount, if any, does not carry over.
 */
export async function mergeOrders(
  store: Store,
  consumeApproval: ConsumeApproval,
  session: SessionUser,
  actor: Actor,
  input: z.output<typeof MergeInput>,
): Promise<Order[]> {
  if (input.targetId === input.sourceId) throw rule('orders.mergeSelf', { sourceId: 'field.sameAsTarget' });
  return store.write(actor, async (trx, record, raise) => {
    // Lock in id order, so two merges of the same pair cannot deadlock on PostgreSQL.
    const locks = [
      { id: input.targetId, version: input.targetVersion },
      { id: input.sourceId, version: input.sourceVersion },
    ].sort((a, b) => a.id - b.id);
    for (const l of locks) await bumpVersion(trx, l.id, l.version);
    const rows = await repo.orderRows(trx, [input.targetId, input.sourceId]);
    const target = rows.find((r) => r.id === input.targetId)!;
    const source = rows.find((r) => r.id === input.sourceId)!;
    checkMergeable(target, source);

    const lines = await linesRepo.linesOf(trx, source.id);
    const copies = await copyLines(
      trx,
      target.id,
      lines.map((l) => l.id),
    );
    const totals = await reprice(trx, target.id);
    await holdRepriced(trx, session, consumeApproval, target.id, totals);
    const reason = `Merged into order ${target.ticketNumber}`;
    await repo.updateOrder(trx, source.id, { status: 'canceled', cancelReason: reason });
    await addHistory(trx, source.id, source.status, 'canceled', session.user.id, reason);
    await raise('order.canceled', { order: source, userId: session.user.id });
    for (const t of new Set([source.tableId, target.tableId])) if (t) await syncTable(trx, record, t);
    const quantity = new Map(lines.map((l) => [l.id, l.quantity]));
    await moveToKitchen({ trx, record, raise }, source.id, [
      { to: target.id, copies, quantity: (lineId) => quantity.get(lineId)! },
    ]);

    await record({
      action: 'order.merge',
      entity: 'order',
      entityId: target.id,
      data: { sourceId: source.id, lines: lines.length, total: totals.total },
      event: {
        topic: 'order.updated',
        payload: {
          id: target.id,
          status: target.status,
          previous: target.status,
          version: target.version,
          tableId: target.tableId,
        },
      },
    });
    await record({
      action: 'order.merged',
      entity: 'order',
      entityId: source.id,
      data: { targetId: target.id, reason },
      event: {
        topic: 'order.status',
        payload: {
          id: source.id,
          status: 'canceled',
          previous: source.status,
          version: source.version,
          tableId: source.tableId,
        },
      },
    });
    return loadOrders(trx, [target.id, source.id]);
  });
}

type OrderRow = Awaited<ReturnType<typeof repo.orderRow>>;

/** Both open and unpaid, and a parked target only for a parked source (what was sent stays sent). */
function checkMergeable(target: OrderRow, source: OrderRow): void {
  for (const [row, field] of [
    [target, 'targetId'],
    [source, 'sourceId'],
  ] as const) {
    if (!isOpenStatus(row.status) || row.status === 'waiting')
      throw rule('orders.mergeClosed', { [field]: 'field.notOpen' });
    if (row.paidTotal > 0) throw rule('orders.mergeClosed', { [field]: 'field.alreadyPaid' });
  }
  // A parked bill would void food already cooking.
  if (target.type === 'hold' && source.type !== 'hold') {
    throw rule('orders.mergeIntoParked', { targetId: 'field.parked' });
  }
}
