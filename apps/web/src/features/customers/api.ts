import type {
  CustomerResponse,
  CustomersResponse,
  RespResponse,
  Customer,
  CustomerInput,
} from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every customer query key starts with `customers`, so one invalidation reloads both lists (spec §7). */
export const customerKeys = {
  all: ['customers'] as const,
  list: (subscribers: boolean) => ['customers', 'list', { subscribers }] as const,
};

/** GET /v1/customers, or GET /v1/customers?subscribers=true for subscribers only. */
export const customersQuery = (subscribers = false) =>
  queryOptions({
    queryKey: customerKeys.list(subscribers),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CustomersResponse>(`/v1/customers${subscribers ? '?subscribers=true' : ''}`, {
          signal,
        })
      ).customers,
  });

export function useCustomers(subscribers = false) {
  return useQuery(customersQuery(subscribers));
}

/** One customer, read from the full list (the API has no single-customer read). */
export function useCustomer(id: number | null) {
  return useQuery({
    ...customersQuery(),
    enabled: id !== null,
    select: (list): Customer | null => list.find((c) => c.id === id) ?? null,
  });
}

/** Every field, always: see useSaveCustomer. */
export type CustomerBody = Required<CustomerInput>;

/** The body that keeps a customer as they are except for `changes`. */
export function customerBody(customer: Customer, changes: Partial<CustomerBody> = {}): CustomerBody {
  const { name, phone, email, address, subscriber, status } = customer;
  return { name, phone, email, address, subscriber, status, ...changes };
}

/**
 * POST /v1/customers/create or PUT /v1/customers/update/{id}. The update replaces the whole
 * record (an omitted status would reset to active), so callers always send every field.
 */
export function useSaveCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CustomerBody }) =>
      id === null
        ? apiRequest<CustomerResponse>('/v1/customers/create', { method: 'POST', body })
        : apiRequest<CustomerResponse>(`/v1/customers/update/${id}`, { method: 'PUT', body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** DELETE /v1/customers/destroy/{id}. A customer with a balance or orders answers 409. */
export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RespResponse>(`/v1/customers/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
