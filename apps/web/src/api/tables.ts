import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { currentLocale } from '@/lib/i18n';
import { byName } from '@cashier/web-core/natural-sort';
import { queryRoots } from '@cashier/web-core/query-keys';

/**
 * GET /v1/tables: every table, inactive ones too (qrToken only for tables.manage). The tables
 * screens edit them; the sales screens name an order's table.
 */
export async function getTables(signal?: AbortSignal) {
  // Naturally sorted for every list of them: T2 before T10.
  return byName((await api('GET /v1/tables', { signal })).tables, currentLocale());
}

export const tablesQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.tables, 'all'] as const,
    queryFn: ({ signal }) => getTables(signal),
  });

export function useTables() {
  return useQuery(tablesQuery());
}
