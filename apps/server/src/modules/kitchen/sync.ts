import type { KitchenTicket, OrderType, TicketKind } from '@cashier/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { KitchenItemTable } from '../../db/schema.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { live, planKitchen, signatureOf, type WantedLine } from './plan.ts';
import { printTickets } from '../printers/index.ts';
import * as repo from './repository.ts';
import { orderStatus } from './states.ts';

/** The order as its tickets name it, as it is when they are sent. */
export interface KitchenOrder {
  id: number;
  number: number;
  type: OrderType;
  tableName: string | null;
  waiterName: string | null;
  note: string | null;
  /** Its voids go out as a cancel, which flashes on the screens until acknowledged. */
  canceled: boolean;
}

function groupBy<T, K>(list: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const t of list) {
    const k = key(t);
    const group = map.get(k);
    if (group) group.push(t);
    else map.set(k, [t]);
  }
  return map;
}

type NewItem = Omit<Insertable<KitchenItemTable>, 'ticketId'>;

function newItem(orderId: number, line: WantedLine, quantity: number): NewItem {
  return {
    orderId,
    lineId: line.id,
    productId: line.productId,
    stationId: line.stationId,
    signature: signatureOf(line),
    nameEn: line.nameEn,
    nameAr: line.nameAr,
    modifiers: JSON.stringify(line.modifiers.map(({ nameEn, nameAr }) => ({ nameEn, nameAr }))),
    note: line.note,
    seat: line.seat,
    course: line.course,
    quantity,
    voided: 0,
    state: 'fired',
    prepMinutes: line.prepMinutes,
  };
}

interface Planned {
  stationId: number | null;
  kind: TicketKind;
  rows: NewItem[];
}

/**
 * Every ticket in one insert and every item in another, whatever the number of stations. Answers
 * the tickets whole, so announcing them reads nothing back.
 */
async function makeTickets(trx: Db, order: KitchenOrder, planned: Planned[]): Promise<KitchenTicket[]> {
  const firedAt = nowIso();
  const tickets = await repo.insertTickets(
    trx,
    planned.map(({ stationId, kind }) => ({
      orderId: order.id,
      orderNumber: order.number,
      orderType: order.type,
      tableName: order.tableName,
      waiterName: order.waiterName,
      note: order.note,
      firedAt,
      version: 1,
      stationId,
      kind,
      startedAt: null,
      bumpedAt: null,
      bumpedBy: null,
    })),
  );
  const items = await repo.insertItems(
    trx,
    planned.flatMap(({ rows }, i) => rows.map((r) => ({ ...r, ticketId: tickets[i]!.id }))),
  );
  return tickets.map((t) =>
    repo.toTicket(
      t,
      items.filter((item) => item.ticketId === t.id),
    ),
  );
}

/**
 * Brings the kitchen in line with an order, inside the order's own transaction: what is wanted
 * and not yet sent goes out on a ticket per station (the order's first there, or an addition),
 * what was sent and is no longer wanted goes out as a void (a cancel when the order is canceled)
 * and is struck through where it was sent. Each ticket made or changed is announced whole on the
 * events stream; so is the order's new status at the pass when it changes.
 */
export async function syncOrder(
  trx: Db,
  record: RecordChange,
  order: KitchenOrder,
  lines: readonly WantedLine[],
  /** Nothing was sent for it yet: an order just created (saves reading its items). */
  created = false,
): Promise<void> {
  const sent = created ? [] : await repo.itemsOf(trx, order.id);
  const items = sent.filter((i) => i.state !== 'void' && live(i) > 0);
  const plan = planKitchen(lines, items);
  if (plan.add.length === 0 && plan.void.length === 0) return;
  // The tickets to make, in order: voids first (a changed dish reads VOID then ADD on the screen and on paper).
  const planned: Planned[] = [];
  const struck = new Set<number>();
  const voidedNow = new Map<number, number>();
  for (const [stationId, voids] of groupBy(plan.void, (v) => v.item.stationId)) {
    planned.push({
      stationId,
      kind: order.canceled ? 'cancel' : 'void',
      rows: voids.map(({ item, quantity }) => ({
        ...item,
        id: undefined,
        quantity,
        voided: 0,
        state: 'void' as const,
        voidsItemId: item.id,
        doneAt: null,
        servedAt: null,
      })),
    });
    for (const { item, quantity } of voids) {
      await repo.addVoided(trx, item.id, quantity);
      voidedNow.set(item.id, quantity);
      struck.add(item.ticketId);
    }
  }
  // A station that has had anything of this order gets an addition; one that has not, a first send.
  const sentTo = new Set(sent.map((i) => i.stationId));
  for (const [stationId, adds] of groupBy(plan.add, (a) => a.line.stationId)) {
    planned.push({
      stationId,
      kind: sentTo.has(stationId) ? 'add' : 'fire',
      rows: adds.map((a) => newItem(order.id, a.line, a.quantity)),
    });
  }
  const made = await makeTickets(trx, order, planned);
  await printTickets(trx, record, made);
  await repo.touchTickets(trx, [...struck]);
  await announceTickets(record, [...(await repo.ticketsById(trx, [...struck])), ...made]);
  const after = [
    ...items.filter((i) => live(i) > (voidedNow.get(i.id) ?? 0)),
    ...plan.add.map(() => ({ state: 'fired' as const, doneAt: null })),
  ];
  await announceStatus(trx, record, order.id, orderStatus(items.map((i) => i.state)), after, order);
}

