import type { PosProduct } from './modifiers.ts';

/** A product with its text to search, lower-cased once (names in both languages, SKU, barcode). */
export interface Indexed {
  product: PosProduct;
  text: string;
}

export function indexProducts(products: readonly PosProduct[]): Indexed[] {
  return products.map((product) => ({
    product,
    text: [product.nameEn, product.nameAr, product.sku ?? '', product.barcode ?? '']
      .join('\u0000')
      .toLocaleLowerCase(),
  }));
}

/**
 * The products of a category (null for all) whose names, SKU or barcode contain the search text.
 * @example filterProducts(index, 'lat', null).length
 */
export function filterProducts(
  index: readonly Indexed[],
  search: string,
  categoryId: number | null,
): PosProduct[] {
  const needle = search.trim().toLocaleLowerCase();
  const out: PosProduct[] = [];
  for (const item of index) {
    if (categoryId !== null && item.product.categoryId !== categoryId) continue;
    if (needle && !item.text.includes(needle)) continue;
    out.push(item.product);
  }
  return out;
}

/** The product whose barcode or SKU is exactly this code (case-insensitive). */
export function findByCode(products: readonly PosProduct[], code: string): PosProduct | undefined {
  const c = code.trim().toLocaleLowerCase();
  if (!c) return undefined;
  return (
    products.find((p) => p.barcode?.toLocaleLowerCase() === c) ??
    products.find((p) => p.sku?.toLocaleLowerCase() === c)
  );
}
