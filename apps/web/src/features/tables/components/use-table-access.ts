import { can } from '@cashier/contracts';
import { useCurrentUser } from '@cashier/web-core/session';

/**
 * What the signed-in user may do with tables, so the screen hides what their role cannot do
 * (the server still enforces it). Seating guests is orders.update; arranging tables is tables.manage;
 * taking an order at a table is orders.create.
 */
export function useTableAccess(): { manage: boolean; setStatus: boolean; sell: boolean } {
  const permissions = useCurrentUser()?.permissions ?? null;
  return {
    manage: can(permissions, 'tables.manage'),
    setStatus: can(permissions, 'orders.update'),
    sell: can(permissions, 'orders.create'),
  };
}
