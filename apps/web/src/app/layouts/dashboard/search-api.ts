import type { SearchResponse } from '@cashier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/search?q=: products, customers and orders for the command palette. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => apiRequest<SearchResponse>(`/v1/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    staleTime: 15_000,
    retry: false,
    // The palette shows the failure inside itself.
    meta: { handlesError: true },
  });
