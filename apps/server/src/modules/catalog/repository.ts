import type { Category, Product, ProductsQuery, SearchResponse } from '@cashier/contracts';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { z } from 'zod';
import { anyContains } from '../../db/contains.ts';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, missingIds, updateRow } from '../../db/rows.ts';
import type { CategoryTable, ProductTable } from '../../db/schema.ts';

export function toProduct(r: Selectable<ProductTable>): Product {
  return {
    id: r.id,
    categoryId: r.categoryId,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    descriptionEn: r.descriptionEn,
    descriptionAr: r.descriptionAr,
    price: r.price,
    image: r.image,
    sku: r.sku,
    barcode: r.barcode,
    active: r.active === 1,
    sortOrder: r.sortOrder,
    stationId: r.stationId,
    prepMinutes: r.prepMinutes,
    course: r.course,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function toCategory(r: Selectable<CategoryTable> & { productCount: number | string | bigint }): Category {
  return {
    id: r.id,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    image: r.image,
    sortOrder: r.sortOrder,
    active: r.active === 1,
    stationId: r.stationId,
    productCount: Number(r.productCount),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export async function listCategories(db: Db, filter: { id?: number } = {}): Promise<Category[]> {
  let q = db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) =>
      eb
        .selectFrom('products')
        .whereRef('products.categoryId', '=', 'categories.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('productCount'),
    )
    .orderBy('sortOrder')
    .orderBy('id');
  if (filter.id !== undefined) q = q.where('id', '=', filter.id);
  const rows = await q.execute();
  return rows.map((r) => toCategory({ ...r, productCount: r.productCount ?? 0 }));
}

export async function findCategory(db: Db, id: number): Promise<Category | undefined> {
  return (await listCategories(db, { id }))[0];
}

export async function listProducts(
  db: Db,
  filter: { categoryId?: number; ids?: number[] } = {},
): Promise<Product[]> {
  let q = db.selectFrom('products').selectAll().orderBy('categoryId').orderBy('sortOrder').orderBy('id');
  if (filter.categoryId !== undefined) q = q.where('categoryId', '=', filter.categoryId);
  if (filter.ids) q = q.where('id', 'in', filter.ids.length ? filter.ids : [-1]);
  return (await q.execute()).map(toProduct);
}

/**
 * The columns a product page may be sorted by: a whitelist, so a query string never reaches the
 * SQL. Categories sort by their name in the chosen language.
 */
const PRODUCT_SORT_COLUMNS = {
  nameEn: 'p.nameEn',
  nameAr: 'p.nameAr',
  categoryEn: 'c.nameEn',
  categoryAr: 'c.nameAr',
  price: 'p.price',
  sku: 'p.sku',
  active: 'p.active',
  added: 'p.createdAt',
} as const;

/**
 * One page of products and how many match: by category, ids and a search over both names, SKU and
 * barcode (case-insensitive on both engines), sorted by a column (rows without a value last either
 * way, ties by id in the same direction) or, without one, in menu order (category, sort order).
 */
export async function pageProducts(
  db: Db,
  query: z.output<typeof ProductsQuery>,
): Promise<{ products: Product[]; total: number }> {
  let q = db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.categoryId');
  if (query.category !== undefined) q = q.where('p.categoryId', '=', query.category);
  if (query.ids) q = q.where('p.id', 'in', query.ids);
  if (query.q) q = q.where(anyContains(['p.name_en', 'p.name_ar', 'p.sku', 'p.barcode'], query.q));
  const count = q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  let rows = q.selectAll('p');
  if (query.sort) {
    const column = PRODUCT_SORT_COLUMNS[query.sort];
    rows = rows.orderBy(sql`${sql.ref(column)} is null`).orderBy(column, query.dir);
  } else {
    rows = rows.orderBy('p.categoryId').orderBy('p.sortOrder');
  }
  rows = rows
    .orderBy('p.id', query.sort ? query.dir : 'asc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [found, n] = await Promise.all([rows.execute(), count]);
  return { products: found.map(toProduct), total: Number(n?.n ?? 0) };
}

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toProduct(row);
}

/** The active categories in their order and their active products, with the columns the till needs. */
export async function sellableCatalogue(db: Db) {
  const [categories, products] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'nameEn', 'nameAr', 'image'])
      .where('active', '=', 1)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select([
        'p.id',
        'p.categoryId',
        'p.nameEn',
        'p.nameAr',
        'p.price',
        'p.image',
        'p.sku',
        'p.barcode',
        'p.course',
      ])
      .where('p.active', '=', 1)
      .where('c.active', '=', 1)
      .orderBy('c.sortOrder')
      .orderBy('c.id')
      .orderBy('p.sortOrder')
      .orderBy('p.id')
      .execute(),
  ]);
  return { categories, products };
}

/** The product a set of modifier groups is linked to, with its category for the event. */
export function productCategory(db: Db, id: number) {
  return db.selectFrom('products').select(['id', 'categoryId']).where('id', '=', id).executeTakeFirst();
}

/** Of these product ids, the ones with no product. */
export const missingProducts = (db: Db, ids: number[]) => missingIds(db, 'products', ids);

/** Another product already using this SKU or barcode, for a clear 409 before the constraint fires. */
export function findProductClash(db: Db, field: 'sku' | 'barcode', value: string, exceptId?: number) {
  let q = db.selectFrom('products').select('id').where(field, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function categoryExists(db: Db, id: number): Promise<boolean> {
  return db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export const insertCategory = (db: Db, values: Insertable<CategoryTable>) =>
  insertRow(db, 'categories', values);
export const updateCategory = (db: Db, id: number, values: Updateable<CategoryTable>) =>
  updateRow(db, 'categories', id, values);
export const deleteCategory = (db: Db, id: number) => deleteRow(db, 'categories', id);

export const insertProduct = (db: Db, values: Insertable<ProductTable>) => insertRow(db, 'products', values);
export const updateProduct = (db: Db, id: number, values: Updateable<ProductTable>) =>
  updateRow(db, 'products', id, values);
export const deleteProduct = (db: Db, id: number) => deleteRow(db, 'products', id);

/** Products, active or not, by English or Arabic name, SKU or barcode. */
export function searchProducts(db: Db, text: string, limit: number): Promise<SearchResponse['products']> {
  return db
    .selectFrom('products')
    .select(['id', 'nameEn as name', 'nameAr', 'sku'])
    .where(anyContains(['name_en', 'name_ar', 'sku', 'barcode'], text))
    .orderBy('nameEn')
    .orderBy('id')
    .limit(limit)
    .execute();
}
