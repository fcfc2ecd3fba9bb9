import type { CategoryInput, ProductInput, ProductsQuery } from '@cashier/contracts';
import { type Category, type CategoryWithProducts, type Product } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { stationExists } from '../stations/index.ts';
import * as repo from './repository.ts';

type CategoryData = z.output<typeof CategoryInput>;
type ProductData = z.output<typeof ProductInput>;

const flag = (b: boolean) => (b ? 1 : 0);

/** A category or product may route only to a station that exists (422 names the field). */
async function checkStation(db: Db, stationId: number | null): Promise<void> {
  if (stationId !== null && !(await stationExists(db, stationId))) {
    throw new AppError('RULE_BROKEN', 'catalog.noSuchStation', { stationId: 'field.noSuchStation' });
  }
}

export class CatalogService {
  constructor(private readonly store: Store) {}

  private get db(): Db {
    return this.store.db;
  }

  categories(filter: { id?: number }): Promise<Category[]> {
    return repo.listCategories(this.db, filter);
  }

  async categoriesWithProducts(filter: { id?: number } = {}): Promise<CategoryWithProducts[]> {
    const [categories, products] = await Promise.all([
      repo.listCategories(this.db, filter),
      repo.listProducts(this.db, { categoryId: filter.id }),
    ]);
    const byCategory = new Map<number, Product[]>();
    for (const p of products) {
      const list = byCategory.get(p.categoryId);
      if (list) list.push(p);
      else byCategory.set(p.categoryId, [p]);
    }
    return categories.map((c) => ({ ...c, products: byCategory.get(c.id) ?? [] }));
  }

  async createCategory(actor: Actor, data: CategoryData): Promise<Category> {
    const id = await this.store.write(actor, async (trx, record) => {
      const now = nowIso();
      await this.checkCategory(trx, data);
      const row = await repo.insertCategory(trx, {
        ...data,
        active: flag(data.active),
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        data,
        event: { topic: 'category.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustCategory(id);
  }

  async updateCategory(actor: Actor, id: number, data: CategoryData): Promise<Category> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkCategory(trx, data);
      const r = await repo.updateCategory(trx, id, {
        ...data,
        active: flag(data.active),
        updatedAt: nowIso(),
      });
      if (r.numUpdatedRows === 0n) throw notFound('category');
      await record({
        action: 'category.update',
        entity: 'category',
        entityId: id,
        data,
        event: { topic: 'category.updated', payload: { id } },
      });
    });
    return this.mustCategory(id);
  }

  async deleteCategory(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const category = await repo.findCategory(trx, id);
      if (!category) throw notFound('category');
      if (category.productCount > 0) {
        throw conflict(msg('catalog.categoryNotEmpty', { products: category.productCount }));
      }
      await repo.deleteCategory(trx, id);
      await record({
        action: 'category.delete',
        entity: 'category',
        entityId: id,
        data: { nameEn: category.nameEn, nameAr: category.nameAr },
        event: { topic: 'category.deleted', payload: { id } },
      });
    });
  }

  /** One page of products (see ProductsQuery), with how many match. */
  async products(query: z.output<typeof ProductsQuery>) {
    return { ...(await repo.pageProducts(this.db, query)), page: query.page, perPage: query.perPage };
  }

  async createProduct(actor: Actor, data: ProductData): Promise<Product> {
    const id = await this.store.write(actor, async (trx, record) => {
      await this.checkProduct(trx, data);
      const now = nowIso();
      const row = await repo.insertProduct(trx, {
        ...data,
        active: flag(data.active),
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        data,
        event: { topic: 'product.created', payload: { id: row.id, categoryId: data.categoryId } },
      });
      return row.id;
    });
    return this.mustProduct(id);
  }

  async updateProduct(actor: Actor, id: number, data: ProductData): Promise<Product> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkProduct(trx, data, id);
      const r = await repo.updateProduct(trx, id, {
        ...data,
        active: flag(data.active),
        updatedAt: nowIso(),
      });
      if (r.numUpdatedRows === 0n) throw notFound('product');
      await record({
        action: 'product.update',
        entity: 'product',
        entityId: id,
        data,
        event: { topic: 'product.updated', payload: { id, categoryId: data.categoryId } },
      });
    });
    return this.mustProduct(id);
  }

  async deleteProduct(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const product = await repo.findProduct(trx, id);
      if (!product) throw notFound('product');
      // Order lines keep their own name and price snapshot, so past sales stay intact.
      await repo.deleteProduct(trx, id);
      await record({
        action: 'product.delete',
        entity: 'product',
        entityId: id,
        data: { nameEn: product.nameEn, price: product.price },
        event: { topic: 'product.deleted', payload: { id, categoryId: product.categoryId } },
      });
    });
  }

  private async checkCategory(db: Db, data: CategoryData): Promise<void> {
    await checkStation(db, data.stationId);
  }

  private async checkProduct(db: Db, data: ProductData, exceptId?: number): Promise<void> {
    if (!(await repo.categoryExists(db, data.categoryId))) {
      throw new AppError('RULE_BROKEN', 'catalog.noCategory', {
        categoryId: 'field.noSuchCategory',
      });
    }
    await checkStation(db, data.stationId);
    for (const field of ['sku', 'barcode'] as const) {
      const value = data[field];
      if (value && (await repo.findProductClash(db, field, value, exceptId))) {
        throw conflict(field === 'sku' ? 'catalog.skuTaken' : 'catalog.barcodeTaken', {
          [field]: 'field.usedByProduct',
        });
      }
    }
  }

  private async mustCategory(id: number): Promise<Category> {
    const c = await repo.findCategory(this.db, id);
    if (!c) throw notFound('category');
    return c;
  }

  private async mustProduct(id: number): Promise<Product> {
    const p = await repo.findProduct(this.db, id);
    if (!p) throw notFound('product');
    return p;
  }
}
