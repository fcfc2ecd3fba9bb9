import type { Customer, CustomerInput } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomer } from '@/api/create-customer';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';

export { useCustomer, useCustomers } from '@/api/customers';

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
    mutationFn: async ({ id, body }: { id: number | null; body: CustomerBody }) =>
      id === null
        ? createCustomer(body)
        : (await api('PUT /v1/customers/update/:id', { params: { id }, body })).customer,
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.customers }),
  });
}

/** DELETE /v1/customers/destroy/{id}. A customer with a balance or orders answers 409. */
export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/customers/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.customers }),
  });
}
