import { ZatcaConfig, type PluginsResponse } from '@cashier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from './query-keys';

/**
 * GET /v1/plugins as the server answers it. The settings screens read the same key (with their
 * own `select`), so one fetch serves both; `plugin.updated` on the events stream reloads it.
 */
export const pluginsQuery = () =>
  queryOptions({
    queryKey: queryRoots.plugins,
    queryFn: ({ signal }) => api('GET /v1/plugins', { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The seller and VAT number the ZATCA QR code carries: the plugin's configuration when it is on
 * and valid, else null (no QR). Every till receives it (it is printed on every receipt).
 */
export function zatcaSeller(data: PluginsResponse): ZatcaConfig | null {
  const plugin = data.plugins.find((p) => p.key === 'zatca');
  if (!plugin?.enabled) return null;
  const parsed = ZatcaConfig.safeParse(plugin.config);
  return parsed.success ? parsed.data : null;
}

/** {@link zatcaSeller} for the screen; null while the plugins load or when they fail to. */
export function useZatcaSeller(): ZatcaConfig | null {
  return useQuery({ ...pluginsQuery(), select: zatcaSeller }).data ?? null;
}
