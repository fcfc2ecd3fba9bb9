import type { Category, Product } from '@cashier/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
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

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toProduct(row);
}

/** Another product already using this SKU or barcode, for a clear 409 before the constraint fires. */
export function findProductClash(db: Db, field: 'sku' | 'barcode', value: string, exceptId?: number) {
  let q = db.selectFrom('products').select('id').where(field, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}
