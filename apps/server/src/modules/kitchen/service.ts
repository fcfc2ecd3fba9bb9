import type {
  AuditAction,
  BoardOrder,
  KitchenResponse,
  KitchenTicket,
  LineKitchenState,
  OrderKitchenStatus,
} from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { newestEventId } from '../../db/outbox.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { restaurantSettings } from '../settings/read.ts';
import * as repo from './repository.ts';
import { lineState, orderStatus } from './states.ts';
import { announce, announceStatus } from './sync.ts';

export { moveItems, syncOrder, type ItemMove, type KitchenOrder } from './sync.ts';
export { signatureOf, type WantedLine } from './plan.ts';

/** How many bumped tickets a screen can recall. */
const RECALL = 20;

/** The kitchen states of these orders and of their lines, for the order answers. */
export async function kitchenStates(
  db: Db,
  orderIds: number[],
): Promise<{ orders: Map<number, OrderKitchenStatus | null>; lines: Map<number, LineKitchenState> }> {
  const rows = orderIds.length ? await repo.itemStates(db, orderIds) : [];
  const byOrder = new Map<number, repo.ItemRow['state'][]>();
  const byLine = new Map<number, repo.ItemRow['state'][]>();
  for (const r of rows) {
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r.state]);
    if (r.lineId !== null) byLine.set(r.lineId, [...(byLine.get(r.lineId) ?? []), r.state]);
  }
  return {
    orders: new Map(orderIds.map((id) => [id, orderStatus(byOrder.get(id) ?? [])])),
    lines: new Map([...byLine].map(([id, states]) => [id, lineState(states)])),
  };
}

/** The kitchen screens' reads and the cooks' actions on tickets. */
export class KitchenService {
  constructor(private readonly store: Store) {}

  /** The tickets on screen and the last bumped, with the newest event id read before them. */
  async tickets(stationId: number | undefined): Promise<KitchenResponse> {
    const db = this.store.db;
    const eventId = await newestEventId(db);
    const [tickets, recent] = await Promise.all([
      repo.openTickets(db, stationId),
      repo.recentTickets(db, stationId, RECALL),
    ]);
    return { tickets, recent, eventId };
  }

  /** Orders being made or ready and not yet collected (a ready one until the board's time runs out). */
  async board(): Promise<{ orders: BoardOrder[]; eventId: number; clearMinutes: number }> {
    const db = this.store.db;
    const eventId = await newestEventId(db);
    const [rows, settings] = await Promise.all([
      repo.openOrders(db),
      restaurantSettings(db, ['boardClearMinutes']),
    ]);
    const clearMinutes = settings.boardClearMinutes;
    const clearMs = clearMinutes * 60_000;
    const byOrder = new Map<number, typeof rows>();
    for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
    const orders: BoardOrder[] = [];
    for (const [orderId, items] of byOrder) {
      const status = orderStatus(items.map((i) => i.state)) === 'ready' ? 'ready' : 'preparing';
      const readyAt =
        status === 'ready' ? items.reduce((a, i) => (i.doneAt && i.doneAt > a ? i.doneAt : a), '') : null;
      if (readyAt && Date.now() - Date.parse(readyAt) > clearMs) continue;
      const { orderNumber, orderType } = items.reduce((a, i) => (i.orderNumber < a.orderNumber ? i : a));
      orders.push({ orderId, orderNumber, orderType, status, readyAt: readyAt || null });
    }
    orders.sort((a, b) => a.orderNumber - b.orderNumber);
    return { orders, eventId, clearMinutes };
  }

  /** Marks an item done (ready) or not done again. */
  async itemDone(actor: Actor, itemId: number, done: boolean): Promise<KitchenTicket> {
    const item = await repo.item(this.store.db, itemId);
    if (!item || item.state === 'void') throw notFound('kitchenItem');
    return this.change(actor, item.ticketId, async (trx) => {
      const now = await repo.item(trx, itemId);
      if (!now || now.state === 'served' || now.quantity <= now.voided) {
        throw new AppError('RULE_BROKEN', 'kitchen.itemClosed', { itemId: 'field.itemClosed' });
      }
      await repo.updateItem(
        trx,
        itemId,
        done ? { state: 'ready', doneAt: nowIso() } : { state: 'preparing', doneAt: null },
      );
      await repo.touchTickets(trx, [item.ticketId]);
      return done ? 'kitchen.item.done' : 'kitchen.item.undone';
    });
  }

