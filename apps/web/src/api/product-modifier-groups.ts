import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { invalidateModifierGroups } from './modifier-groups';

/** PUT /v1/products/{id}/modifier-groups: exactly these groups for the product (the others stop). */
export function useSetProductModifierGroups(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupIds: number[]) =>
      api('PUT /v1/products/:id/modifier-groups', { params: { id: productId }, body: { groupIds } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateModifierGroups(client),
  });
}
