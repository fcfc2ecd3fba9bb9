import type { ModifierGroup, ModifierGroupInput } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { invalidateModifierGroups } from './modifier-groups';

/**
 * POST /v1/modifier-groups/create or PUT /v1/modifier-groups/update/{id}: the whole group with its
 * option list (an option left out is deactivated, never deleted).
 */
export async function saveModifierGroup(id: number | null, body: ModifierGroupInput): Promise<ModifierGroup> {
  const answer =
    id === null
      ? await api('POST /v1/modifier-groups/create', { body })
      : await api('PUT /v1/modifier-groups/update/:id', { params: { id }, body });
  return answer.modifierGroup;
}

export function useSaveModifierGroup(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifierGroupInput) => saveModifierGroup(id, body),
    meta: { handlesError: true },
    onSuccess: () => invalidateModifierGroups(client),
  });
}
