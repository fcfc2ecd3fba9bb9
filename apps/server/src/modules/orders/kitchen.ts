import type { Order } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { kitchenStates, moveItems, syncOrder } from '../kitchen/service.ts';
import * as linesRepo from './lines-repository.ts';
import * as repo from './repository.ts';

/**
 * Sends the kitchen what an order's change means for it, in the order's transaction: its lines
 * not held go out (none while the order is parked), and everything goes as a cancel when it is
 * canceled. Every write to an order's lines or status ends here.
 */
export async function sendToKitchen(
  trx: Db,
  record: RecordChange,
  orderId: number,
  /** The order was just created, so nothing of it was sent yet. */
  created = false,
): Promise<void> {
  const { head, lines } = await linesRepo.kitchenOrder(trx, orderId);
  const canceled = head.status === 'canceled';
  const cooks = head.type !== 'hold' && !canceled;
  await syncOrder(
    trx,
    record,
    {
      id: head.orderId,
      number: head.ticketNumber,
      type: head.type,
      tableName: head.tableName,
      waiterName: head.waiterName,
      note: head.orderNote,
      canceled,
    },
    lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      nameEn: l.nameEn ?? '',
      nameAr: l.nameAr ?? '',
      modifiers: JSON.parse(l.modifiers ?? '[]') as { id: number; nameEn: string; nameAr: string }[],
      note: l.note,
      seat: l.seat,
      course: l.course,
      quantity: cooks && l.held === 0 ? (l.quantity ?? 0) : 0,
      stationId: l.stationId,
      prepMinutes: l.prepMinutes,
    })),
    created,
  );
}

/**
 * Lines that became other lines (a split bill, a merge) take what was sent for them along, then
 * both orders are brought in line: food already cooking is neither voided nor sent twice.
 */
export async function moveToKitchen(
  trx: Db,
  record: RecordChange,
  from: number,
  moves: { to: number; copies: Map<number, number>; quantity: (lineId: number) => number }[],
): Promise<void> {
  await moveItems(
    trx,
    record,
    from,
    moves.flatMap(({ to, copies, quantity }) =>
      [...copies].map(([fromLineId, toLineId]) => ({
        fromLineId,
        toOrderId: to,
        toLineId,
        quantity: quantity(fromLineId),
      })),
    ),
  );
  for (const id of new Set([from, ...moves.map((m) => m.to)])) await sendToKitchen(trx, record, id);
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
export async function fireHeld(
  trx: Db,
  record: RecordChange,
  orderId: number,
  course: number | undefined,
): Promise<number> {
  const released = await linesRepo.releaseHeld(trx, orderId, course);
  if (released > 0) await sendToKitchen(trx, record, orderId);
  return released;
}
