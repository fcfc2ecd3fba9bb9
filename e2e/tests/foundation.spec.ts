import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shot, watchCsp } from '../support/index.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/** The owner the Playwright config seeds (ADMIN_EMAIL / ADMIN_PASSWORD). */
const OWNER = { email: 'owner@cashier.test', password: 'Owner-pass-2026' };
const DISH = path.join(import.meta.dirname, '..', 'fixtures', 'dish.png');

async function signIn(page: Page): Promise<void> {
  watchCsp(page);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('owner signs in, adds a category and a product with a picture, reads it in Arabic and signs out', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const category = { en: `Desserts ${stamp}`, ar: `حلويات ${stamp}` };
  const product = { en: `Kunafa ${stamp}`, ar: `كنافة ${stamp}` };

  // Sign-in page: title, footer, and a clear message for a wrong password.
  watchCsp(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Cashier' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Support' })).toBeVisible();
  // No feedback recipient is set (feedback_contact), so the link waits for one (public-pages.spec).
  await expect(footer.getByRole('link', { name: 'Give feedback' })).toHaveCount(0);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toContainText(
    'The email or password is wrong.',
  );
  await expect(page).toHaveURL(/\/auth\/login/);
  await shot(page, testInfo, '01-login-failed');

  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(page.getByText(/^Hello, /)).toBeVisible();
  await expect(page.getByLabel('Categories', { exact: true })).toHaveText(/^\d+$/);
  await shot(page, testInfo, '02-dashboard');

  // A category, reached through the sidebar.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Products', { exact: true }).first().click();
  await menu.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await page.getByRole('link', { name: 'New category' }).click();
  await expect(page.getByRole('heading', { name: 'New category' })).toBeVisible();
  await page.getByLabel('English name').fill(category.en);
  await page.getByLabel('Arabic name').fill(category.ar);
  // Mantine puts a field's dir on the box around its input.
  await expect(page.getByLabel('Arabic name').locator('..')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByText('Category saved')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: category.en })).toContainText(category.ar);

  // A product in it, with a picture; the price refuses more decimals than SAR has.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: category.en });
  await page.getByLabel('English name').fill(product.en);
  await page.getByLabel('Arabic name').fill(product.ar);
  await page.getByLabel('English description').fill('Warm cheese pastry with syrup');
  await page.getByLabel('Price').fill('12.345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('at most 2 decimal places')).toBeVisible();
  await page.getByLabel('Price').fill('12.5');
  await page.getByLabel('Picture', { exact: true }).setInputFiles(DISH);
  await expect(page.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', /^\/uploads\//);
  await page.getByLabel('SKU').fill(`SKU-${stamp}`);
  await shot(page, testInfo, '03-product-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText('Product saved')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(product.en);
  const row = page.getByRole('row').filter({ hasText: product.en });
  await expect(row).toContainText('SAR 12.50');
  await expect(row).toContainText(category.en);
  await expect(row.getByRole('img', { name: product.en })).toHaveAttribute('src', /^\/uploads\//);
  await shot(page, testInfo, '04-products-list');

  // Arabic: same screen under /ar, right to left, Arabic text.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/products$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'المنتجات', level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'بحث', exact: true }).fill(stamp);
  const arRow = page.getByRole('row').filter({ hasText: product.ar });
  await expect(arRow).toContainText(category.ar);
  await expect(arRow).toContainText('ر.س');
  await shot(page, testInfo, '05-products-arabic');

  // Sign out from the profile menu: back to the (Arabic) sign-in page, and the session is gone.
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await shot(page, testInfo, '06-signed-out');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin$/);
});

test('deleting asks first, and a category that still holds products is refused with a message', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  await signIn(page);
  await page.goto('/admin/categories/create');
  await page.getByLabel('English name').fill(`Drinks ${stamp}`);
  await page.getByLabel('Arabic name').fill(`مشروبات ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  await page.goto('/admin/products/create');
  await page.getByLabel('Category').selectOption({ label: `Drinks ${stamp}` });
  await page.getByLabel('English name').fill(`Mint tea ${stamp}`);
  await page.getByLabel('Arabic name').fill(`شاي بالنعناع ${stamp}`);
  await page.getByLabel('Price').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Delete Drinks ${stamp}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Drinks ${stamp}`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Could not delete the category')).toBeVisible();
  await shot(page, testInfo, 'category-delete-refused');

  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Delete Mint tea ${stamp}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“Mint tea ${stamp}” was deleted`)).toBeVisible();

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Delete Drinks ${stamp}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“Drinks ${stamp}” was deleted`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Drinks ${stamp}` })).toHaveCount(0);
});

test('mistyped passwords slow the next try down, said in seconds, in English and Arabic', async ({
  page,
}, testInfo) => {
  // An account of its own, so the journeys that sign the owner in are not slowed down.
  const email = `typo-${Date.now().toString(36)}@cashier.test`;
  /** Signs in with a password and answers the status of the server's answer. */
  const attempt = async (password: string) => {
    await page.getByLabel(/Email|البريد الإلكتروني/).fill(email);
    await page.getByLabel(/Password|كلمة المرور/).fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
    await page.getByRole('button', { name: /Sign in|تسجيل الدخول/ }).click();
    return (await answer).status();
  };
  // A try inside a delay is refused (429) and not counted; one after it counts (401) and doubles the
  // next delay. Trying until the expected answer comes therefore waits out a delay, and still lands
  // inside one when checking the password outlasted the delay on a busy machine.
  const answered = (password: string, status: 401 | 429) =>
    expect.poll(() => attempt(password), { timeout: 30_000 }).toBe(status);
  const alert = page.getByRole('alert');
  const wrong = /The email or password is wrong\.|البريد الإلكتروني أو كلمة المرور غير صحيحة/;
  await page.goto('/auth/login');
  // Three typos are free; after each further one the next try waits 1, 2, 4 … seconds.
  for (let i = 0; i < 3; i++) {
    expect(await attempt(`typo-${i}`)).toBe(401);
    await expect(alert).toContainText(wrong);
  }
  await answered('typo-3', 401);
  await expect(alert).toContainText(wrong);
  await answered('typo-4', 429);
  await expect(alert).toContainText(/Too many failed attempts\. Wait \d+ seconds? before trying again\./);
  await shot(page, testInfo, 'login-slowed-en');
  await page.goto('/ar/auth/login');
  await answered('typo-5', 401);
  await expect(alert).toContainText(wrong);
  await answered('typo-6', 429);
  await expect(alert).toContainText(/محاولات فاشلة كثيرة\. انتظر .+ قبل المحاولة مرة أخرى\./);
  await shot(page, testInfo, 'login-slowed-ar');
});

test('an unknown route shows the not-found page with a way home', async ({ page }, testInfo) => {
  watchCsp(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/admin');
  await shot(page, testInfo, 'not-found');
  await page.goto('/ar/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar/admin');
});

test('guarded routes send a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Fproducts$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/ar/admin');
  await expect(page).toHaveURL(/\/ar\/auth\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
