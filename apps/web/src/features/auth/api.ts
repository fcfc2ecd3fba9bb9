import { LoginResponse, LogoutResponse, MeResponse, type User } from '@cashier/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearStoredUser, readStoredUser, storeUser } from '@/lib/session';

export const meKey = ['auth', 'me'] as const;

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest('/v1/auth/me', { schema: MeResponse, signal });
  storeUser(user);
  return user;
}

/** The signed-in user (GET /v1/auth/me). Its 401 is handled by the route guard, not a toast. */
export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }) => fetchMe(signal),
    placeholderData: () => readStoredUser() ?? undefined,
    meta: { handlesError: true },
    retry: false,
  });

export interface Credentials {
  email: string;
  password: string;
}

/** POST /v1/auth/login. The server sets the HttpOnly `token` cookie; only the user is kept. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) =>
      apiRequest('/v1/auth/login', { method: 'POST', body, schema: LoginResponse }),
    meta: { handlesError: true },
    onSuccess: async ({ user: [user] }) => {
      if (user) {
        storeUser(user);
        client.setQueryData(meKey, user);
      }
      await client.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

/** POST /v1/auth/logout, then forget everything about the session. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/v1/auth/logout', { method: 'POST', schema: LogoutResponse }),
    meta: { handlesError: true },
    onSettled: () => {
      clearStoredUser();
      client.clear();
    },
  });
}
