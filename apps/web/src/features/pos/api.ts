import type {
  CustomerResponse,
  CustomersResponse,
  OneOrderResponse,
  OpenOrdersResponse,
  OrderResponse,
  OrdersChangedResponse,
  TablesWithOrdersResponse,
  CustomerInput,
  Order,
  OrderCreate,
  OrderUpdate,
  PosCatalog,
} from '@cashier/contracts';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/lib/api-client';
import { settingsQuery } from '@/lib/settings';
import type { Rules } from './cart';

/**
 * The POS catalogue. Its key starts with `products`, so every catalogue event (lib/realtime)
 * refreshes it with the product lists.
 */
export const posKeys = {
  catalog: ['products', 'pos-catalog'] as const,
  order: (id: number) => ['orders', 'one', id] as const,
  customers: (q: string) => ['customers', 'pos', q] as const,
  open: ['orders', 'open'] as const,
  floor: ['tables', 'floor'] as const,
};

/**
 * Everything the POS sells, in one compact answer (GET /v1/pos/catalog). The server tags it with
 * the catalogue's version as a strong ETag, so the browser's cache revalidates it with
 * If-None-Match and an unchanged catalogue costs a 304 and no download.
 */
async function fetchCatalog(signal: AbortSignal): Promise<PosCatalog> {
  return apiRequest<PosCatalog>('/v1/pos/catalog', { signal });
}

export const catalogQuery = () =>
  queryOptions({
    queryKey: posKeys.catalog,
    queryFn: ({ signal }) => fetchCatalog(signal),
    staleTime: 5 * 60_000,
  });

export function useCatalog() {
  return useQuery(catalogQuery());
}

/** The restaurant's tax and service rules from GET /v1/settings (staff read them signed in). */
export function usePricingRules(): Rules | null {
  const { data } = useQuery(settingsQuery());
  if (!data) return null;
  return {
    taxRateBp: Number(data.tax_rate_bp ?? 0),
    taxInclusive: data.tax_inclusive !== 'false',
    serviceChargeBp: Number(data.service_charge_bp ?? 0),
  };
}

/** GET /v1/tables/list: the floor with each table's open order. */
export function useFloor(enabled: boolean) {
  return useQuery({
    queryKey: posKeys.floor,
    queryFn: async ({ signal }) =>
      (await apiRequest<TablesWithOrdersResponse>('/v1/tables/list', { signal })).tables,
    enabled,
  });
}

/** Customers the picker lists at once; it says how many more match, so a search can narrow them. */
export const PICKER_CUSTOMERS = 50;

/** GET /v1/customers?q=: the customer picker's first matches by name, and how many match in all. */
export function useCustomerSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: posKeys.customers(q),
    queryFn: ({ signal }) =>
      apiRequest<CustomersResponse>(withQuery('/v1/customers', { q, perPage: PICKER_CUSTOMERS }), { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The customer a resumed order names: GET /v1/customers?ids={id}, not the whole customer list.
 * The key and the cached list are the ones the sales screens use for the same ids.
 */
export function useCustomerById(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'ids', [id]],
    queryFn: async ({ signal }) =>
      (await apiRequest<CustomersResponse>(withQuery('/v1/customers', { ids: [id ?? 0] }), { signal }))
        .customers,
    select: (list) => list[0] ?? null,
    enabled: enabled && id !== null,
  });
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
    queryKey: posKeys.open,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OpenOrdersResponse>(
        withQuery('/v1/orders/list', { page: pageParam, perPage: OPEN_ORDERS_PAGE }),
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 0,
  });
  const pages = list.data?.pages ?? [];
  const orders = [...new Map(pages.flatMap((p) => p.orders).map((o) => [o.id, o])).values()];
  return { list, orders, total: pages.at(-1)?.total ?? 0 };
}

/** POST /v1/customers/create (the quick-create dialog: name and phone). */
export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomerInput) =>
      (await apiRequest<CustomerResponse>('/v1/customers/create', { method: 'POST', body })).customer,
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['customers'] }),
  });
}

/** GET /v1/orders/{id}: a held or open order to continue. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: posKeys.order(id ?? 0),
    queryFn: async ({ signal }) => (await apiRequest<OneOrderResponse>(`/v1/orders/${id}`, { signal })).order,
    enabled: id !== null,
    staleTime: 0,
    meta: { handlesError: true },
  });
}

function firstOrder(answer: { order: Order[] }): Order {
  const [order] = answer.order;
  if (!order) throw new Error('The server answered without the order.');
  return order;
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
        ? firstOrder(
            await apiRequest<OrderResponse>('/v1/orders/create', {
              method: 'POST',
              body: input.create,
            }),
          )
        : firstOrder(
            await apiRequest<OrderResponse>('/v1/orders/update', {
              method: 'PUT',
              body: input.update,
            }),
          ),
    meta: { handlesError: true },
    onSuccess: (order) => {
      client.setQueryData(posKeys.order(order.id), order);
      for (const key of [['orders'], ['tables'], ['customers'], ['dashboard']])
        void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Order lists, tables (occupied or free) and the dashboard, after a split or a merge. */
function afterChange(client: ReturnType<typeof useQueryClient>, orders: Order[]) {
  for (const order of orders) client.setQueryData(posKeys.order(order.id), order);
  for (const key of [['orders'], ['tables'], ['dashboard']]) void client.invalidateQueries({ queryKey: key });
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
      (
        await apiRequest<OrdersChangedResponse>(`/v1/orders/split/${id}`, {
          method: 'POST',
          body,
        })
      ).order,
    meta: { handlesError: true },
    onSuccess: (orders) => afterChange(client, orders),
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
      const source = (await apiRequest<OneOrderResponse>(`/v1/orders/${sourceId}`)).order;
      const body = {
        targetId: target.id,
        targetVersion: target.version,
        sourceId: source.id,
        sourceVersion: source.version,
      };
      return (await apiRequest<OrdersChangedResponse>('/v1/orders/merge', { method: 'POST', body })).order;
    },
    meta: { handlesError: true },
    onSuccess: (orders) => afterChange(client, orders),
  });
}