  /** A cook starts a ticket: its items are being prepared. */
  start(actor: Actor, ticketId: number): Promise<KitchenTicket> {
    return this.change(actor, ticketId, async (trx, ticket) => {
      await repo.advanceItems(trx, { ticketId }, ['fired'], { state: 'preparing' });
      await repo.touchTickets(trx, [ticketId], { startedAt: ticket.startedAt ?? nowIso() });
      return 'kitchen.start';
    });
  }

  /**
   * Bumps a ticket off the screen: whatever on it was not yet done is ready now. Bumping a void or
   * a cancel acknowledges it. Bumping a bumped ticket changes nothing.
   */
  bump(actor: Actor, ticketId: number): Promise<KitchenTicket> {
    return this.change(actor, ticketId, async (trx, ticket) => {
      if (ticket.bumpedAt) return null;
      const now = nowIso();
      await repo.advanceItems(trx, { ticketId }, ['fired', 'preparing'], { state: 'ready', doneAt: now });
      await repo.touchTickets(trx, [ticketId], { bumpedAt: now, bumpedBy: actor.userId });
      return 'kitchen.bump';
    });
  }

  /** Brings a bumped ticket back on screen, its timer still counting from when it was sent. */
  recall(actor: Actor, ticketId: number): Promise<KitchenTicket> {
    return this.change(actor, ticketId, async (trx, ticket) => {
      if (!ticket.bumpedAt) return null;
      await repo.touchTickets(trx, [ticketId], { bumpedAt: null, bumpedBy: null });
      return 'kitchen.recall';
    });
  }

  /** The guest collected the order (or it reached the table): every ready item is served. */
  async serve(actor: Actor, orderId: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const items = await repo.liveItems(trx, [orderId]);
      const status = orderStatus(items.map((i) => i.state));
      if (status === null) throw notFound('kitchenOrder');
      if (status === 'preparing') {
        throw new AppError('RULE_BROKEN', 'kitchen.notReady', { orderId: 'field.notReady' });
      }
      const tickets = await repo.ticketsWithOpenItems(trx, orderId);
      await repo.advanceItems(trx, { orderId }, ['ready'], { state: 'served', servedAt: nowIso() });
      await repo.touchTickets(trx, tickets);
      await record({ action: 'kitchen.serve', entity: 'order', entityId: orderId });
      await announce(trx, record, tickets);
      await announceStatus(trx, record, orderId, status, await repo.liveItems(trx, [orderId]));
    });
  }

  /**
   * One cook's action on a ticket, in one transaction with its audit row, the ticket's event and
   * the order's new status at the pass. An action that finds nothing to do (null) writes nothing
   * and answers the ticket as it is.
   */
  private async change(
    actor: Actor,
    ticketId: number,
    fn: (trx: Db, ticket: repo.TicketRow) => Promise<AuditAction | null>,
  ): Promise<KitchenTicket> {
    return this.store.write(actor, async (trx, record) => {
      const row = await repo.ticket(trx, ticketId);
      if (!row) throw notFound('kitchenTicket');
      const before = orderStatus((await repo.liveItems(trx, [row.orderId])).map((i) => i.state));
      const action = await fn(trx, row);
      const [ticket] = await repo.ticketsById(trx, [ticketId]);
      if (action === null) return ticket!;
      await record({
        action,
        entity: 'kitchen-ticket',
        entityId: ticketId,
        event: { topic: 'kitchen.ticket', payload: ticket! },
      });
      await announceStatus(trx, record, row.orderId, before, await repo.liveItems(trx, [row.orderId]));
      return ticket!;
    });
  }
}
