import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/categories: every category with its product count (dashboard, categories, products). */
export async function getCategories(signal?: AbortSignal) {
  return (await api('GET /v1/categories', { signal })).categories;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.categories, 'list'] as const,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}

/**
 * After any catalogue change: category lists carry product counts, product lists carry their
 * category, and the POS catalogue (under `products`) carries both.
 */
export async function invalidateCatalog(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryRoots.categories }),
    client.invalidateQueries({ queryKey: queryRoots.products }),
  ]);
}
