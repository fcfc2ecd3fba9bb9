import type {
  Customer,
  CustomersResponse,
  OneOrderResponse,
  OrderAuditResponse,
  OrderResponse,
  OrdersResponse,
  SearchResponse,
  SettlementResponse,
  TablesResponse,
  UsersResponse,
  OrderStatus,
  OrderType,
} from '@cashier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/lib/api-client';
import { useCan } from '@/lib/staff';

/**
 * Every order query key starts with `orders`, so one invalidation (after a refund, a void, or an
 * order event from the stream: lib/realtime) reloads the lists and the open order alike.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
  search: (q: string) => ['orders', 'search', q] as const,
  one: (id: number) => ['orders', 'one', id] as const,
  invoice: (number: number) => ['orders', 'invoice', number] as const,
  audit: (id: number) => ['orders', 'audit', id] as const,
};

/** The columns the server sorts an order list by (GET /v1/orders `sort`). */
export const ORDER_SORTS = ['date', 'ticket', 'type', 'status', 'total', 'paid'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderFilters {
  type?: OrderType;
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
export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<OrdersResponse>(withQuery('/v1/orders', { ...filters }), { signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQuery(filters));
}

/**
 * Orders whose ticket or invoice number is `q`: the search endpoint finds them (ticket numbers
 * restart daily, so there may be several), then each is read in full.
 */
export function useOrderSearch(q: string, types: readonly OrderType[] | null) {
  return useQuery({
    queryKey: orderKeys.search(q),
    enabled: q !== '',
    queryFn: async ({ signal }) => {
      const found = await apiRequest<SearchResponse>(`/v1/search?q=${encodeURIComponent(q)}`, {
        signal,
      });
      return Promise.all(
        found.orders.map(
          async (o) => (await apiRequest<OneOrderResponse>(`/v1/orders/${o.id}`, { signal })).order,
        ),
      );
    },
    select: (orders) => (types ? orders.filter((o) => types.includes(o.type)) : orders),
  });
}

/** GET /v1/orders/{id}: one order with lines, payments and status history. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: async ({ signal }) => (await apiRequest<OneOrderResponse>(`/v1/orders/${id}`, { signal })).order,
  });

export function useOrder(id: number) {
  return useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /v1/orders/invoice/{number}: the completed order carrying that invoice number. */
export function useInvoice(number: number) {
  return useQuery({
    queryKey: orderKeys.invoice(number),
    enabled: Number.isInteger(number) && number > 0,
    queryFn: async ({ signal }) =>
      (await apiRequest<OneOrderResponse>(`/v1/orders/invoice/${number}`, { signal })).order,
  });
}

/** GET /v1/orders/{id}/audit: everything recorded about the order, oldest first, with who did it. */
export function useOrderAudit(id: number) {
  return useQuery({
    queryKey: orderKeys.audit(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async ({ signal }) =>
      (await apiRequest<OrderAuditResponse>(`/v1/orders/${id}/audit`, { signal })).entries,
  });
}

/**
 * The customers with these ids (GET /v1/customers?ids=…): a page of orders or one order names a
 * few, and a restaurant can have tens of thousands, so only those are read. The keys start with
 * `customers`, `tables` and `users`, so the events that change those lists refresh the names too.
 * Users are read only by who may manage them; others see the names the audit trail gives.
 */
function useCustomersById<T>(ids: readonly (number | null)[], select: (list: Customer[]) => T) {
  const can = useCan();
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['customers', 'ids', wanted],
    enabled: can('customers.view') && wanted.length > 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CustomersResponse>(withQuery('/v1/customers', { ids: wanted, perPage: 200 }), {
          signal,
        })
      ).customers,
    select,
    placeholderData: keepPreviousData,
  });
}

/** The names of the customers an order list shows, by id. */
export function useCustomerNames(ids: readonly (number | null)[]) {
  return useCustomersById(ids, (list) => new Map(list.map((c) => [c.id, c.name])));
}

/** The customer an order names (null when it names none, or the role cannot view customers). */
export function useOrderCustomer(id: number | null) {
  return useCustomersById([id], (list) => list[0] ?? null);
}

/**
 * Customers who owe on account, the largest balance first, one page at a time, with what they owe
 * together: GET /v1/customers?owing=true&sort=balance&dir=desc.
 */
export function useOwingCustomers(page: number, perPage: number) {
  const can = useCan();
  return useQuery({
    queryKey: ['customers', 'owing', page, perPage],
    enabled: can('customers.view'),
    queryFn: ({ signal }) =>
      apiRequest<CustomersResponse>(
        withQuery('/v1/customers', { owing: true, sort: 'balance', dir: 'desc', page, perPage }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTableNames() {
  const can = useCan();
  return useQuery({
    queryKey: ['tables', 'all'],
    enabled: can('tables.view'),
    queryFn: async ({ signal }) => (await apiRequest<TablesResponse>('/v1/tables', { signal })).tables,
    select: (list) => new Map(list.map((t) => [t.id, t.name])),
  });
}

export function useUserNames() {
  const can = useCan();
  return useQuery({
    queryKey: ['users', 'list'],
    enabled: can('users.manage'),
    queryFn: async ({ signal }) => (await apiRequest<UsersResponse>('/v1/users', { signal })).users,
    select: (list) => new Map(list.map((u) => [u.id, u.name])),
  });
}

/** Cancels an open order: PUT /v1/orders/update with status `canceled` and the reason. */
export function useVoidOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; version: number; reason: string; approvalToken?: string }) =>
      apiRequest<OrderResponse>('/v1/orders/update', {
        method: 'PUT',
        body: {
          id: input.id,
          version: input.version,
          status: 'canceled',
          cancelReason: input.reason,
          approvalToken: input.approvalToken,
        },
      }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export interface RefundBody {
  version: number;
  amount: number;
  method: 'cash' | 'card' | 'other' | 'account';
  reason: string;
  approvalToken?: string;
}

/**
 * POST /v1/orders/refund/{id}: money given back on a completed order. Only success matters here:
 * the order is read again afterwards, so the answer's shape is not relied on.
 */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundBody }) =>
      apiRequest<OrderResponse>(`/v1/orders/refund/${id}`, { method: 'POST', body }),
    meta: { handlesError: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}

/** POST /v1/customers/settle/{id}: a payment against a customer's account balance. */
export function useSettleBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      customerId,
      body,
    }: {
      customerId: number;
      body: { amount: number; method: 'cash' | 'card' | 'other'; reference: string | null };
    }) =>
      apiRequest<SettlementResponse>(`/v1/customers/settle/${customerId}`, {
        method: 'POST',
        body,
      }),
    meta: { handlesError: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['customers'] }),
        client.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}
