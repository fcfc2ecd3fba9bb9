import type { SettingsBatchUpdate } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { settingsQuery } from '@cashier/web-core/settings';
import { pluginsQuery } from '@/api/plugins';
import { api } from '@cashier/web-core/api-client';

/**
 * GET /v1/settings as the key → value map (shared with every layout), read afresh for the form:
 * the cached copy may be the public keys fetched before sign-in.
 */
export function useSettings() {
  return useQuery({ ...settingsQuery(), refetchOnMount: 'always' });
}

/**
 * PUT /v1/settings/update: the whole form at once; the server checks every value first and
 * writes all or none. Then the settings reload, so the sidebar's logo and name follow.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBatchUpdate) => api('PUT /v1/settings/update', { body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.settings }),
  });
}

/** GET /v1/plugins — with their configuration, for a role that manages settings. */
export function usePlugins() {
  return useQuery({ ...pluginsQuery(), select: (data) => data.plugins });
}

export interface PluginChange {
  id: number;
  enabled?: boolean;
  config?: Record<string, string>;
}

/** PUT /v1/plugins/update/{id}: switch a plugin on or off, or replace its configuration. */
export function useUpdatePlugin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PluginChange) =>
      api('PUT /v1/plugins/update/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.plugins }),
  });
}
