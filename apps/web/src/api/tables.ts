import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from './query-keys';

/**
 * GET /v1/tables: every table, inactive ones too (qrToken only for tables.manage). The tables
 * screens edit them; the sales screens name an order's table.
 */
export async function getTables(signal?: AbortSignal) {
  return (await api('GET /v1/tables', { signal })).tables;
}

export const tablesQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.tables, 'all'] as const,
    queryFn: ({ signal }) => getTables(signal),
  });

export function useTables() {
  return useQuery(tablesQuery());
}
