import type { Order } from '@cashier/contracts';
import { queryOptions, useQuery, type QueryClient, type QueryMeta } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/orders/{id}: one order with lines, payments and status history. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return (await api('GET /v1/orders/:id', { params: { id }, signal })).order;
}

/** The one key an order is cached under: the sales screens read it, the POS continues it. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'one', id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/** As the screen needs it: the POS always reads afresh and shows its own failure. */
export interface OrderQueryConfig {
  /** By default, while `id` is a valid id. */
  enabled?: boolean;
  staleTime?: number;
  meta?: QueryMeta;
}

/** The order `id` (none while it is null). */
export function useOrder(id: number | null, config: OrderQueryConfig = {}) {
  return useQuery({
    ...orderQuery(id ?? 0),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    ...config,
  });
}

/**
 * After an order changes (saved, split, merged, voided, refunded, settled on account): the orders
 * answered become the cached ones, and the lists an order shows up in reload — orders, tables
 * (occupied or free), customers (balances) and the dashboard's figures.
 */
export function afterOrderChange(client: QueryClient, orders: readonly Order[] = []): Promise<unknown> {
  for (const order of orders) client.setQueryData(orderQuery(order.id).queryKey, order);
  const roots = [queryRoots.orders, queryRoots.tables, queryRoots.customers, queryRoots.dashboard];
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}
