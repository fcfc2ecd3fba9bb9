import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/users: every staff account (the users screen; the sales screens name who did what). */
export async function getUsers(signal?: AbortSignal) {
  return (await api('GET /v1/users', { signal })).users;
}

export const usersQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.users, 'list'] as const,
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQuery());
}
