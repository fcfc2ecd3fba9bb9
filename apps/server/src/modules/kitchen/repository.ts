import type { ItemState, KitchenTicket } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { KitchenItemTable, KitchenTicketTable } from '../../db/schema.ts';

/** The kitchen's tickets and items. Every read of an item's state is here. */

const LIVE: ItemState[] = ['fired', 'preparing', 'ready', 'served'];
/** States of an item still being made or waiting at the pass. */
const OPEN: ItemState[] = ['fired', 'preparing', 'ready'];

export type ItemRow = Selectable<KitchenItemTable>;
export type TicketRow = Selectable<KitchenTicketTable>;

/** The sent items of these orders not wholly voided. */
export function liveItems(db: Db, orderIds: number[]) {
  return db
    .selectFrom('kitchenItems')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .where('state', 'in', LIVE)
    .whereRef('quantity', '>', 'voided')
    .orderBy('id')
    .execute();
}

// A multi-row insert answers its rows in the order given on both engines; sorting by id makes sure.
const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

/** Inserts tickets and answers them as stored, in the order given. */
export async function insertTickets(db: Db, rows: Insertable<KitchenTicketTable>[]): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  return byId(await db.insertInto('kitchenTickets').values(rows).returningAll().execute());
}

/** Inserts items and answers them as stored, in the order given. */
export async function insertItems(db: Db, rows: Insertable<KitchenItemTable>[]): Promise<ItemRow[]> {
  if (rows.length === 0) return [];
  return byId(await db.insertInto('kitchenItems').values(rows).returningAll().execute());
}

/** Every item of an order ever sent, voids included. */
export function itemsOf(db: Db, orderId: number) {
  return db.selectFrom('kitchenItems').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

export function item(db: Db, id: number) {
  return db.selectFrom('kitchenItems').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateItem(db: Db, id: number, values: Updateable<KitchenItemTable>): Promise<void> {
  await db.updateTable('kitchenItems').set(values).where('id', '=', id).execute();
}

export async function addVoided(db: Db, id: number, quantity: number): Promise<void> {
  await db
    .updateTable('kitchenItems')
    .set((eb) => ({ voided: eb('voided', '+', quantity) }))
    .where('id', '=', id)
    .execute();
}

/** Moves the open items of a ticket (or an order) to a state, stamping when they were done. */
export async function advanceItems(
  db: Db,
  where: { ticketId: number } | { orderId: number },
  from: ItemState[],
  values: Updateable<KitchenItemTable>,
): Promise<void> {
  let q = db
    .updateTable('kitchenItems')
    .set(values)
    .where('state', 'in', from)
    .whereRef('quantity', '>', 'voided');
  q = 'ticketId' in where ? q.where('ticketId', '=', where.ticketId) : q.where('orderId', '=', where.orderId);
  await q.execute();
}

export function ticket(db: Db, id: number) {
  return db.selectFrom('kitchenTickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes tickets and counts the change in their version, so screens keep the newest. */
export async function touchTickets(
  db: Db,
  ids: number[],
  values: Updateable<KitchenTicketTable> = {},
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('kitchenTickets')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

/** The ticket ids holding open items of an order. */
export async function ticketsWithOpenItems(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('kitchenItems')
    .select('ticketId')
    .distinct()
    .where('orderId', '=', orderId)
    .where('state', 'in', OPEN)
    .whereRef('quantity', '>', 'voided')
    .execute();
  return rows.map((r) => r.ticketId);
}

/** Tickets with their items, in the order of `rows`. */
async function withItems(db: Db, rows: TicketRow[]): Promise<KitchenTicket[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('kitchenItems')
    .selectAll()
    .where(
      'ticketId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const byTicket = new Map<number, ItemRow[]>();
  for (const i of items) {
    const list = byTicket.get(i.ticketId);
    if (list) list.push(i);
    else byTicket.set(i.ticketId, [i]);
  }
  return rows.map((t) => toTicket(t, byTicket.get(t.id) ?? []));
}

export async function ticketsById(db: Db, ids: number[]): Promise<KitchenTicket[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('kitchenTickets')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return withItems(db, rows);
}

/** The tickets on screen (not bumped), oldest first; one station's or every station's. */
export async function openTickets(db: Db, stationId: number | undefined): Promise<KitchenTicket[]> {
  let q = db.selectFrom('kitchenTickets').selectAll().where('bumpedAt', 'is', null);
  if (stationId !== undefined) q = q.where('stationId', '=', stationId);
  return withItems(db, await q.orderBy('id').execute());
}

/** The last `limit` bumped tickets, newest first, for recall. */
export async function recentTickets(
  db: Db,
  stationId: number | undefined,
  limit: number,
): Promise<KitchenTicket[]> {
  let q = db.selectFrom('kitchenTickets').selectAll().where('bumpedAt', 'is not', null);
  if (stationId !== undefined) q = q.where('stationId', '=', stationId);
  return withItems(db, await q.orderBy('bumpedAt', 'desc').orderBy('id', 'desc').limit(limit).execute());
}

/** Each sent item's state per order and line, for orders' and lines' kitchen states. */
export function itemStates(db: Db, orderIds: number[]) {
  return db
    .selectFrom('kitchenItems')
    .select(['orderId', 'lineId', 'state', 'doneAt'])
    .where('orderId', 'in', orderIds)
    .where('state', 'in', LIVE)
    .whereRef('quantity', '>', 'voided')
    .execute();
}

/** The number and type an order's first ticket carries, as the board shows it. */
export function orderHead(db: Db, orderId: number) {
  return db
    .selectFrom('kitchenTickets')
    .select(['orderNumber', 'orderType'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Orders with items still open (being made, or ready and not yet served), for the ready board. */
export function openOrders(db: Db) {
  return db
    .selectFrom('kitchenItems as i')
    .innerJoin('kitchenTickets as t', 't.id', 'i.ticketId')
    .select(['i.orderId', 'i.state', 'i.doneAt', 't.orderNumber', 't.orderType'])
    .where('i.state', 'in', OPEN)
    .whereRef('i.quantity', '>', 'i.voided')
    .execute();
}

export function toTicket(t: TicketRow, items: ItemRow[]): KitchenTicket {
  return {
    id: t.id,
    orderId: t.orderId,
    orderNumber: t.orderNumber,
    orderType: t.orderType,
    tableName: t.tableName,
    waiterName: t.waiterName,
    note: t.note,
    stationId: t.stationId,
    kind: t.kind,
    firedAt: t.firedAt,
    startedAt: t.startedAt,
    bumpedAt: t.bumpedAt,
    version: t.version,
    items: items.map((i) => ({
      id: i.id,
      lineId: i.lineId,
      productId: i.productId,
      nameEn: i.nameEn,
      nameAr: i.nameAr,
      modifiers: JSON.parse(i.modifiers) as { nameEn: string; nameAr: string }[],
      note: i.note,
      seat: i.seat,
      course: i.course,
      quantity: i.quantity,
      voided: i.voided,
      state: i.state,
      prepMinutes: i.prepMinutes,
      doneAt: i.doneAt,
    })),
  };
}
