/** Each screen is its own chunk, loaded when its route is first visited. */
export const lazyPages = {
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
};

/** Screens of the spec that later issues build; until then they say "coming soon". */
export const COMING_SOON_PATHS = [
  'pos',
  'pos/:order',
  'online-orders',
  'sales/pos',
  'sales/debit-orders',
  'sales/online-orders',
  'sales/invoice/:number',
  'sales/order/:id',
  'tables',
  'tables/create',
  'tables/edit/:id?',
  'tables/tables-menu',
  'customers',
  'customers/create',
  'customers/subscribers',
  'customers/edit/:id',
  'screens/pos',
  'screens/kitchen',
  'screens/customers',
  'reports/daily',
  'reports/expenses-and-sales',
  'reports/product-sales',
  'reports/sales-manager',
  'reports/staff-logs',
  'users',
  'users/create',
  'users/edit/:id',
  'settings/general',
  'settings/plugins',
  'settings/printers',
  'settings/roles',
  'settings/front-end/home',
  'settings/front-end/pages',
  'settings/front-end/sliders',
  'support',
  'profile',
];
