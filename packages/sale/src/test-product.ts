import type { PosProduct } from './modifiers.ts';

/** A menu product for the tests: its price, SKU and barcode follow from its id. */
export const product = (id: number, over: Partial<PosProduct> = {}): PosProduct => ({
  id,
  categoryId: 1,
  course: null,
  nameEn: `Dish ${id}`,
  nameAr: `طبق ${id}`,
  price: 1000 + id,
  image: null,
  sku: `SKU-${id}`,
  barcode: `62800${id}`,
  modifierGroupIds: [],
  ...over,
});
