import type { RespResponse, RoleResponse, Role, RoleInput } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rolesQuery, staffKeys } from '@/lib/staff';

/** GET /v1/roles: every role and every permission. */
export function useRoles() {
  return useQuery(rolesQuery());
}

/** Users show their role's name, so a role change reloads both lists. */
function invalidateStaff(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: staffKeys.roles }),
    client.invalidateQueries({ queryKey: staffKeys.users }),
  ]);
}

/** POST /v1/roles/create, or PUT /v1/roles/update/{id} (name, description and permissions). */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: RoleInput }): Promise<Role> =>
      (id === null
        ? await apiRequest<RoleResponse>('/v1/roles/create', { method: 'POST', body })
        : await apiRequest<RoleResponse>(`/v1/roles/update/${id}`, { method: 'PUT', body })
      ).role,
    meta: { handlesError: true },
    onSuccess: (role) => {
      // The saved role shows at once, so its column does not flash its old ticks before the reload.
      client.setQueryData(
        rolesQuery().queryKey,
        (data) =>
          data && {
            ...data,
            roles: data.roles.some((r) => r.id === role.id)
              ? data.roles.map((r) => (r.id === role.id ? role : r))
              : [...data.roles, role],
          },
      );
      return invalidateStaff(client);
    },
  });
}

/** DELETE /v1/roles/destroy/{id}; a role someone still holds answers 409. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RespResponse>(`/v1/roles/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => invalidateStaff(client),
  });
}
