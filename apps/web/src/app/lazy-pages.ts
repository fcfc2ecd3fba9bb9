import type { ComponentType } from 'react';
import { loadAreas, loadLocale, type Area } from '@/lib/i18n';

type Screen = () => Promise<{ Component: ComponentType }>;

/**
 * A screen's chunk together with the strings of its areas (the `locales/<locale>/<area>.json`
 * files beyond the shell's), so it never renders with keys missing; `lazy-pages.test.ts` checks
 * that every key a screen's modules use is in its areas or the shell's. Screens other than the POS
 * also bring the Arabic strings (bilingual invoices, QR cards print both languages, whatever the
 * screen's own).
 */
function screen(areas: readonly Area[], load: Screen, { bilingual = true } = {}): Screen {
  return () =>
    Promise.all([
      load(),
      loadAreas(areas),
      bilingual ? loadLocale('ar').catch(() => undefined) : undefined,
    ]).then(([page]) => page);
}

/** Each screen is its own chunk, loaded when its route is first visited. */
export const lazyPages = {
  login: screen([], () =>
    import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  ),
  dashboard: screen(['dashboard'], () =>
    import('@/features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  ),
  categories: screen(['catalog'], () =>
    import('@/features/categories/pages/categories-page').then((m) => ({ Component: m.CategoriesPage })),
  ),
  categoryForm: screen(['catalog'], () =>
    import('@/features/categories/pages/category-form-page').then((m) => ({ Component: m.CategoryFormPage })),
  ),
  products: screen(['catalog'], () =>
    import('@/features/products/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
  ),
  productForm: screen(['catalog'], () =>
    import('@/features/products/pages/product-form-page').then((m) => ({ Component: m.ProductFormPage })),
  ),
  stations: screen(['catalog'], () =>
    import('@/features/stations/pages/stations-page').then((m) => ({ Component: m.StationsPage })),
  ),
  stationForm: screen(['catalog'], () =>
    import('@/features/stations/pages/station-form-page').then((m) => ({ Component: m.StationFormPage })),
  ),
  customers: screen(['customers'], () =>
    import('@/features/customers/pages/customers-page').then((m) => ({ Component: m.CustomersPage })),
  ),
  subscribers: screen(['customers'], () =>
    import('@/features/customers/pages/customers-page').then((m) => ({ Component: m.SubscribersPage })),
  ),
  customerForm: screen(['customers'], () =>
    import('@/features/customers/pages/customer-form-page').then((m) => ({ Component: m.CustomerFormPage })),
  ),
  tables: screen(['tables'], () =>
    import('@/features/tables/pages/tables-page').then((m) => ({ Component: m.TablesPage })),
  ),
  tableCreate: screen(['tables'], () =>
    import('@/features/tables/pages/table-form-page').then((m) => ({ Component: m.TableCreatePage })),
  ),
  tableEdit: screen(['tables'], () =>
    import('@/features/tables/pages/table-form-page').then((m) => ({ Component: m.TableEditPage })),
  ),
  tablesMenu: screen(['tables'], () =>
    import('@/features/tables/pages/tables-menu-page').then((m) => ({ Component: m.TablesMenuPage })),
  ),
  users: screen(['users'], () =>
    import('@/features/users/pages/users-page').then((m) => ({ Component: m.UsersPage })),
  ),
  userForm: screen(['users'], () =>
    import('@/features/users/pages/user-form-page').then((m) => ({ Component: m.UserFormPage })),
  ),
  profile: screen(['users'], () =>
    import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  ),
  roles: screen(['users'], () =>
    import('@/features/roles/pages/roles-page').then((m) => ({ Component: m.RolesPage })),
  ),
  generalSettings: screen(['settings'], () =>
    import('@/features/settings/pages/general-settings-page').then((m) => ({
      Component: m.GeneralSettingsPage,
    })),
  ),
  plugins: screen(['settings'], () =>
    import('@/features/settings/pages/plugins-page').then((m) => ({ Component: m.PluginsPage })),
  ),
  printers: screen(['settings'], () =>
    import('@/features/printers/pages/printers-page').then((m) => ({ Component: m.PrintersPage })),
  ),
  siteHome: screen(['settings'], () =>
    import('@/features/site/pages/site-pages-page').then((m) => ({ Component: m.SiteHomePage })),
  ),
  sitePages: screen(['settings'], () =>
    import('@/features/site/pages/site-pages-page').then((m) => ({ Component: m.SitePagesPage })),
  ),
  siteSliders: screen(['settings'], () =>
    import('@/features/site/pages/site-pages-page').then((m) => ({ Component: m.SiteSlidersPage })),
  ),
  support: screen(['settings'], () =>
    import('@/features/support/pages/support-page').then((m) => ({ Component: m.SupportPage })),
  ),
  publicSupport: screen(['settings'], () =>
    import('@/features/support/pages/support-page').then((m) => ({ Component: m.PublicSupportPage })),
  ),
  salesPos: screen(['sales', 'users'], () =>
    import('@/features/sales/pages/sales-list-page').then((m) => ({ Component: m.PosSalesPage })),
  ),
  salesOnline: screen(['sales', 'users'], () =>
    import('@/features/sales/pages/sales-list-page').then((m) => ({ Component: m.OnlineOrdersPage })),
  ),
  salesDebit: screen(['sales', 'users'], () =>
    import('@/features/sales/pages/debit-orders-page').then((m) => ({ Component: m.DebitOrdersPage })),
  ),
  salesOrder: screen(['sales', 'users'], () =>
    import('@/features/sales/pages/order-page').then((m) => ({ Component: m.OrderPage })),
  ),
  salesInvoice: screen(['sales', 'users'], () =>
    import('@/features/sales/pages/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  ),
  reportDaily: screen(['reports', 'users'], () =>
    import('@/features/reports/pages/daily-page').then((m) => ({ Component: m.DailyPage })),
  ),
  reportExpensesSales: screen(['reports', 'users'], () =>
    import('@/features/reports/pages/expenses-sales-page').then((m) => ({ Component: m.ExpensesSalesPage })),
  ),
  reportProductSales: screen(['reports', 'users'], () =>
    import('@/features/reports/pages/product-sales-page').then((m) => ({ Component: m.ProductSalesPage })),
  ),
  reportSalesManager: screen(['reports', 'users'], () =>
    import('@/features/reports/pages/sales-manager-page').then((m) => ({ Component: m.SalesManagerPage })),
  ),
  reportStaffLogs: screen(['reports', 'users', 'sales'], () =>
    import('@/features/reports/pages/staff-logs-page').then((m) => ({ Component: m.StaffLogsPage })),
  ),
  expenses: screen(['reports'], () =>
    import('@/features/expenses/pages/expenses-page').then((m) => ({ Component: m.ExpensesPage })),
  ),
  closeDay: screen(['shifts'], () =>
    import('@/features/shifts/pages/close-day-page').then((m) => ({ Component: m.CloseDayPage })),
  ),
  zReports: screen(['shifts'], () =>
    import('@/features/shifts/pages/z-reports-page').then((m) => ({ Component: m.ZReportsPage })),
  ),
  zReport: screen(['shifts'], () =>
    import('@/features/shifts/pages/z-report-page').then((m) => ({ Component: m.ZReportPage })),
  ),
  shifts: screen(['shifts'], () =>
    import('@/features/shifts/pages/shifts-page').then((m) => ({ Component: m.ShiftsPage })),
  ),
  kitchen: screen(['kitchen'], () =>
    import('@/features/kitchen/pages/kitchen-page').then((m) => ({ Component: m.KitchenPage })),
  ),
  customerScreen: screen(['screens'], () =>
    import('@/features/customer-screens/pages/customer-screen-page').then((m) => ({
      Component: m.CustomerScreenPage,
    })),
  ),
  // The POS stays light: its receipt fetches the other language when it prints in two.
  pos: screen(
    ['pos', 'shifts'],
    () => import('@/features/pos/pages/pos-page').then((m) => ({ Component: m.PosPage })),
    { bilingual: false },
  ),
  sharedTill: screen(
    ['pos', 'shifts'],
    () =>
      import('@/features/pos/shared-till/shared-till-page').then((m) => ({ Component: m.SharedTillPage })),
    { bilingual: false },
  ),
};

/** Screens of the product that later work builds; until then they say "coming soon". */
export const COMING_SOON_PATHS = ['online-orders'];
