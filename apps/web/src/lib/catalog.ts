import type { CategoriesResponse, ProductsQuery, ProductsResponse } from '@cashier/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, withQuery } from './api-client';

/**
 * Catalogue reads shared by several features (dashboard, categories, products, later the POS).
 * Every category query key starts with `categories` and every product one with `products`, so
 * one invalidation reaches all lists.
 */
export const catalogKeys = {
  categories: ['categories'] as const,
  categoryList: () => ['categories', 'list'] as const,
  products: ['products'] as const,
  productPage: (query: ProductsQuery) => ['products', 'page', query] as const,
};

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categoryList(),
    queryFn: async ({ signal }) =>
      (await apiRequest<CategoriesResponse>('/v1/categories', { signal })).categories,
  });

/**
 * GET /v1/products: one page of products as the server filters, sorts and pages them, with the
 * total. A menu can hold thousands of products, so no screen downloads them all.
 */
export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: catalogKeys.productPage(query),
    queryFn: ({ signal }) =>
      apiRequest<ProductsResponse>(withQuery('/v1/products', { ...query }), { signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** After any catalogue change: category lists carry product counts and product lists carry categories. */
export async function invalidateCatalog(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: catalogKeys.categories }),
    client.invalidateQueries({ queryKey: catalogKeys.products }),
  ]);
}
