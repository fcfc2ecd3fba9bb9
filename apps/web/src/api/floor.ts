import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { currentLocale } from '@/lib/i18n';
import { byName } from '@cashier/web-core/natural-sort';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/tables/list: the active tables, each with its open order (the floor view, the POS). */
export async function getFloor(signal?: AbortSignal) {
  // Naturally sorted for every list of them: T2 before T10.
  return byName((await api('GET /v1/tables/list', { signal })).tables, currentLocale());
}

export const floorQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.tables, 'floor'] as const,
    queryFn: ({ signal }) => getFloor(signal),
  });

/** `enabled`: the POS reads the floor only while a dialog or a dine-in sale needs it. */
export function useFloor(enabled = true) {
  return useQuery({ ...floorQuery(), enabled });
}
