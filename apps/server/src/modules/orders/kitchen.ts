import { reachesKitchen, type Order } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import type { Tx } from '../../lib/domain-events.ts';
import { kitchenStates } from '../kitchen/index.ts';
import type { PricedLine } from './lines.ts';
import * as linesRepo from './lines-repository.ts';
import * as repo from './repository.ts';

/** An order as the kitchen is sent it: its head and its lines with where each is made. */
export type KitchenRead = Awaited<ReturnType<typeof linesRepo.kitchenOrder>>;

/**
 * An order just created as the kitchen reads it, from what its create wrote and knows: its head
 * (with its final status, table and who took it), its priced lines and their ids.
 */
export function createdRead(
  head: KitchenRead['head'],
  lines: readonly PricedLine[],
  lineIds: readonly number[],
): KitchenRead {
  return {
    head,
    lines: lines.map((l, i) => ({
      id: lineIds[i]!,
      productId: l.productId,
      nameEn: l.nameEn,
      nameAr: l.nameAr,
      modifiers: l.modifiers,
      note: l.note,
      seat: l.seat,
      course: l.course,
      quantity: l.quantity,
      held: l.held,
      stationId: l.route?.stationId ?? null,
      prepMinutes: l.route?.prepMinutes ?? null,
    })),
  };
}

/**
 * Tells the kitchen (the order.kitchen event) what an order's change means for it, in the order's
 * transaction: its lines not held go out (none while the order is parked, waiting for acceptance
 * or rejected), and everything goes as a cancel when it is canceled. Every write to an order's
 * lines or status ends here. `created` is an order just created, as its create wrote it: nothing
 * of it was sent yet, and nothing needs reading back.
 */
export async function sendToKitchen(tx: Tx, orderId: number, created?: KitchenRead): Promise<void> {
  const { head, lines } = created ?? (await linesRepo.kitchenOrder(tx.trx, orderId));
  const canceled = head.status === 'canceled';
  const cooks = head.type !== 'hold' && !canceled;
  // Nothing was ever sent for an order not yet accepted: no need to plan anything.
  if (!reachesKitchen(head.status)) return;
  await tx.raise('order.kitchen', {
    order: {
      id: head.id,
      number: head.ticketNumber,
      type: head.type,
      tableName: head.tableName,
      waiterName: head.waiterName,
      note: head.note,
      canceled,
    },
    lines: lines.map(({ held, ...line }) => ({ ...line, quantity: cooks && !held ? line.quantity : 0 })),
    created: created !== undefined,
  });
}

/**
 * Lines that became other lines (a split bill, a merge) take what was sent for them along, then
 * both orders are brought in line: food already cooking is neither voided nor sent twice.
 */
export async function moveToKitchen(
  tx: Tx,
  from: number,
  moves: { to: number; copies: Map<number, number>; quantity: (lineId: number) => number }[],
): Promise<void> {
  await tx.raise('order.linesMoved', {
    fromOrderId: from,
    moves: moves.flatMap(({ to, copies, quantity }) =>
      [...copies].map(([fromLineId, toLineId]) => ({
        fromLineId,
        toOrderId: to,
        toLineId,
        quantity: quantity(fromLineId),
      })),
    ),
  });
  for (const id of new Set([from, ...moves.map((m) => m.to)])) await sendToKitchen(tx, id);
}

/** Whole orders (lines, payments, status history) in the order of `ids`, with their kitchen states. */
export async function loadOrders(db: Db, ids: number[]): Promise<Order[]> {
  const orders = await repo.loadOrders(db, ids);
  const states = await kitchenStates(db, ids);
  return orders.map((o) => ({
    ...o,
    kitchenStatus: states.orders.get(o.id) ?? null,
    lines: o.lines.map((l) => ({
      ...l,
      kitchenState: l.held ? 'waiting' : (states.lines.get(l.id) ?? 'waiting'),
    })),
  }));
}

/**
 * Fires an order's held lines, one course or every held one: they go to their stations as an
 * addition. Answers how many lines were released (0: nothing was held, which the caller refuses).
 */
export async function fireHeld(tx: Tx, orderId: number, course: number | undefined): Promise<number> {
  const released = await linesRepo.releaseHeld(tx.trx, orderId, course);
  if (released > 0) await sendToKitchen(tx, orderId);
  return released;
}
