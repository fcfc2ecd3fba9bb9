import { can, type User } from '@cashier/contracts';

/**
 * Where a sign-in without a `next` lands: the dashboard for those who may see it, else the screen
 * the role works on (a cook the kitchen display, a waiter the till).
 */
export function homeFor(user: User | undefined): string {
  const held = user?.permissions ?? null;
  if (can(held, 'dashboard.view')) return '/admin';
  if (can(held, 'kitchen.view')) return '/admin/screens/kitchen';
  if (can(held, 'orders.create')) return '/admin/pos';
  return '/admin';
}
