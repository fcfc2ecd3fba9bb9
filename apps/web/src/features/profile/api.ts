import type { ProfileResponse, ProfileUpdate } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meKey, storeUser } from '@/lib/session';
import { staffKeys } from '@/lib/staff';

/**
 * PUT /v1/auth/profile: the signed-in user changes their own account. The answer becomes the
 * signed-in user at once, so the top bar's greeting follows without waiting for a reload.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) =>
      (await apiRequest<ProfileResponse>('/v1/auth/profile', { method: 'PUT', body })).user,
    meta: { handlesError: true },
    onSuccess: async (user) => {
      storeUser(user);
      client.setQueryData(meKey, user);
      await Promise.all([
        client.invalidateQueries({ queryKey: meKey }),
        client.invalidateQueries({ queryKey: staffKeys.users }),
      ]);
    },
  });
}
