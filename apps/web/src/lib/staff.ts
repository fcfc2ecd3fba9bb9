import { can, DEFAULT_ROLES, type Access } from '@cashier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from './session';

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
