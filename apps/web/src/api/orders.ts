import type { OrderKind, OrderStatus, OrderType } from '@cashier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** The columns the server sorts an order list by (GET /v1/orders `sort`). */
export const ORDER_SORTS = ['date', 'ticket', 'type', 'status', 'total', 'paid'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderFilters {
  type?: OrderType;
  /** How it was sold: a counter sale and a dine-in order are both of type `pos`. */
  kind?: OrderKind;
  status?: OrderStatus;
  /** Business dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  customerId?: number;
  /** The whole result sorted by this column before paging (newest first when absent). */
  sort?: OrderSort;
  dir?: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/**
 * GET /v1/orders?type=…&status=…&from=…&to=…&sort=…&dir=…&page=…: one page of orders (newest
 * first, or sorted by the server over the whole result), and the total.
 */
export function getOrders(filters: OrderFilters, signal?: AbortSignal) {
  return api('GET /v1/orders', { query: filters, signal });
}

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'list', filters] as const,
    queryFn: ({ signal }) => getOrders(filters, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQuery(filters));
}
