import type { ProfileUpdate } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';
import { meQuery, storeUser } from '@cashier/web-core/session';

/**
 * PUT /v1/auth/profile: the signed-in user changes their own account. The answer becomes the
 * signed-in user at once, so the top bar's greeting follows without waiting for a reload.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) => (await api('PUT /v1/auth/profile', { body })).user,
    meta: { handlesError: true },
    onSuccess: async (user) => {
      storeUser(user);
      client.setQueryData(meQuery().queryKey, user);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryRoots.me }),
        client.invalidateQueries({ queryKey: queryRoots.users }),
      ]);
    },
  });
}
