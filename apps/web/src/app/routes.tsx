import { redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { localeFromPath, localizePath } from '@cashier/web-core/locale';
import { ComingSoonView } from '@/components/coming-soon-view';
import { FullScreenLoader } from '@cashier/ui/full-screen-loader';
import { NotFoundView } from '@/components/not-found-view';
import { ComingSoonPage } from '@/features/errors/pages/coming-soon-page';
import { ServerErrorPage } from '@/features/errors/pages/error-page';
import { MaintenancePage } from '@/features/errors/pages/maintenance-page';
import { NotFoundAltPage } from '@/features/errors/pages/not-found-alt-page';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { AuthLayout } from './layouts/auth-layout';
import { ClientLayout } from './layouts/client-layout';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { KitchenLayout } from './layouts/kitchen-layout';
import { RootLayout } from './layouts/root-layout';
import { COMING_SOON_PATHS, lazyPages } from './lazy-pages';
import { requireUser, revalidateOnEveryNavigation, rootLoader, userOrSignedOut } from './loaders';
import { RouteError } from './route-error';

/** The admin screens, inside the dashboard layout. */
const adminPages: RouteObject[] = [
  { index: true, lazy: lazyPages.dashboard },
  { path: 'categories', lazy: lazyPages.categories },
  { path: 'categories/create', lazy: lazyPages.categoryForm },
  { path: 'categories/edit/:id?', lazy: lazyPages.categoryForm },
  { path: 'products', lazy: lazyPages.products },
  { path: 'products/create', lazy: lazyPages.productForm },
  { path: 'products/edit/:id', lazy: lazyPages.productForm },
  { path: 'stations', lazy: lazyPages.stations },
  { path: 'stations/create', lazy: lazyPages.stationForm },
  { path: 'stations/edit/:id', lazy: lazyPages.stationForm },
  { path: 'customers', lazy: lazyPages.customers },
  { path: 'customers/subscribers', lazy: lazyPages.subscribers },
  { path: 'customers/create', lazy: lazyPages.customerForm },
  { path: 'customers/edit/:id', lazy: lazyPages.customerForm },
  { path: 'tables', lazy: lazyPages.tables },
  { path: 'tables/create', lazy: lazyPages.tableCreate },
  { path: 'tables/edit/:id?', lazy: lazyPages.tableEdit },
  { path: 'tables/tables-menu', lazy: lazyPages.tablesMenu },
  { path: 'users', lazy: lazyPages.users },
  { path: 'users/create', lazy: lazyPages.userForm },
  { path: 'users/edit/:id', lazy: lazyPages.userForm },
  { path: 'profile', lazy: lazyPages.profile },
  { path: 'settings/roles', lazy: lazyPages.roles },
  { path: 'settings/general', lazy: lazyPages.generalSettings },
  { path: 'settings/plugins', lazy: lazyPages.plugins },
  { path: 'settings/printers', lazy: lazyPages.printers },
  { path: 'settings/front-end/home', lazy: lazyPages.siteHome },
  { path: 'settings/front-end/pages', lazy: lazyPages.sitePages },
  { path: 'settings/front-end/sliders', lazy: lazyPages.siteSliders },
  { path: 'support', lazy: lazyPages.support },
  { path: 'sales/pos', lazy: lazyPages.salesPos },
  { path: 'sales/online-orders', lazy: lazyPages.salesOnline },
  { path: 'sales/debit-orders', lazy: lazyPages.salesDebit },
  { path: 'sales/order/:id', lazy: lazyPages.salesOrder },
  { path: 'sales/invoice/:number', lazy: lazyPages.salesInvoice },
  { path: 'reports/daily', lazy: lazyPages.reportDaily },
  { path: 'reports/expenses-and-sales', lazy: lazyPages.reportExpensesSales },
  { path: 'reports/product-sales', lazy: lazyPages.reportProductSales },
  { path: 'reports/sales-manager', lazy: lazyPages.reportSalesManager },
  { path: 'reports/staff-logs', lazy: lazyPages.reportStaffLogs },
  { path: 'expenses', lazy: lazyPages.expenses },
  { path: 'reports/close-day', lazy: lazyPages.closeDay },
  { path: 'reports/z-reports', lazy: lazyPages.zReports },
  { path: 'reports/z-reports/:number', lazy: lazyPages.zReport },
  { path: 'shifts', lazy: lazyPages.shifts },
  { path: 'pos', lazy: lazyPages.pos },
  { path: 'pos/:order', lazy: lazyPages.pos },
  ...COMING_SOON_PATHS.map((path) => ({ path, Component: ComingSoonView })),
  { path: '*', Component: NotFoundView },
];

/** `/auth` on its own: the sign-in page, in the URL's language. */
function toSignIn({ request }: LoaderFunctionArgs) {
  return redirect(localizePath('/auth/login', localeFromPath(new URL(request.url).pathname)));
}

/**
 * `/` and `/ar` are the guest site's (apps/site, SITE_ROUTES): the server never sends this app
 * there, and a link inside the app that leads there loads the site's own page.
 */
export function toGuestSite({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  // Vite's dev server answers every path with this app: loading `/` again would loop.
  if (import.meta.env.DEV) return redirect(localizePath('/admin', localeFromPath(pathname)));
  return redirectDocument(pathname);
}

/** One locale's routes; mounted at `/` for English and at `/ar` for Arabic. */
function localeRoutes(): RouteObject[] {
  return [
    { index: true, loader: toGuestSite },
    {
      // Signed out: the sign-in page, and the support page it links to (readable before sign-in).
      Component: AuthLayout,
      children: [
        {
          path: 'auth',
          children: [
            { index: true, loader: toSignIn },
            { path: 'login', lazy: lazyPages.login },
          ],
        },
        { path: 'support', lazy: lazyPages.publicSupport },
      ],
    },
    {
      path: 'admin',
      loader: requireUser,
      shouldRevalidate: revalidateOnEveryNavigation,
      Component: DashboardLayout,
      children: [{ errorElement: <RouteError standalone={false} />, children: adminPages }],
    },
    {
      // The till on a shared counter device: full screen, staff take turns by PIN. One route with an
      // optional order, so moving between orders keeps the till (and its lock) mounted. Signed out
      // is fine: a locked till holds no session.
      path: 'admin/screens/pos/:order?',
      loader: userOrSignedOut,
      shouldRevalidate: revalidateOnEveryNavigation,
      errorElement: <RouteError />,
      lazy: lazyPages.sharedTill,
    },
    {
      // Guests' screens: signed in (the counter's device), but in the client frame, not the back office.
      path: 'admin/screens/customers',
      loader: requireUser,
      shouldRevalidate: revalidateOnEveryNavigation,
      Component: ClientLayout,
      errorElement: <RouteError />,
      children: [{ index: true, lazy: lazyPages.customerScreen }],
    },
    {
      // The kitchen display: the whole screen, dark, with none of the back office around it.
      path: 'admin/screens/kitchen',
      loader: requireUser,
      shouldRevalidate: revalidateOnEveryNavigation,
      Component: KitchenLayout,
      errorElement: <RouteError />,
      children: [{ index: true, lazy: lazyPages.kitchen }],
    },
    {
      Component: EmptyLayout,
      children: [
        {
          path: 'errors',
          children: [
            { index: true, Component: NotFoundPage },
            { path: '404', Component: NotFoundPage },
            { path: '404-alt', Component: NotFoundAltPage },
            { path: '500', Component: ServerErrorPage },
            { path: 'coming-soon', Component: ComingSoonPage },
            { path: 'maintenance', Component: MaintenancePage },
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/**
 * The whole route tree. Its pages are the paths of `WEB_ROUTES` (contracts), which the server
 * answers with 200; `routes.test.ts` keeps the two the same.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    loader: rootLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    HydrateFallback: FullScreenLoader,
    errorElement: <RouteError />,
    children: [
      { path: '/', children: localeRoutes() },
      { path: '/ar', children: localeRoutes() },
    ],
  },
];
