import { can, DEFAULT_ROLES, type RolesResponse, type Access } from '@cashier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { useCurrentUser } from './session';

/**
 * Staff reads shared by the users and roles screens. A user list shows role names and a role
 * list shows user counts, so a change to either reloads both.
 */
export const staffKeys = {
  users: ['users'] as const,
  userList: () => ['users', 'list'] as const,
  roles: ['roles'] as const,
  roleList: () => ['roles', 'list'] as const,
};

/** GET /v1/roles: every role and every permission name. */
export const rolesQuery = () =>
  queryOptions({
    queryKey: staffKeys.roleList(),
    queryFn: ({ signal }) => apiRequest<RolesResponse>('/v1/roles', { signal }),
  });

/** Whether the signed-in user may do `access`; the web only hides, the server decides. */
export function useCan(): (access: Access) => boolean {
  const user = useCurrentUser();
  const held = user?.permissions ?? null;
  return useCallback((access: Access) => can(held, access), [held]);
}

const DEFAULT_NAMES: readonly string[] = DEFAULT_ROLES;

/** A role's name for people: the seeded roles ("owner", "cashier", ...) in the UI language, others as typed. */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (name: string) =>
      DEFAULT_NAMES.includes(name) ? t(`roles.defaultNames.${name as (typeof DEFAULT_ROLES)[number]}`) : name,
    [t],
  );
}
