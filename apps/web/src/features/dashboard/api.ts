import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '@/api/categories';
import { productsQuery } from '@/api/products';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api, isApiError } from '@cashier/web-core/api-client';

/** GET /v1/reports/dashboard: one business day's figures; `null` is today in the restaurant's time zone. */
export const dashboardQuery = (date: string | null) =>
  queryOptions({
    // Every day's key starts with 'dashboard', so order events refresh any day on screen (lib/realtime).
    queryKey: [...queryRoots.dashboard, date ?? 'today'],
    queryFn: ({ signal }) => api('GET /v1/reports/dashboard', { query: { date: date ?? undefined }, signal }),
    // The page shows the failure itself (a 403 is a role without dashboard.view, not an error).
    meta: { handlesError: true },
  });

/** A role without dashboard.view: the server answers 403, which the page explains instead of failing. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;

export function useDashboard(date: string | null) {
  return useQuery(dashboardQuery(date));
}

/** Counts for the catalogue cards: the category list's length, and the products' total from a one-row page. */
export function useCatalogCounts() {
  const categories = useQuery({ ...categoriesQuery(), select: (list) => list.length });
  const products = useQuery({ ...productsQuery({ perPage: 1 }), select: (page) => page.total });
  return { categories, products };
}
