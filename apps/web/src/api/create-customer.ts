import type { CustomerInput } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** POST /v1/customers/create: the customers screen's form and the POS's quick-create dialog. */
export async function createCustomer(body: CustomerInput) {
  return (await api('POST /v1/customers/create', { body })).customer;
}

/** {@link createCustomer}; every customer list reloads. The caller shows the failure on its form. */
export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.customers }),
  });
}
