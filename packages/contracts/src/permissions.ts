/** Every permission a role can hold. Routes declare one of these (or "public" / "signed-in"). */
export const PERMISSIONS = [
  'dashboard.view',
  'catalog.view',
  'catalog.manage',
  'orders.view',
  'orders.create',
  'orders.update',
  'orders.discount',
  'orders.void',
  'orders.refund',
  /** Print an order's receipt again (or its bill) on request: audited and rate-limited per user. */
  'orders.reprint',
  'payments.take',
  'customers.view',
  'customers.manage',
  'tables.view',
  'tables.manage',
  'kitchen.view',
  'screens.view',
  'reports.view',
  'shifts.use',
  'shifts.manage',
  'expenses.manage',
  'users.manage',
  'roles.manage',
  'settings.manage',
  'audit.view',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What a route requires: a permission, any signed-in user, or nobody. */
export type Access = Permission | 'signed-in' | 'public';

export const DEFAULT_ROLES = ['owner', 'manager', 'cashier', 'waiter', 'kitchen'] as const;
export type DefaultRole = (typeof DEFAULT_ROLES)[number];

export const DEFAULT_ROLE_PERMISSIONS: Record<DefaultRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => p !== 'roles.manage'),
  cashier: [
    'dashboard.view',
    'catalog.view',
    'orders.view',
    'orders.create',
    'orders.update',
    'orders.reprint',
    'payments.take',
    'customers.view',
    'customers.manage',
    'tables.view',
    'screens.view',
    'shifts.use',
  ],
  waiter: ['catalog.view', 'orders.view', 'orders.create', 'orders.update', 'tables.view', 'customers.view'],
  kitchen: ['catalog.view', 'orders.view', 'kitchen.view', 'screens.view'],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Whether a user holding `held` may pass a route that requires `access`.
 * @example can(['orders.view'], 'orders.void') // false
 */
export function can(held: readonly string[] | null, access: Access): boolean {
  if (access === 'public') return true;
  if (held === null) return false;
  if (access === 'signed-in') return true;
  return held.includes(access);
}
