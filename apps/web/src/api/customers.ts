import type { Customer, CustomersQuery } from '@cashier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/**
 * GET /v1/customers: one page of customers as the server filters (ids, a search, subscribers, who
 * owes), sorts and pages them, with the total. A restaurant can have tens of thousands, so every
 * screen asks for the page or the ids it shows: the customers screen, the POS picker, the names on
 * a page of orders, who owes on account.
 */
export function getCustomers(query: CustomersQuery, signal?: AbortSignal) {
  return api('GET /v1/customers', { query, signal });
}

export const customersQuery = (query: CustomersQuery) =>
  queryOptions({
    queryKey: [...queryRoots.customers, 'page', query] as const,
    queryFn: ({ signal }) => getCustomers(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomersQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customersQuery(query), enabled });
}

/**
 * One customer by id (GET /v1/customers?ids={id}); null when there is none. No placeholder: the
 * previous customer's name must not stand in for the next one's while it loads.
 */
export function useCustomer(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...customersQuery({ ids: [id ?? 0] }),
    enabled: enabled && id !== null && Number.isInteger(id) && id > 0,
    placeholderData: undefined,
    select: (page): Customer | null => page.customers[0] ?? null,
  });
}
