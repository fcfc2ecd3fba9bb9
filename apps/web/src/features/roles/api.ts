import type { Role, RoleInput } from '@cashier/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { rolesQuery } from '@/api/roles';
import { api } from '@cashier/web-core/api-client';

export { useRoles } from '@/api/roles';

/** Users show their role's name, so a role change reloads both lists. */
function invalidateStaff(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryRoots.roles }),
    client.invalidateQueries({ queryKey: queryRoots.users }),
  ]);
}

/** POST /v1/roles/create, or PUT /v1/roles/update/{id} (name, description and permissions). */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: RoleInput }): Promise<Role> =>
      (id === null
        ? await api('POST /v1/roles/create', { body })
        : await api('PUT /v1/roles/update/:id', { params: { id }, body })
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
    mutationFn: (id: number) => api('DELETE /v1/roles/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateStaff(client),
  });
}