/** Tells the screens about tickets, each whole (the stream's payload is what they paint). */
async function announceTickets(record: RecordChange, tickets: KitchenTicket[]): Promise<void> {
  for (const ticket of tickets) {
    await record({
      action: 'kitchen.ticket',
      audit: false,
      event: { topic: 'kitchen.ticket', payload: ticket },
    });
  }
}

/** Tells the screens about these tickets, each whole (the stream's payload is what they paint). */
export async function announce(trx: Db, record: RecordChange, ticketIds: number[]): Promise<void> {
  await announceTickets(record, await repo.ticketsById(trx, ticketIds));
}

/** Tells the till, the floor and the ready board when an order's status at the pass changed. */
export async function announceStatus(
  trx: Db,
  record: RecordChange,
  orderId: number,
  before: ReturnType<typeof orderStatus>,
  items: { state: repo.ItemRow['state']; doneAt: string | null }[],
  /** The order's number and type when the caller has them; read from its first ticket otherwise. */
  known?: Pick<KitchenOrder, 'number' | 'type'>,
): Promise<void> {
  const status = orderStatus(items.map((i) => i.state));
  if (status === before) return;
  const readyAt =
    status === 'ready' ? items.reduce((a, i) => (i.doneAt && i.doneAt > a ? i.doneAt : a), '') : '';
  const head = known
    ? { orderNumber: known.number, orderType: known.type }
    : await repo.orderHead(trx, orderId);
  await record({
    action: 'kitchen.order',
    audit: false,
    event: {
      topic: 'kitchen.order',
      payload: {
        orderId,
        orderNumber: head?.orderNumber,
        orderType: head?.orderType,
        status,
        readyAt: readyAt || null,
      },
    },
  });
}

/** A sent line's items moving to another order's line, as a split or a merge moves the line. */
export interface ItemMove {
  fromLineId: number;
  toOrderId: number;
  toLineId: number;
  quantity: number;
}

/**
 * Moves what was sent for lines to the lines they became on another order (a split bill, a
 * merge), so the food already cooking follows its line and is neither voided nor sent again.
 * An item larger than what moves is divided: its state and ticket stay with both parts.
 */
export async function moveItems(
  trx: Db,
  record: RecordChange,
  fromOrderId: number,
  moves: readonly ItemMove[],
): Promise<void> {
  const orderIds = [...new Set([fromOrderId, ...moves.map((m) => m.toOrderId)])];
  const before = await repo.liveItems(trx, orderIds);
  const was = new Map(
    orderIds.map((id) => [id, orderStatus(before.filter((i) => i.orderId === id).map((i) => i.state))]),
  );
  const items = before.filter((i) => i.orderId === fromOrderId);
  if (items.length === 0) return;
  for (const move of moves) {
    let left = move.quantity;
    for (const item of items.filter((i) => i.lineId === move.fromLineId).reverse()) {
      if (left <= 0) break;
      const q = Math.min(left, live(item));
      left -= q;
      // The local copies follow the rows, for a later move from the same line.
      if (q === live(item)) {
        await repo.updateItem(trx, item.id, { orderId: move.toOrderId, lineId: move.toLineId });
        item.lineId = move.toLineId;
        item.orderId = move.toOrderId;
      } else {
        item.quantity -= q;
        await repo.updateItem(trx, item.id, { quantity: item.quantity });
        await repo.insertItems(trx, [
          { ...item, id: undefined, orderId: move.toOrderId, lineId: move.toLineId, quantity: q, voided: 0 },
        ]);
      }
    }
  }
  const after = await repo.liveItems(trx, orderIds);
  for (const id of orderIds) {
    await announceStatus(
      trx,
      record,
      id,
      was.get(id) ?? null,
      after.filter((i) => i.orderId === id),
    );
  }
}
