import type {
  CustomerResponse,
  CustomersResponse,
  RespResponse,
  Customer,
  CustomerInput,
  CustomersQuery,
} from '@cashier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/lib/api-client';

/** Every customer query key starts with `customers`, so one invalidation reloads every list. */
export const customerKeys = {
  all: ['customers'] as const,
  page: (query: CustomersQuery) => ['customers', 'page', query] as const,
};

/**
 * GET /v1/customers: one page of customers as the server filters (subscribers, who owes, a search),
 * sorts and pages them, with the total. A restaurant can have tens of thousands.
 */
export const customersQuery = (query: CustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.page(query),
    queryFn: ({ signal }) =>
      apiRequest<CustomersResponse>(withQuery('/v1/customers', { ...query }), { signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomersQuery) {
  return useQuery(customersQuery(query));
}

/** One customer, for its form: GET /v1/customers?ids={id}. */
export function useCustomer(id: number | null) {
  return useQuery({
    ...customersQuery({ ids: [id ?? 0] }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    select: (page): Customer | null => page.customers[0] ?? null,
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
