/**
 * The first part of every query key, by what it holds. Every key starts with one of these, so
 * invalidating a root (after a change here, or an event from the stream: lib/realtime) reloads
 * every list and single read beneath it. Each endpoint builds its own key from its root, in its
 * file (`orderQuery(id).queryKey` is `['orders', 'one', id]`).
 */
export const queryRoots = {
  orders: ['orders'],
  customers: ['customers'],
  tables: ['tables'],
  users: ['users'],
  roles: ['roles'],
  /** The signed-in user (GET /v1/auth/me). */
  me: ['auth', 'me'],
  categories: ['categories'],
  /** Product lists and the POS catalogue. */
  products: ['products'],
  settings: ['settings'],
  plugins: ['plugins'],
  printers: ['printers'],
  stations: ['stations'],
  /** The kitchen screens' tickets and the order-ready board. */
  kitchen: ['kitchen'],
  /** The counter displays' states and the slides they show when idle. */
  displays: ['displays'],
  sitePages: ['site-pages'],
  dashboard: ['dashboard'],
  search: ['search'],
  /** Till sessions: the signed-in user's open shift, one shift's report, the managers' list. */
  shifts: ['shifts'],
  /** The day's close: the Z preview, the Z reports list and one Z report. */
  zReports: ['z-reports'],
} as const satisfies Record<string, readonly string[]>;
