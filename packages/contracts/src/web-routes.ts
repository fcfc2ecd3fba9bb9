/*
 * The paths the web app serves, as React Router patterns in their English form (Arabic adds `/ar`
 * in front of each). The web's router declares exactly these (`app/routes.test.ts` compares them)
 * and the server answers the app's page with 200 for them and 404 for any other path, so a
 * mistyped link is a real "not found" and the two lists cannot drift.
 *
 * A segment `:name` stands for one segment, `:name?` for one or none.
 *
 * `/` (and `/ar`) is not the staff app's: it is the guest site's home (SITE_ROUTES); staff come
 * in at `/admin` or `/auth/login`.
 */
export const WEB_ROUTES = [
  '/auth',
  '/auth/login',
  '/support',
  '/admin',
  '/admin/categories',
  '/admin/categories/create',
  '/admin/categories/edit/:id?',
  '/admin/products',
  '/admin/products/create',
  '/admin/products/edit/:id',
  '/admin/stations',
  '/admin/stations/create',
  '/admin/stations/edit/:id',
  '/admin/customers',
  '/admin/customers/subscribers',
  '/admin/customers/create',
  '/admin/customers/edit/:id',
  '/admin/tables',
  '/admin/tables/create',
  '/admin/tables/edit/:id?',
  '/admin/tables/tables-menu',
  '/admin/users',
  '/admin/users/create',
  '/admin/users/edit/:id',
  '/admin/profile',
  '/admin/settings/roles',
  '/admin/settings/general',
  '/admin/settings/plugins',
  '/admin/settings/printers',
  '/admin/settings/front-end/home',
  '/admin/settings/front-end/pages',
  '/admin/settings/front-end/sliders',
  '/admin/support',
  '/admin/sales/pos',
  '/admin/sales/online-orders',
  '/admin/sales/debit-orders',
  '/admin/sales/order/:id',
  '/admin/sales/invoice/:number',
  '/admin/reports/daily',
  '/admin/reports/expenses-and-sales',
  '/admin/reports/product-sales',
  '/admin/reports/sales-manager',
  '/admin/reports/staff-logs',
  '/admin/expenses',
  '/admin/reports/close-day',
  '/admin/reports/z-reports',
  '/admin/reports/z-reports/:number',
  '/admin/shifts',
  '/admin/pos',
  '/admin/pos/:order',
  '/admin/online-orders',
  '/admin/screens/pos/:order?',
  '/admin/screens/customers',
  '/admin/screens/kitchen',
  '/errors/404',
  '/errors/404-alt',
  '/errors/500',
  '/errors/coming-soon',
  '/errors/maintenance',
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

/** The pattern's segments: literal text, or a parameter (optional or not). */
type Segment = { param: false; text: string } | { param: true; optional: boolean };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s) =>
      s.startsWith(':')
        ? { param: true, optional: s.endsWith('?') }
        : { param: false, text: s.toLowerCase() },
    );
}

function matches(segments: readonly Segment[], parts: readonly string[]): boolean {
  const [head, ...rest] = segments;
  if (!head) return parts.length === 0;
  const [part, ...others] = parts;
  if (head.param) {
    if (head.optional && matches(rest, parts)) return true;
    return part !== undefined && matches(rest, others);
  }
  return part === head.text && matches(rest, others);
}

const COMPILED = WEB_ROUTES.map(segmentsOf);

/**
 * Whether the web app has a page at `pathname` (English or under `/ar`), as React Router would
 * match it: trailing slashes do not count, letters' case does not either, a parameter is one
 * non-empty segment.
 * @example isWebPath('/ar/admin/pos/123') // true
 * @example isWebPath('/admin/nope') // false
 */
export function isWebPath(pathname: string): boolean {
  let parts: string[];
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false; // a malformed %-escape names no page
  }
  if (parts[0] === 'ar') parts.shift();
  const lower = parts.map((p) => p.toLowerCase());
  return COMPILED.some((segments) => matches(segments, lower));
}
