import type { Permission } from '@cashier/contracts';

/** The matrix's row groups, in the order a restaurant thinks of them. */
export const AREAS = [
  'catalog',
  'orders',
  'payments',
  'customers',
  'tables',
  'screens',
  'reports',
  'staff',
  'settings',
] as const;
export type Area = (typeof AREAS)[number];

// A Record over every permission: a new permission in the contracts fails the type check here
// until it is given a place.
const AREA_OF: Record<Permission, Area> = {
  'catalog.view': 'catalog',
  'catalog.manage': 'catalog',
  'orders.view': 'orders',
  'orders.create': 'orders',
  'orders.update': 'orders',
  'orders.discount': 'orders',
  'orders.void': 'orders',
  'orders.refund': 'orders',
  'orders.reprint': 'orders',
  'payments.take': 'payments',
  'expenses.manage': 'payments',
  'shifts.use': 'payments',
  'shifts.manage': 'payments',
  'customers.view': 'customers',
  'customers.manage': 'customers',
  'tables.view': 'tables',
  'tables.manage': 'tables',
  'screens.view': 'screens',
  'kitchen.view': 'screens',
  'dashboard.view': 'reports',
  'reports.view': 'reports',
  'audit.view': 'reports',
  'users.manage': 'staff',
  'roles.manage': 'staff',
  'settings.manage': 'settings',
};

/**
 * The permissions grouped by area, areas in {@link AREAS} order, permissions in the given order;
 * empty areas are left out.
 * @example groupByArea(['orders.view', 'catalog.view']) // [{ area: 'catalog', ... }, { area: 'orders', ... }]
 */
export function groupByArea(permissions: readonly Permission[]): { area: Area; permissions: Permission[] }[] {
  return AREAS.map((area) => ({ area, permissions: permissions.filter((p) => AREA_OF[p] === area) })).filter(
    (group) => group.permissions.length > 0,
  );
}

/** Whether two permission lists hold the same permissions, in any order. */
export function samePermissions(a: readonly Permission[], b: readonly Permission[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((p) => set.has(p));
}
