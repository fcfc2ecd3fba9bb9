import { expect, type Page, type TestInfo } from '@playwright/test';

/** The owner the Playwright config seeds (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OWNER = { email: 'owner@cashier.test', password: 'Owner-pass-2026' };

/** The two window sizes every screen must fit: a phone and a small laptop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/** The header every write needs: the server's CSRF check for cookie-authenticated requests. */
export const WRITE = { 'X-Requested-With': 'cashier' };

/**
 * ASCII digits written in another digit set, as an Arabic keyboard types them: Arabic-Indic
 * (`'arabic'`, ٠–٩) or Eastern Arabic-Indic as on Persian and Urdu keyboards (`'eastern'`, ۰–۹).
 */
export function indicDigits(digits: string, set: 'arabic' | 'eastern'): string {
  const zero = set === 'arabic' ? 0x0660 : 0x06f0;
  return digits.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
}

/**
 * Calls the API with the page's session cookie, as another screen of the restaurant would, and
 * fails the test, with the server's answer, unless it succeeded.
 */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { ...WRITE, ...headers } });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** The menu's products a till can sell now: active, in an active category. */
export async function sellableProducts<P extends { active: boolean; categoryId: number }>(
  page: Page,
): Promise<P[]> {
  const { categories } = await api<{ categories: { id: number; active: boolean }[] }>(
    page,
    'GET',
    '/v1/categories',
  );
  const live = new Set(categories.filter((c) => c.active).map((c) => c.id));
  const { products } = await api<{ products: P[] }>(page, 'GET', '/v1/products');
  return products.filter((p) => p.active && live.has(p.categoryId));
}

/** A short suffix that keeps names unique across runs on the same database. */
export const stamp = (): string => Date.now().toString(36).slice(-5);

const cspViolations = new WeakMap<Page, string[]>();

/**
 * Starts collecting the page's Content-Security-Policy violations: Chromium reports each one
 * (a blocked inline script, style or picture) as a console error. signIn and checkLayouts start
 * it; shot and checkLayouts then fail on any, so every main screen is checked against the policy.
 */
export function watchCsp(page: Page): void {
  if (cspViolations.has(page)) return;
  const seen: string[] = [];
  cspViolations.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      seen.push(message.text());
    }
  });
}

/** Fails when the page broke its Content-Security-Policy since watchCsp began. */
export function expectNoCspViolations(page: Page): void {
  expect(cspViolations.get(page) ?? [], 'Content-Security-Policy violations').toEqual([]);
}

/** A full-page screenshot kept as a test artefact, of a page that kept to its CSP. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expectNoCspViolations(page);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * Closes every toast and waits for the CSS transitions of drawers, dialogs and toasts to end, so
 * a screenshot shows the screen itself.
 */
export async function settle(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-closeButton');
  // One may be leaving already as another is clicked: a miss is fine, the count is what matters.
  // One may also arrive after the buttons were listed (its request answered late): list again.
  await expect(async () => {
    for (const button of await close.all()) await button.click({ timeout: 1000 }).catch(() => undefined);
    await expect(close).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner never ends.
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/** Signs the owner in through the login form and lands on the dashboard. */
export async function signIn(page: Page, prefix: '' | '/ar' = ''): Promise<void> {
  watchCsp(page);
  await page.goto(`${prefix}/auth/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(OWNER.email);
  await page.locator('input[type=password]').first().fill(OWNER.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
}

/**
 * Fails when anything sticks out of the viewport sideways (the usual RTL and phone bug).
 * Scrollable containers (tables in a ScrollArea) may be wider inside; the page itself may not.
 */
export async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      width,
      scroll: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    };
  });
  expect(
    overflow.scroll,
    `page is ${overflow.scroll}px wide in a ${overflow.width}px window`,
  ).toBeLessThanOrEqual(overflow.width);
  expect(overflow.body).toBeLessThanOrEqual(overflow.width);
}

/**
 * Opens `path` at both viewports (in the given locale), checks the direction and overflow, and
 * keeps a screenshot of each.
 */
export async function checkLayouts(
  page: Page,
  testInfo: TestInfo,
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  locale: 'en' | 'ar' = 'en',
): Promise<void> {
  watchCsp(page);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto(locale === 'ar' ? `/ar${path}` : path);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectNoOverflow(page);
    await shot(page, testInfo, `${name}-${locale}-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Money as the app formats it (the browser's own Intl, so digits, marks and spaces match exactly). */
export function money(
  page: Page,
  minor: number,
  currency: string,
  locale: 'en' | 'ar' = 'en',
): Promise<string> {
  return page.evaluate(
    ([m, c, l]) => {
      const exp = new Intl.NumberFormat('en', { style: 'currency', currency: c }).resolvedOptions()
        .maximumFractionDigits!;
      return new Intl.NumberFormat(l, {
        style: 'currency',
        currency: c,
        minimumFractionDigits: exp,
        maximumFractionDigits: exp,
      }).format(m / 10 ** exp);
    },
    [minor, currency, locale] as const,
  );
}
