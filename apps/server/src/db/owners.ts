import type { Database } from './schema.ts';

/** The server's modules: one folder each under src/modules (architecture.test.ts holds the two equal). */
export const MODULES = [
  'auth',
  'catalog',
  'customers',
  'demo',
  'displays',
  'events',
  'expenses',
  'health',
  'kitchen',
  'modifiers',
  'orders',
  'pos',
  'printers',
  'reports',
  'retention',
  'roles',
  'search',
  'settings',
  'shifts',
  'site',
  'stations',
  'tables',
  'uploads',
  'users',
] as const;
export type ModuleName = (typeof MODULES)[number];

/**
 * The module that owns each table: only its files query it, and every other module goes through
 * its service or the read file it exports (architecture.test.ts enforces this; the exceptions left
 * are in test/fence-allowlist.ts with their reasons). `db` owns what the db/ helpers hand out to
 * every module: named counters (rows.ts), the outbox and the audit log (outbox.ts `record()`).
 * Keyed by the schema, so a new table without an owner fails typecheck.
 */
export const TABLE_OWNERS: Record<keyof Database, ModuleName | 'db'> = {
  roles: 'roles',
  rolePermissions: 'roles',
  users: 'users',
  sessions: 'auth',
  loginThrottle: 'auth',
  approvals: 'auth',
  settings: 'settings',
  plugins: 'settings',
  categories: 'catalog',
  products: 'catalog',
  modifierGroups: 'modifiers',
  modifiers: 'modifiers',
  productModifierGroups: 'modifiers',
  diningTables: 'tables',
  customers: 'customers',
  orders: 'orders',
  orderLines: 'orders',
  payments: 'orders',
  refunds: 'orders',
  orderStatusHistory: 'orders',
  idempotencyKeys: 'orders',
  expenses: 'expenses',
  sitePages: 'site',
  stations: 'stations',
  kitchenTickets: 'kitchen',
  kitchenItems: 'kitchen',
  displays: 'displays',
  printers: 'printers',
  printJobs: 'printers',
  shifts: 'shifts',
  cashMovements: 'shifts',
  zReports: 'shifts',
  salesDays: 'reports',
  salesVoids: 'reports',
  salesHours: 'reports',
  salesTables: 'reports',
  salesProducts: 'reports',
  salesModifiers: 'reports',
  paymentBuckets: 'reports',
  auditBuckets: 'reports',
  counters: 'db',
  events: 'db',
  auditLog: 'db',
};
