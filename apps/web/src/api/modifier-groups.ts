import type { ModifierGroup } from '@cashier/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/modifier-groups: every group with all its options and the products offering it. */
export async function getModifierGroups(signal?: AbortSignal): Promise<ModifierGroup[]> {
  return (await api('GET /v1/modifier-groups', { signal })).modifierGroups;
}

/** Under `products`: the POS catalogue carries the groups too, and the same events reload both. */
export const modifierGroupsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.products, 'modifier-groups'] as const,
    queryFn: ({ signal }) => getModifierGroups(signal),
  });

export function useModifierGroups() {
  return useQuery(modifierGroupsQuery());
}

/** After a group or a product's groups change: the group lists and the POS catalogue. */
export function invalidateModifierGroups(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryRoots.products });
}
