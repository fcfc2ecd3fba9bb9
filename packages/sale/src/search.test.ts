import { describe, expect, it } from 'vitest';
import { filterProducts, findByCode, indexProducts } from './search.ts';
import { product } from './test-product.ts';

describe('search', () => {
  const products = [
    product(1),
    product(2, { nameEn: 'Latte', nameAr: 'لاتيه' }),
    product(3, { categoryId: 2 }),
  ];
  const index = indexProducts(products);

  it('finds by either name, SKU or barcode, case-insensitively, within a category', () => {
    expect(filterProducts(index, 'LAT', null).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(index, 'لاتي', null).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(index, 'sku-3', null).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(index, '', 2).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(index, 'dish', 1).map((p) => p.id)).toEqual([1]);
  });

  it('filters 20,000 products well under 50 ms', () => {
    const many = indexProducts(Array.from({ length: 20_000 }, (_, i) => product(i + 1)));
    const start = performance.now();
    filterProducts(many, 'dish 19', null);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('finds a product by its exact barcode or SKU', () => {
    expect(findByCode(products, '628002')?.id).toBe(2);
    expect(findByCode(products, 'sku-1')?.id).toBe(1);
    expect(findByCode(products, '6280')).toBeUndefined();
  });
});
