import { settingsMap } from '@cashier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from './query-keys';

/**
 * GET /v1/settings as the key → value map every layout reads (logo, currency, languages). Signed
 * out, the server answers only the public keys.
 */
export const settingsQuery = () =>
  queryOptions({
    queryKey: queryRoots.settings,
    queryFn: ({ signal }) => api('GET /v1/settings', { signal }),
    select: (data) => settingsMap(data.settings),
    staleTime: 5 * 60_000,
  });
