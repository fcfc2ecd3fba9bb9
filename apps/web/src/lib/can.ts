import { can, type Access } from '@cashier/contracts';
import { useCallback } from 'react';
import { useCurrentUser } from './session';

/** Whether the signed-in user may do `access`; the web only hides, the server decides. */
export function useCan(): (access: Access) => boolean {
  const user = useCurrentUser();
  const held = user?.permissions ?? null;
  return useCallback((access: Access) => can(held, access), [held]);
}
