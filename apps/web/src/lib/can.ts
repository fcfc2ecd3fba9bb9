import { can, mayCall, type Access, type RouteKey } from '@cashier/contracts';
import { useCallback } from 'react';
import { useCurrentUser } from '@cashier/web-core/session';

/** Whether the signed-in user may do `access`; the web only hides, the server decides. */
export function useCan(): (access: Access) => boolean {
  const user = useCurrentUser();
  const held = user?.permissions ?? null;
  return useCallback((access: Access) => can(held, access), [held]);
}

/**
 * Whether the signed-in user may call `route`, by the very access rule the server enforces on it
 * (contracts' ROUTE_ACCESS): a query a role may not make is not sent, rather than answered 403.
 * @example enabled: mayCall('GET /v1/customers')
 */
export function useMayCall(): (route: RouteKey) => boolean {
  const user = useCurrentUser();
  const held = user?.permissions ?? null;
  return useCallback((route: RouteKey) => mayCall(route, held), [held]);
}
