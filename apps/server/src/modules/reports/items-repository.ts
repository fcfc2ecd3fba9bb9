import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { onDays, type DayRange } from './sales-repository.ts';

/*
 * What was sold, from the product and option rollups of completed orders (rollups-repository.ts) on
 * business days `from`…`to`. A line's share of its order's discount was rounded half up per line
 * when it was counted, so every figure stays in whole minor units.
 */

/** Per product (the current name and category, or the line's own for a deleted product). */
export async function productLines(db: Db, r: DayRange) {
  const name = sql<string>`coalesce(p.name_en, s.name_en)`;
  const nameAr = sql<string>`coalesce(p.name_ar, s.name_ar)`;
  const rows = await db
    .selectFrom('salesProducts as s')
    .leftJoin('products as p', 'p.id', 's.productId')
    .select((eb) => [
      'p.id',
      name.as('name'),
      nameAr.as('nameAr'),
      'p.categoryId',
      eb.fn.sum<number>('s.quantity').as('quantity'),
      eb.fn.sum<number>('s.gross').as('gross'),
      eb.fn.sum<number>('s.discounts').as('discounts'),
    ])
    .where(onDays(r))
    .groupBy(['p.id', name, nameAr, 'p.categoryId'])
    .execute();
  return rows.map((x) => ({
    productId: x.id,
    name: x.name,
    nameAr: x.nameAr,
    categoryId: x.categoryId,
    quantity: Number(x.quantity),
    gross: Number(x.gross),
    discounts: Number(x.discounts),
  }));
}

/** The options chosen, as the lines stored them (one row per distinct set, with its quantity). */
export async function modifierSets(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('salesModifiers')
    .select((eb) => ['modifiers', eb.fn.sum<number>('quantity').as('quantity')])
    .where(onDays(r))
    .groupBy('modifiers')
    .execute();
  return rows.map((x) => ({ modifiers: x.modifiers, quantity: Number(x.quantity) }));
}

export function categoryNames(db: Db) {
  return db.selectFrom('categories').select(['id', 'nameEn', 'nameAr']).execute();
}
