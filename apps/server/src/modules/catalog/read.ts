import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/*
 * What other modules read of the catalogue without its service: the modifiers module links groups
 * to products that must exist, and the till's catalogue is read in one snapshot, each in the
 * caller's transaction.
 */

/** What the till sells: active categories in their order and their active products (pos). */
export const sellableCatalogue = (db: Db) => repo.sellableCatalogue(db);

/** Products, active or not, by English or Arabic name, SKU or barcode (the global search). */
export const searchProducts = (db: Db, text: string, limit: number) => repo.searchProducts(db, text, limit);

/** A product's id and category, or undefined when there is none. */
export const productCategory = (db: Db, id: number) => repo.productCategory(db, id);

/** Of these product ids, the ones with no product. */
export const missingProducts = (db: Db, ids: number[]) => repo.missingProducts(db, ids);
