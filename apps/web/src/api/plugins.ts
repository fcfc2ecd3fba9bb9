import type { PluginsResponse } from '@cashier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

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
 * Whether the ZATCA QR code is on. Its seller and VAT number are the General settings'
 * (`invoiceSeller`), entered once there; every till reads them with the settings.
 */
export const zatcaEnabled = (data: PluginsResponse): boolean =>
  data.plugins.some((p) => p.key === 'zatca' && p.enabled);

/** {@link zatcaEnabled} for the screen; false while the plugins load or when they fail to. */
export function useZatcaEnabled(): boolean {
  return useQuery({ ...pluginsQuery(), select: zatcaEnabled }).data ?? false;
}
