import type {
  LockoutsResponse,
  RespResponse,
  UserResponse,
  UsersResponse,
  StaffUser,
  UserCreate,
  UserUpdate,
} from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rolesQuery, staffKeys } from '@/lib/staff';

export const usersQuery = () =>
  queryOptions({
    queryKey: staffKeys.userList(),
    queryFn: async ({ signal }) => (await apiRequest<UsersResponse>('/v1/users', { signal })).users,
  });

/** GET /v1/users. */
export function useUsers() {
  return useQuery(usersQuery());
}

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
    client.invalidateQueries({ queryKey: staffKeys.users }),
    client.invalidateQueries({ queryKey: staffKeys.roles }),
  ]);
}

/** POST /v1/users/create or PUT /v1/users/update/{id}. */
export function useSaveUser(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCreate | UserUpdate) =>
      (id === null
        ? await apiRequest<UserResponse>('/v1/users/create', { method: 'POST', body })
        : await apiRequest<UserResponse>(`/v1/users/update/${id}`, { method: 'PUT', body })
      ).user,
    meta: { handlesError: true },
    onSuccess: () => invalidateStaff(client),
  });
}

/** DELETE /v1/users/destroy/{id}. Yourself or the last active owner answer 409. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RespResponse>(`/v1/users/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => invalidateStaff(client),
  });
}

const lockoutKeys = { all: ['users', 'lockouts'] as const };

/** GET /v1/users/lockouts, read again every 30 s: lockouts come from failed sign-ins, not from events. */
export function useLockouts() {
  return useQuery({
    queryKey: lockoutKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<LockoutsResponse>('/v1/users/lockouts', { signal })).lockouts,
    refetchInterval: 30_000,
  });
}

/** POST /v1/users/lockouts/clear: the sign-in it locked works again at once. */
export function useClearLockout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest<RespResponse>('/v1/users/lockouts/clear', { method: 'POST', body: { key } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: lockoutKeys.all }),
  });
}
