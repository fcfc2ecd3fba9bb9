import { DEFAULT_ROLES } from '@cashier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
