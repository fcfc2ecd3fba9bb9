import type { ComponentType } from 'react';
import { loadLocale } from '@/lib/i18n';

/**
 * Each screen is its own chunk, loaded when its route is first visited. Screens other than the POS
 * also bring the Arabic strings (bilingual invoices, QR cards print both languages, whatever the
 * screen's own); the POS stays light and its receipt fetches them when it prints in two languages.
 */
const screens = {
  login: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  dashboard: () =>
    import('@/features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  categories: () =>
    import('@/features/categories/pages/categories-page').then((m) => ({ Component: m.CategoriesPage })),
  categoryForm: () =>
    import('@/features/categories/pages/category-form-page').then((m) => ({ Component: m.CategoryFormPage })),
  products: () =>
    import('@/features/products/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
  productForm: () =>
    import('@/features/products/pages/product-form-page').then((m) => ({ Component: m.ProductFormPage })),
  customers: () =>
    import('@/features/customers/pages/customers-page').then((m) => ({ Component: m.CustomersPage })),
  subscribers: () =>
    import('@/features/customers/pages/customers-page').then((m) => ({ Component: m.SubscribersPage })),
  customerForm: () =>
    import('@/features/customers/pages/customer-form-page').then((m) => ({ Component: m.CustomerFormPage })),
  tables: () => import('@/features/tables/pages/tables-page').then((m) => ({ Component: m.TablesPage })),
  tableCreate: () =>
    import('@/features/tables/pages/table-form-page').then((m) => ({ Component: m.TableCreatePage })),
  tableEdit: () =>
    import('@/features/tables/pages/table-form-page').then((m) => ({ Component: m.TableEditPage })),
  tablesMenu: () =>
    import('@/features/tables/pages/tables-menu-page').then((m) => ({ Component: m.TablesMenuPage })),
  users: () => import('@/features/users/pages/users-page').then((m) => ({ Component: m.UsersPage })),
  userForm: () =>
    import('@/features/users/pages/user-form-page').then((m) => ({ Component: m.UserFormPage })),
  profile: () => import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  roles: () => import('@/features/roles/pages/roles-page').then((m) => ({ Component: m.RolesPage })),
  generalSettings: () =>
    import('@/features/settings/pages/general-settings-page').then((m) => ({
      Component: m.GeneralSettingsPage,
    })),
  plugins: () => import('@/features/settings/pages/plugins-page').then((m) => ({ Component: m.PluginsPage })),
  printers: () =>
    import('@/features/printers/pages/printers-page').then((m) => ({ Component: m.PrintersPage })),
  siteHome: () =>
    import('@/features/site/pages/site-pages-page').then((m) => ({ Component: m.SiteHomePage })),
  sitePages: () =>
    import('@/features/site/pages/site-pages-page').then((m) => ({ Component: m.SitePagesPage })),
  siteSliders: () =>
    import('@/features/site/pages/site-pages-page').then((m) => ({ Component: m.SiteSlidersPage })),
  support: () => import('@/features/support/pages/support-page').then((m) => ({ Component: m.SupportPage })),
  salesPos: () =>
    import('@/features/sales/pages/sales-list-page').then((m) => ({ Component: m.PosSalesPage })),
  salesOnline: () =>
    import('@/features/sales/pages/sales-list-page').then((m) => ({ Component: m.OnlineOrdersPage })),
  salesDebit: () =>
    import('@/features/sales/pages/debit-orders-page').then((m) => ({ Component: m.DebitOrdersPage })),
  salesOrder: () => import('@/features/sales/pages/order-page').then((m) => ({ Component: m.OrderPage })),
  salesInvoice: () =>
    import('@/features/sales/pages/invoice-page').then((m) => ({ Component: m.InvoicePage })),
};

type Screens = typeof screens;

const withBothLocales = (load: () => Promise<{ Component: ComponentType }>) => () =>
  Promise.all([load(), loadLocale('ar').catch(() => undefined)]).then(([page]) => page);

export const lazyPages = {
  ...(Object.fromEntries(
    Object.entries(screens).map(([name, load]) => [name, withBothLocales(load)]),
  ) as Screens),
  pos: () => import('@/features/pos/pages/pos-page').then((m) => ({ Component: m.PosPage })),
};

/** Screens of the spec that later issues build; until then they say "coming soon". */
export const COMING_SOON_PATHS = [
  'online-orders',
  'screens/pos',
  'screens/kitchen',
  'reports/daily',
  'reports/expenses-and-sales',
  'reports/product-sales',
  'reports/sales-manager',
  'reports/staff-logs',
];
