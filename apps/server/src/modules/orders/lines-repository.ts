import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { OrderLineTable } from '../../db/schema.ts';

/** The lines of orders, and the catalogue rows a line is priced from. */

export async function insertLines(db: Db, rows: Insertable<OrderLineTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('orderLines').values(rows).execute();
}

/** An order's stored lines, in order. */
export function linesOf(db: Db, orderId: number) {
  return db.selectFrom('orderLines').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
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
 * An order's lines as the kitchen is sent them: each with the station it routes to (the
 * product's own, else its category's) and the product's preparation time.
 */
export function kitchenLines(db: Db, orderId: number) {
  return db
    .selectFrom('orderLines as l')
    .leftJoin('products as p', 'p.id', 'l.productId')
    .leftJoin('categories as c', 'c.id', 'p.categoryId')
    .selectAll('l')
    .select((eb) => [eb.fn.coalesce('p.stationId', 'c.stationId').as('stationId'), 'p.prepMinutes'])
    .where('l.orderId', '=', orderId)
    .orderBy('l.id')
    .execute();
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
 * The catalogue as lines are priced from it now: the products named, the modifiers chosen, and the
 * modifier groups each product offers (with their choice limits).
 */
export async function pricingCatalogue(db: Db, productIds: number[], modifierIds: number[]) {
  const [products, modifiers, links] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'nameEn', 'nameAr', 'price', 'active', 'course'])
      .where('id', 'in', productIds)
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

/** The order as its kitchen tickets name it: number, type, table and who took it. */
export function kitchenHeader(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('diningTables as t', 't.id', 'o.tableId')
    .leftJoin('users as u', 'u.id', 'o.userId')
    .select([
      'o.id',
      'o.ticketNumber',
      'o.type',
      'o.status',
      'o.note',
      't.name as tableName',
      'u.name as waiterName',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Releases an order's held lines (one course's, or all): they go to the kitchen with its next sync. */
export async function releaseHeld(db: Db, orderId: number, course: number | undefined): Promise<number> {
  let q = db.updateTable('orderLines').set({ held: 0 }).where('orderId', '=', orderId).where('held', '=', 1);
  if (course !== undefined) q = q.where('course', '=', course);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
