import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ORDER_KIND_LABELS } from '@cashier/contracts';
import { checkLayouts, money, shot, signIn, stamp } from '../support/index.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Product {
  id: number;
  categoryId: number;
  nameEn: string;
  nameAr: string;
  price: number;
}
interface Category {
  id: number;
  nameEn: string;
  nameAr: string;
}
interface Dashboard {
  date: string;
  currency: string;
  sales: number;
  orders: number;
  openOrders: number;
  averageOrder: number;
  byType: { type: string; orders: number; sales: number }[];
  topProducts: { productId: number | null; name: string; nameAr: string; quantity: number }[];
}

/** Writes with the page's session cookie carry the CSRF header the web app sends. */
const WRITE = { 'X-Requested-With': 'cashier' };

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Creates a counter order through the API and completes it, paid by card: a sale for today. */
async function sell(page: Page, productId: number, quantity: number): Promise<{ total: number }> {
  const created = await page.request.post('/v1/orders/create', {
    headers: { ...WRITE, 'Idempotency-Key': randomUUID() },
    data: { type: 'pos', lines: [{ productId, quantity }] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const order = (await created.json()).order[0];
  const done = await page.request.put('/v1/orders/update', {
    headers: WRITE,
    data: {
      id: order.id,
      version: order.version,
      status: 'completed',
      payments: [{ method: 'card', amount: order.total }],
    },
  });
  expect(done.status(), await done.text()).toBe(200);
  return { total: order.total };
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const bodyRows = (page: Page) => page.locator('table tbody tr');

test('the dashboard shows the day the API reports, refreshes live after a sale, and shows an empty day', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(card(page, 'Sales')).toBeVisible();

  // A big sale of one product so it is certainly among the best sellers, whatever else ran today.
  const { products } = await getJson<{ products: Product[] }>(page, '/v1/products');
  const product = products.find((p) => p.price > 0)!;
  const { total } = await sell(page, product.id, 150);
  expect(total).toBeGreaterThan(0);

  const day = await getJson<Dashboard>(page, '/v1/reports/dashboard');
  expect(day.orders).toBeGreaterThan(0);
  expect(day.sales).toBeGreaterThanOrEqual(total);
  expect(day.topProducts.map((p) => p.productId)).toContain(product.id);

  // No reload: the order events refresh the figures on screen.
  await expect(card(page, 'Sales')).toContainText(await money(page, day.sales, day.currency, 'en'));
  await expect(card(page, 'Completed orders')).toContainText(String(day.orders));
  await expect(card(page, 'Open orders')).toContainText(String(day.openOrders));
  await expect(card(page, 'Average order')).toContainText(
    await money(page, day.averageOrder, day.currency, 'en'),
  );

  const byHour = page.getByRole('region', { name: 'Sales by hour' });
  await expect(byHour.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const byType = page.getByRole('region', { name: 'Orders by type' });
  const pos = day.byType.find((row) => row.type === 'pos')!;
  await expect(byType.getByRole('listitem').filter({ hasText: ORDER_KIND_LABELS.en.pos })).toContainText(
    await money(page, pos.sales, day.currency, 'en'),
  );
  await expect(byType.locator('.recharts-pie-sector').first()).toBeVisible();
  const top = page.getByRole('region', { name: 'Top products' });
  await expect(top.getByRole('listitem')).toHaveCount(day.topProducts.length);
  // Other journeys may have sold this product today too: the figure is the server's, not ours.
  const sold = day.topProducts.find((p) => p.productId === product.id)!.quantity;
  expect(sold).toBeGreaterThanOrEqual(150);
  await expect(top.getByRole('listitem').filter({ hasText: product.nameEn })).toContainText(`${sold} sold`);
  await shot(page, testInfo, 'dashboard-with-sales');

  // Another business day: long ago, nothing sold.
  const past = await getJson<Dashboard>(page, '/v1/reports/dashboard?date=2020-01-01');
  expect(past.orders).toBe(0);
  await page.getByLabel('Business day').fill('2020-01-01');
  await expect(page.getByText('No sales on Wednesday, January 1, 2020')).toBeVisible();
  await expect(card(page, 'Sales')).toContainText(await money(page, 0, day.currency, 'en'));
  await expect(page.getByRole('region', { name: 'Sales by hour' })).toHaveCount(0);
  await shot(page, testInfo, 'dashboard-empty-day');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByLabel('Business day')).toHaveValue(day.date);
  await expect(top).toBeVisible();
});

test('a role without dashboard.view sees a friendly message instead of the figures', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const { roles } = await getJson<{ roles: { id: number; name: string; permissions: string[] }[] }>(
    page,
    '/v1/roles',
  );
  const role = roles.find(
    (r) => !r.permissions.includes('dashboard.view') && r.permissions.includes('catalog.view'),
  )!;
  const waiter = { email: `waiter-${stamp()}@cashier.test`, password: 'Waiter-pass-2026' };
  const made = await page.request.post('/v1/users/create', {
    headers: WRITE,
    data: { name: 'Walid Waiter', ...waiter, roleId: role.id, locale: 'en' },
  });
  expect(made.status(), await made.text()).toBe(200);

  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto('/auth/login');
  await staff.locator('input[type=email]').fill(waiter.email);
  await staff.locator('input[type=password]').fill(waiter.password);
  await staff.locator('button[type=submit]').click();
  // Without the dashboard, a sign-in lands on the till; the dashboard itself says why it is empty.
  await expect(staff).toHaveURL(/\/admin\/pos$/);
  await staff.goto('/admin');
  await expect(staff.getByText("The day's figures are not available to you")).toBeVisible();
  await expect(staff.getByLabel('Products', { exact: true })).toHaveText(/^\d+$/);
  await shot(staff, testInfo, 'dashboard-not-allowed');
  await context.close();
});

test('categories sort by name both ways', async ({ page }) => {
  await signIn(page);
  const { categories } = await getJson<{ categories: Category[] }>(page, '/v1/categories');
  const names = categories
    .map((c) => c.nameEn)
    .sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare);
  await page.goto('/admin/categories');
  await expect(bodyRows(page).first()).toBeVisible();
  const header = page.getByRole('button', { name: 'English name' });
  await header.click();
  await expect(page.getByRole('columnheader', { name: 'English name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page).first()).toContainText(names[0]!);
  await header.click();
  await expect(page.getByRole('columnheader', { name: 'English name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(bodyRows(page).first()).toContainText(names.at(-1)!);
});

test('products page through 25 at a time, sort by price and filter by category', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const { products } = await getJson<{ products: Product[] }>(page, '/v1/products');
  const { categories } = await getJson<{ categories: Category[] }>(page, '/v1/categories');
  const currency = (
    await getJson<{ settings: { key: string; value: string }[] }>(page, '/v1/settings')
  ).settings.find((s) => s.key === 'currency')!.value;
  expect(products.length).toBeGreaterThan(25);

  await page.goto('/admin/products');
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(page.getByText(`1–25 of ${products.length}`)).toBeVisible();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(bodyRows(page)).toHaveCount(Math.min(25, products.length - 25));
  await expect(page.getByText(`26–${Math.min(50, products.length)} of ${products.length}`)).toBeVisible();
  await shot(page, testInfo, 'products-page-2');

  // Sorting goes back to the first page, cheapest first, then dearest first.
  const prices = products.map((p) => p.price).sort((a, b) => a - b);
  await page.getByRole('button', { name: 'Price' }).click();
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(bodyRows(page).first()).toContainText(await money(page, prices[0]!, currency, 'en'));
  await page.getByRole('button', { name: 'Price' }).click();
  await expect(bodyRows(page).first()).toContainText(await money(page, prices.at(-1)!, currency, 'en'));

  // The category filter keeps only that category's products.
  const category = categories.find((c) => products.some((p) => p.categoryId === c.id))!;
  const inCategory = products.filter((p) => p.categoryId === category.id);
  await page.getByLabel('Category').selectOption({ label: category.nameEn });
  await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
  await expect(bodyRows(page)).toHaveCount(Math.min(25, inCategory.length));
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(category.nameEn);
  await shot(page, testInfo, 'products-filtered');
});

test('Arabic: the dashboard and the products list read right to left with Arabic names', async ({
  page,
}, testInfo) => {
  await signIn(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 2 })).toBeVisible();
  const day = await getJson<Dashboard>(page, '/v1/reports/dashboard');
  await expect(card(page, 'المبيعات')).toContainText(await money(page, day.sales, day.currency, 'ar'));
  if (day.orders > 0) {
    const top = page.getByRole('region', { name: 'الأكثر مبيعًا' });
    await expect(top.getByRole('listitem').first()).toContainText(day.topProducts[0]!.nameAr);
    await expect(page.getByRole('region', { name: 'الطلبات حسب النوع' })).toContainText(
      ORDER_KIND_LABELS.ar.pos,
    );
  }
  await shot(page, testInfo, 'dashboard-arabic');

  const { products } = await getJson<{ products: Product[] }>(page, '/v1/products');
  await page.goto('/ar/admin/products');
  await expect(page.getByRole('heading', { name: 'المنتجات', level: 2 })).toBeVisible();
  // Search finds by either name; the row shows the Arabic one.
  const first = products[0]!;
  await page.getByRole('main').getByRole('searchbox').fill(first.nameEn);
  const row = page.getByRole('row').filter({ hasText: first.nameAr }).first();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(first.nameEn);
  await expect(page.getByRole('button', { name: 'السعر' })).toBeVisible();
});

test('dashboard and catalogue screens fit a phone and a laptop in both languages', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const dashboardReady = async (p: Page) => {
    await expect(p.getByRole('group').first()).toBeVisible();
    await expect(p.locator('.mantine-Skeleton-root')).toHaveCount(0);
  };
  const tableReady = async (p: Page) => {
    await expect(bodyRows(p).first()).toBeVisible();
  };
  await checkLayouts(page, testInfo, '/admin', 'dashboard', dashboardReady);
  await checkLayouts(page, testInfo, '/admin/categories', 'categories', tableReady);
  await checkLayouts(page, testInfo, '/admin/products', 'products', tableReady);
  await checkLayouts(page, testInfo, '/admin/products/create', 'product-form', async (p) => {
    await expect(p.getByLabel('English name')).toBeVisible();
  });
  await checkLayouts(page, testInfo, '/admin', 'dashboard', dashboardReady, 'ar');
  await checkLayouts(page, testInfo, '/admin/products', 'products', tableReady, 'ar');
});
