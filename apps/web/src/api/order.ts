import type { Order } from '@cashier/contracts';
import { queryOptions, useQuery, type QueryClient, type QueryMeta } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { refreshAfterFailure, refreshExcept } from '@/lib/query-client';
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

/** What an order's change may move: orders, tables (occupied or free), customers (balances), the dashboard. */
const ORDER_ROOTS = [queryRoots.orders, queryRoots.tables, queryRoots.customers, queryRoots.dashboard];

/**
 * After an order changes (saved, split, merged, voided, refunded, settled on account): the orders
 * answered become the cached ones, and the lists an order shows up in reload — but not those
 * orders themselves, which are already as the server answered them.
 */
export function afterOrderChange(client: QueryClient, orders: readonly Order[] = []): Promise<unknown> {
  const justSet = orders.map((order) => {
    const { queryKey } = orderQuery(order.id);
    client.setQueryData(queryKey, order);
    return queryKey;
  });
  return refreshExcept(client, ORDER_ROOTS, justSet);
}

/**
 * After an order's change failed without a refusal (no answer, a 5xx): it may have been done, and
 * the stream's echo of it would not reload this tab, so everything an order shows in reloads.
 */
export function afterOrderFailure(client: QueryClient, error: unknown): Promise<unknown> {
  return refreshAfterFailure(client, error, ORDER_ROOTS);
}
