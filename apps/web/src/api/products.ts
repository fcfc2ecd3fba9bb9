import type { ProductsQuery } from '@cashier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/**
 * GET /v1/products: one page of products as the server filters, sorts and pages them, with the
 * total. A menu can hold thousands of products, so no screen downloads them all.
 */
export function getProducts(query: ProductsQuery, signal?: AbortSignal) {
  return api('GET /v1/products', { query, signal });
}

export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'page', query] as const,
    queryFn: ({ signal }) => getProducts(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductsQuery) {
  return useQuery(productsQuery(query));
}
