import type { CategoriesResponse, ProductsResponse } from '@cashier/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Catalogue reads shared by several features (dashboard, categories, products, later the POS).
 * Every category query key starts with `categories` and every product one with `products`, so
 * one invalidation reaches all lists (spec §7).
 */
export const catalogKeys = {
  categories: ['categories'] as const,
  categoryList: () => ['categories', 'list'] as const,
  products: ['products'] as const,
  productList: () => ['products', 'list'] as const,
};

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categoryList(),
    queryFn: async ({ signal }) =>
      (await apiRequest<CategoriesResponse>('/v1/categories', { signal })).categories,
  });

export const productsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.productList(),
    queryFn: async ({ signal }) => (await apiRequest<ProductsResponse>('/v1/products', { signal })).products,
  });

/** After any catalogue change: category lists carry product counts and product lists carry categories. */
export async function invalidateCatalog(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: catalogKeys.categories }),
    client.invalidateQueries({ queryKey: catalogKeys.products }),
  ]);
}
