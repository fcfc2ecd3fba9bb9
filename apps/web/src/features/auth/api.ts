import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';
import { claimUnauthenticated } from '@/lib/query-client';
import { clearStoredUser, meQuery, storeUser } from '@cashier/web-core/session';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /v1/auth/login. The server sets the HttpOnly `token` cookie; only the user is kept. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) => api('POST /v1/auth/login', { body }),
    meta: { handlesError: true, authCall: true },
    onSuccess: async ({ user: [user] }) => {
      if (user) {
        storeUser(user);
        client.setQueryData(meQuery().queryKey, user);
      }
      await client.invalidateQueries({ queryKey: queryRoots.settings });
    },
  });
}

/**
 * POST /v1/auth/logout, then forget the session. `leave` navigates to the sign-in page first, so
 * no screen still on display refetches its data (and meets a 401) once the cache is emptied. A
 * read that meets the closed session before then is no expired session: it must not send the page
 * to sign-in with a `next` of its own.
 */
export function useLogout(leave: () => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    onMutate: () => ({ release: claimUnauthenticated(() => undefined) }),
    mutationFn: () => api('POST /v1/auth/logout'),
    meta: { handlesError: true, authCall: true },
    onSettled: async (_data, _error, _vars, context) => {
      clearStoredUser();
      await leave();
      client.clear();
      context?.release();
    },
  });
}
