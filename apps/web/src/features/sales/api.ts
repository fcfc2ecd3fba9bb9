import { orderKind, type Customer, type OrderKind } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customersQuery, useCustomer } from '@/api/customers';
import { afterOrderChange, afterOrderFailure, getOrder } from '@/api/order';
import { queryRoots } from '@cashier/web-core/query-keys';
import { search } from '@/api/search';
import { tablesQuery } from '@/api/tables';
import { updateOrder } from '@/api/update-order';
import { usersQuery } from '@/api/users';
import { api } from '@cashier/web-core/api-client';
import { useMayCall } from '@/lib/can';

export { useOrder } from '@/api/order';
export { ORDER_SORTS, useOrders, type OrderFilters, type OrderSort } from '@/api/orders';
export { useRefundOrder } from '@/api/refund-order';
export type { RefundInput as RefundBody } from '@cashier/contracts';

/**
 * Orders whose ticket or invoice number is `q`: the search endpoint finds them (ticket numbers
 * restart daily, so there may be several), then each is read in full.
 */
export function useOrderSearch(q: string, types: readonly OrderKind[] | null) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'search', q],
    enabled: q !== '',
    queryFn: async ({ signal }) => {
      const found = await search(q, signal);
      return Promise.all(found.orders.map((o) => getOrder(o.id, signal)));
    },
    select: (orders) => (types ? orders.filter((o) => types.includes(orderKind(o))) : orders),
  });
}

/** GET /v1/orders/invoice/{number}: the completed order carrying that invoice number. */
export function useInvoice(number: number) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'invoice', number],
    enabled: Number.isInteger(number) && number > 0,
    queryFn: async ({ signal }) =>
      (await api('GET /v1/orders/invoice/:number', { params: { number }, signal })).order,
  });
}

/** GET /v1/orders/{id}/audit: everything recorded about the order, oldest first, with who did it. */
export function useOrderAudit(id: number) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'audit', id],
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async ({ signal }) =>
      (await api('GET /v1/orders/:id/audit', { params: { id }, signal })).entries,
  });
}

/**
 * The customers with these ids (GET /v1/customers?ids=…): a page of orders or one order names a
 * few, and a restaurant can have tens of thousands, so only those are read. The keys start with
 * `customers`, `tables` and `users`, so the events that change those lists refresh the names too.
 * Users are read only by who may manage them; others see the names the audit trail gives.
 */
function useCustomersById<T>(ids: readonly (number | null)[], select: (list: Customer[]) => T) {
  const mayCall = useMayCall();
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return useQuery({
    ...customersQuery({ ids: wanted, perPage: 200 }),
    enabled: mayCall('GET /v1/customers') && wanted.length > 0,
    select: (page) => select(page.customers),
  });
}

/** The names of the customers an order list shows, by id. */
export function useCustomerNames(ids: readonly (number | null)[]) {
  return useCustomersById(ids, (list) => new Map(list.map((c) => [c.id, c.name])));
}

/** The customer an order names (null when it names none, or the role cannot view customers). */
export function useOrderCustomer(id: number | null) {
  const mayCall = useMayCall();
  return useCustomer(id, { enabled: mayCall('GET /v1/customers') });
}

/**
 * Customers who owe on account, the largest balance first, one page at a time, with what they owe
 * together: GET /v1/customers?owing=true&sort=balance&dir=desc.
 */
export function useOwingCustomers(page: number, perPage: number) {
  const mayCall = useMayCall();
  return useQuery({
    ...customersQuery({ owing: true, sort: 'balance', dir: 'desc', page, perPage }),
    enabled: mayCall('GET /v1/customers'),
  });
}

export function useTableNames() {
  const mayCall = useMayCall();
  return useQuery({
    ...tablesQuery(),
    enabled: mayCall('GET /v1/tables'),
    select: (list) => new Map(list.map((t) => [t.id, t.name])),
  });
}

export function useUserNames() {
  const mayCall = useMayCall();
  return useQuery({
    ...usersQuery(),
    enabled: mayCall('GET /v1/users'),
    select: (list) => new Map(list.map((u) => [u.id, u.name])),
  });
}

/** Cancels an open order: PUT /v1/orders/update with status `canceled` and the reason. */
export function useVoidOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; version: number; reason: string; approvalToken?: string }) =>
      updateOrder({
        id: input.id,
        version: input.version,
        status: 'canceled',
        cancelReason: input.reason,
        approvalToken: input.approvalToken,
      }),
    meta: { handlesError: true },
    onSuccess: (order) => afterOrderChange(client, [order]),
    onError: (error) => void afterOrderFailure(client, error),
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
    }) => api('POST /v1/customers/settle/:id', { params: { id: customerId }, body }),
    meta: { handlesError: true },
    onSuccess: () => afterOrderChange(client),
    onError: (error) => void afterOrderFailure(client, error),
  });
}

/**
 * POST /v1/orders/print/{id}: queues the order's receipt on a network receipt printer (the one
 * given, or the first): a bill while it is open, a copy once paid. 422 when there is none. The
 * print is recorded, so the order's audit trail reloads.
 */
export function usePrintOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, printerId }: { id: number; printerId?: number }) =>
      api('POST /v1/orders/print/:id', { params: { id }, body: printerId ? { printerId } : {} }),
    meta: { handlesError: true },
    onSuccess: (_, { id }) => client.invalidateQueries({ queryKey: [...queryRoots.orders, 'audit', id] }),
  });
}
