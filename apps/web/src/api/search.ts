import { queryOptions } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/**
 * GET /v1/search?q=: up to 5 products, customers and orders matching `q` (orders by ticket or
 * invoice number), of the kinds the caller may view. The command palette lists them; the sales
 * screens find orders by number with it.
 */
export function search(q: string, signal?: AbortSignal) {
  return api('GET /v1/search', { query: { q }, signal });
}

/** The command palette's search. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: [...queryRoots.search, q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: q.length > 0,
    staleTime: 15_000,
    retry: false,
    // The palette shows the failure inside itself.
    meta: { handlesError: true },
  });
