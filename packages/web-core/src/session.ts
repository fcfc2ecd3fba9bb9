import type { User } from '@cashier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from './query-keys';
import { api } from './api-client';

const KEY = 'user';

/** The signed-in user remembered in localStorage (never the token: it lives in an HttpOnly cookie). */
export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A shape check of the stored value (it may be from an older version of the app, or edited by hand). */
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.roleId === 'number' &&
    typeof user.role === 'string' &&
    Array.isArray(user.permissions) &&
    user.permissions.every((p) => typeof p === 'string') &&
    (user.locale === 'en' || user.locale === 'ar') &&
    typeof user.active === 'boolean' &&
    typeof user.createdAt === 'string'
  );
}

export function storeUser(user: User): void {
  localStorage.setItem(KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY);
  localStorage.removeItem('token');
}

/** GET /v1/auth/me; remembers the answer. */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const { user } = await api('GET /v1/auth/me', { signal });
  storeUser(user);
  return user;
}

/** The signed-in user. Its 401 is handled by the route guard, not a toast. */
export const meQuery = () =>
  queryOptions({
    queryKey: queryRoots.me,
    queryFn: ({ signal }) => fetchMe(signal),
    meta: { handlesError: true, authCall: true },
    retry: false,
  });

/** The signed-in user inside guarded screens (the guard loaded it), falling back to the stored one. */
export function useCurrentUser(): User | null {
  const { data } = useQuery(meQuery());
  return data ?? readStoredUser();
}
