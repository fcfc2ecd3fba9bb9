import type { Order, OrderCreate, OrderUpdate } from '@cashier/contracts';
import { parseSettings, type Rules } from '@cashier/sale';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCustomer, useCustomers } from '@/api/customers';
import { afterOrderChange, afterOrderFailure, getOrder, useOrder as useOrderQuery } from '@/api/order';
import { queryRoots } from '@cashier/web-core/query-keys';
import { settingsQuery } from '@cashier/web-core/settings';
import { firstOrder, updateOrder } from '@/api/update-order';
import { api } from '@cashier/web-core/api-client';
import { refreshAfterFailure, refreshExcept } from '@/lib/query-client';

export { useCreateCustomer } from '@/api/create-customer';
export { useFloor } from '@/api/floor';

/**
 * The POS catalogue. Its key starts with `products`, so every catalogue event (lib/realtime)
 * refreshes it with the product lists.
 */
const catalogKey = [...queryRoots.products, 'pos-catalog'] as const;

/**
 * Everything the POS sells, in one compact answer (GET /v1/pos/catalog). The server tags it with
 * the catalogue's version as a strong ETag, so the browser's cache revalidates it with
 * If-None-Match and an unchanged catalogue costs a 304 and no download.
 */
export const catalogQuery = () =>
  queryOptions({
    queryKey: catalogKey,
    queryFn: ({ signal }) => api('GET /v1/pos/catalog', { signal }),
    staleTime: 5 * 60_000,
  });

export function useCatalog() {
  return useQuery(catalogQuery());
}

/** The restaurant's tax and service rules from GET /v1/settings (staff read them signed in). */
export function usePricingRules(): Rules | null {
  const { data } = useQuery(settingsQuery());
  if (!data) return null;
  const { taxRateBp, taxInclusive, serviceChargeBp } = parseSettings(data);
  return { taxRateBp, taxInclusive, serviceChargeBp };
}

/** Customers the picker lists at once; it says how many more match, so a search can narrow them. */
export const PICKER_CUSTOMERS = 50;

/** GET /v1/customers?q=: the customer picker's first matches by name, and how many match in all. */
export function useCustomerSearch(q: string, enabled: boolean) {
  return useCustomers({ q, perPage: PICKER_CUSTOMERS }, { enabled });
}

/** The customer a resumed order names: GET /v1/customers?ids={id}, not the whole customer list. */
export function useCustomerById(id: number | null, enabled: boolean) {
  return useCustomer(id, { enabled });
}

/** Open orders the list loads at a time. */
const OPEN_ORDERS_PAGE = 50;

/**
 * GET /v1/orders/list: held and open orders, newest first, a page at a time (a busy restaurant had
 * 758 open at once); the next page loads on request. An order that moved between pages while they
 * loaded is listed once.
 */
export function useOpenOrders(enabled: boolean) {
  const list = useInfiniteQuery({
    queryKey: [...queryRoots.orders, 'open'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/orders/list', { query: { page: pageParam, perPage: OPEN_ORDERS_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 0,
  });
  const pages = list.data?.pages ?? [];
  const orders = [...new Map(pages.flatMap((p) => p.orders).map((o) => [o.id, o])).values()];
  return { list, orders, total: pages.at(-1)?.total ?? 0 };
}

/** GET /v1/orders/{id}: a held or open order to continue, read afresh; the till shows its failure. */
export function useOrder(id: number | null) {
  return useOrderQuery(id, { enabled: id !== null, staleTime: 0, meta: { handlesError: true } });
}

/**
 * POST /v1/orders/create or PUT /v1/orders/update. The create carries the cart's key as `uuid`
 * (the server's Idempotency-Key stand-in), so a double tap or a retry answers the first order.
 * Order lists, tables (occupied), customers (balances) and the dashboard reload afterwards.
 */
export function useSaveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { create: OrderCreate; update?: undefined } | { update: OrderUpdate; create?: undefined },
    ): Promise<Order> =>
      input.create
        ? firstOrder(await api('POST /v1/orders/create', { body: input.create }))
        : updateOrder(input.update),
    meta: { handlesError: true },
    // Not awaited: the till moves on at once, the lists reload behind it.
    onSuccess: (order) => void afterOrderChange(client, [order]),
    onError: (error) => void afterOrderFailure(client, error),
  });
}

/** The split's body (SplitInput): each part is a seat, or line quantities. */
export interface SplitBody {
  version: number;
  parts: ({ seat: number } | { lines: { lineId: number; quantity: number }[] })[];
}

/** POST /v1/orders/split/{id}: answers the original (what stays) first, then each new bill. */
export function useSplitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SplitBody }) =>
      (await api('POST /v1/orders/split/:id', { params: { id }, body })).order,
    meta: { handlesError: true },
    onSuccess: (orders) => void afterOrderChange(client, orders),
    onError: (error) => void afterOrderFailure(client, error),
  });
}

/**
 * POST /v1/orders/merge: the source order's lines move onto the target, the source is canceled and
 * its table freed. The source's version is read just before, so the merge takes it as it is now.
 */
export function useMergeOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      target,
      sourceId,
    }: {
      target: { id: number; version: number };
      sourceId: number;
    }) => {
      const source = await getOrder(sourceId);
      const body = {
        targetId: target.id,
        targetVersion: target.version,
        sourceId: source.id,
        sourceVersion: source.version,
      };
      return (await api('POST /v1/orders/merge', { body })).order;
    },
    meta: { handlesError: true },
    onSuccess: (orders) => void afterOrderChange(client, orders),
    onError: (error) => void afterOrderFailure(client, error),
  });
}

/**
 * POST /v1/orders/fire: the order's held course goes to the kitchen. Answers the order as it is
 * now (its new version, the course no longer held).
 */
export function useFireCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: number; version: number; course: number }) =>
      (await api('POST /v1/orders/fire', { body })).order,
    meta: { handlesError: true },
    onSuccess: (orders) => void afterOrderChange(client, orders),
    onError: (error) => void afterOrderFailure(client, error),
  });
}

const SERVE_ROOTS = [queryRoots.orders, queryRoots.tables, queryRoots.kitchen];

/** POST /v1/kitchen/serve: the ready order was taken to the table; the till, floor and board follow. */
export function useServeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api('POST /v1/kitchen/serve', { body: { orderId } }),
    meta: { handlesError: true },
    onSuccess: () => refreshExcept(client, SERVE_ROOTS),
    onError: (error) => void refreshAfterFailure(client, error, SERVE_ROOTS),
  });
}
