import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { invalidateModifierGroups } from './modifier-groups';

/** DELETE /v1/modifier-groups/destroy/{id}: gone from every product; past orders keep their snapshot. */
export function useDeleteModifierGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/modifier-groups/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateModifierGroups(client),
  });
}
