import type { StaffUser, UserCreate, UserUpdate } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { rolesQuery } from '@/api/roles';
import { usersQuery } from '@/api/users';
import { api } from '@cashier/web-core/api-client';

export { useUsers } from '@/api/users';

/** One user, read from the list (the API has no single-user read). */
export function useUser(id: number | null) {
  return useQuery({
    ...usersQuery(),
    enabled: id !== null,
    select: (list): StaffUser | null => list.find((u) => u.id === id) ?? null,
  });
}

/** GET /v1/roles, for the role select. */
export function useRoleOptions() {
  return useQuery({ ...rolesQuery(), select: (data) => data.roles });
}

/** Role user counts change with every user change, so both lists reload. */
function invalidateStaff(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryRoots.users }),
    client.invalidateQueries({ queryKey: queryRoots.roles }),
  ]);
}

/**
 * POST /v1/users/create or PUT /v1/users/update/{id}. The form builds its body for the one it
 * calls (toUserBody: a new user's carries the password), so with no id the body is a UserCreate.
 */
export function useSaveUser(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCreate | UserUpdate) =>
      (id === null
        ? await api('POST /v1/users/create', { body: body as UserCreate })
        : await api('PUT /v1/users/update/:id', { params: { id }, body })
      ).user,
    meta: { handlesError: true },
    onSuccess: () => invalidateStaff(client),
  });
}

/** DELETE /v1/users/destroy/{id}. Yourself or the last active owner answer 409. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/users/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateStaff(client),
  });
}

const lockoutsKey = [...queryRoots.users, 'lockouts'] as const;

/** GET /v1/users/lockouts, read again every 30 s: lockouts come from failed sign-ins, not from events. */
export function useLockouts() {
  return useQuery({
    queryKey: lockoutsKey,
    queryFn: async ({ signal }) => (await api('GET /v1/users/lockouts', { signal })).lockouts,
    refetchInterval: 30_000,
  });
}

/** POST /v1/users/lockouts/clear: the sign-in it locked works again at once. */
export function useClearLockout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api('POST /v1/users/lockouts/clear', { body: { key } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: lockoutsKey }),
  });
}
