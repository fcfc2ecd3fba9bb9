import type { Insertable } from 'kysely';
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

export async function deleteLinesOf(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('orderLines').where('orderId', '=', orderId).execute();
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
      .select(['id', 'nameEn', 'nameAr', 'price', 'active'])
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
