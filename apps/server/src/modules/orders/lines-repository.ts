import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { OrderLineTable } from '../../db/schema.ts';

/** The lines of orders, and the catalogue rows a line is priced from. */

/** The station a product is made at: its own, else its category's (`p` and `c` in the query). */
const routedStation = sql<number | null>`coalesce(${sql.ref('p.stationId')}, ${sql.ref('c.stationId')})`.as(
  'stationId',
);

/** Inserts lines and answers their ids, in the order given. */
export async function insertLines(db: Db, rows: Insertable<OrderLineTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const stored = await db.insertInto('orderLines').values(rows).returning('id').execute();
  // A multi-row insert answers its rows in the order given on both engines; sorting by id makes sure.
  return stored.map((r) => r.id).sort((a, b) => a - b);
}

/** An order's stored lines, in order. */
export function linesOf(db: Db, orderId: number) {
  return db.selectFrom('orderLines').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/** What the report rollups count of an order's lines (reports' rollups-repository.ts addSale). */
export function saleLines(db: Db, orderId: number) {
  return db
    .selectFrom('orderLines')
    .select(['productId', 'nameEn', 'nameAr', 'quantity', 'lineTotal', 'modifiers'])
    .where('orderId', '=', orderId)
    .execute();
}

/** Stored lines by id, in order. */
export function linesById(db: Db, ids: number[]) {
  return db.selectFrom('orderLines').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

export async function deleteLines(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('orderLines').where('id', 'in', ids).execute();
}

export async function updateLine(db: Db, id: number, values: Updateable<OrderLineTable>): Promise<void> {
  await db.updateTable('orderLines').set(values).where('id', '=', id).execute();
}

/** Inserts one line and answers its id (a split or merge needs to know what each line became). */
export async function insertLine(db: Db, row: Insertable<OrderLineTable>): Promise<number> {
  return (await db.insertInto('orderLines').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * An order as the kitchen is sent it, in one read: its head (number, type, status, table and who
 * took it) and its lines, each with the station it routes to (the product's own, else its
 * category's) and the product's preparation time. An order without lines answers no lines.
 */
export async function kitchenOrder(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('diningTables as t', 't.id', 'o.tableId')
    .leftJoin('users as u', 'u.id', 'o.userId')
    .leftJoin('orderLines as l', 'l.orderId', 'o.id')
    .leftJoin('products as p', 'p.id', 'l.productId')
    .leftJoin('categories as c', 'c.id', 'p.categoryId')
    .select([
      'o.id as orderId',
      'o.ticketNumber',
      'o.type',
      'o.status',
      'o.note as orderNote',
      't.name as tableName',
      'u.name as waiterName',
      'l.id',
      'l.productId',
      'l.nameEn',
      'l.nameAr',
      'l.modifiers',
      'l.note',
      'l.seat',
      'l.course',
      'l.quantity',
      'l.held',
      routedStation,
      'p.prepMinutes',
    ])
    .where('o.id', '=', orderId)
    .orderBy('l.id')
    .execute();
  const first = rows[0];
  if (!first) throw new Error(`order ${orderId} not found`);
  const head = {
    id: first.orderId,
    ticketNumber: first.ticketNumber,
    type: first.type,
    status: first.status,
    note: first.orderNote,
    tableName: first.tableName,
    waiterName: first.waiterName,
  };
  const lines = rows.flatMap((r) =>
    r.id === null
      ? []
      : [
          {
            id: r.id,
            productId: r.productId,
            nameEn: r.nameEn ?? '',
            nameAr: r.nameAr ?? '',
            modifiers: JSON.parse(r.modifiers ?? '[]') as { id: number; nameEn: string; nameAr: string }[],
            note: r.note,
            seat: r.seat,
            course: r.course,
            quantity: r.quantity ?? 0,
            held: r.held === 1,
            stationId: r.stationId,
            prepMinutes: r.prepMinutes,
          },
        ],
  );
  return { head, lines };
}

export async function deleteLine(db: Db, id: number): Promise<void> {
  await db.deleteFrom('orderLines').where('id', '=', id).execute();
}

export async function setLineQuantity(
  db: Db,
  id: number,
  quantity: number,
  lineTotal: number,
): Promise<void> {
  await db.updateTable('orderLines').set({ quantity, lineTotal }).where('id', '=', id).execute();
}

/**
 * The catalogue as lines are priced from it now: the products named (with the station each routes
 * to and its preparation time), the modifiers chosen, and the modifier groups each product offers
 * (with their choice limits).
 */
export async function pricingCatalogue(db: Db, productIds: number[], modifierIds: number[]) {
  const [products, modifiers, links] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.categoryId')
      .select([
        'p.id',
        'p.nameEn',
        'p.nameAr',
        'p.price',
        'p.active',
        'p.course',
        'p.prepMinutes',
        routedStation,
      ])
      .where('p.id', 'in', productIds)
      .execute(),
    modifierIds.length
      ? db
          .selectFrom('modifiers')
          .select(['id', 'groupId', 'nameEn', 'nameAr', 'price', 'active'])
          .where('id', 'in', modifierIds)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('productModifierGroups as pmg')
      .innerJoin('modifierGroups as g', 'g.id', 'pmg.groupId')
      .select(['pmg.productId', 'pmg.groupId', 'g.nameEn', 'g.minSelect', 'g.maxSelect'])
      .where('pmg.productId', 'in', productIds)
      .orderBy('pmg.groupId')
      .execute(),
  ]);
  return { products, modifiers, links };
}

/** Releases an order's held lines (one course's, or all): they go to the kitchen with its next sync. */
export async function releaseHeld(db: Db, orderId: number, course: number | undefined): Promise<number> {
  let q = db.updateTable('orderLines').set({ held: 0 }).where('orderId', '=', orderId).where('held', '=', 1);
  if (course !== undefined) q = q.where('course', '=', course);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
