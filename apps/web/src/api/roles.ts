import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/roles: every role and every permission name (the roles screen, the users' role select). */
export function getRoles(signal?: AbortSignal) {
  return api('GET /v1/roles', { signal });
}

export const rolesQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.roles, 'list'] as const,
    queryFn: ({ signal }) => getRoles(signal),
  });

export function useRoles() {
  return useQuery(rolesQuery());
}
