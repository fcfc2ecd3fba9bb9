import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { api, shot, signIn, stamp, watchCsp } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/** The guests' screens are seen across a room (1920×1080), on a tablet or a desk screen by the till, or a phone. */
const SCREENS = {
  tv: { width: 1920, height: 1080 },
  desk: { width: 1366, height: 768 },
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

const WORDS = {
  en: {
    counter: 'Counter display',
    board: 'Order-ready board',
    pairButton: 'Customer display',
    code: 'Display code',
    pair: 'Pair',
    pay: /^Pay /,
    tendered: 'Cash received',
    complete: 'Complete sale',
    newOrder: 'New order',
    invalid: 'Type the 6-letter code the customer display shows.',
  },
  ar: {
    counter: 'شاشة العميل عند الكاشير',
    board: 'لوحة الطلبات الجاهزة',
    pairButton: 'شاشة العميل',
    code: 'رمز الشاشة',
    pair: 'ربط',
    pay: /^ادفع /,
    tendered: 'المبلغ المستلم نقدًا',
    complete: 'إتمام البيع',
    newOrder: 'طلب جديد',
    invalid: 'اكتب الرمز المكوّن من 6 أحرف الظاهر على شاشة العميل.',
  },
} as const;

/** Money on screen in minor units, whatever the digits (two decimals always). */
async function minorOf(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/[\u0660-\u0669]/g, (d) =>
    String(d.charCodeAt(0) - 0x0660),
  );
  return Number(text.replace(/[^0-9]/g, ''));
}

/** Screenshots of the screen as it is now, at both sizes, back at the TV size after. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREENS)) {
    await page.setViewportSize(viewport);
    await shot(page, testInfo, `${name}-${size}`);
  }
  await page.setViewportSize(SCREENS.tv);
}

/** A second device of the restaurant, signed in as the owner, opening the customer screen in a mode. */
async function openScreen(browser: Browser, prefix: '' | '/ar', mode: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: SCREENS.tv,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await signIn(page, prefix);
  watchCsp(page);
  await page.goto(`${prefix}/admin/screens/customers`);
  await page.getByRole('button', { name: mode }).click();
  return page;
}

async function counterSale(page: Page, browser: Browser, locale: 'en' | 'ar', testInfo: TestInfo) {
  const w = WORDS[locale];
  const prefix = locale === 'ar' ? '/ar' : '';
  const display = await openScreen(browser, prefix, w.counter);
  await expect(display.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  const code = (await display.getByTestId('display-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await shots(display, testInfo, `display-pairing-${locale}`);

  // The till: a wrong code is refused in the till's language; the right one (any case) pairs.
  await page.goto(`${prefix}/admin/pos`);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await page.getByRole('button', { name: w.pairButton }).click();
  await page.getByLabel(w.code).fill('12');
  await page.getByRole('button', { name: w.pair, exact: true }).click();
  await expect(page.getByText(w.invalid)).toBeVisible();
  await page.getByLabel(w.code).fill(code.toLowerCase());
  await page.getByRole('button', { name: w.pair, exact: true }).click();

  const tiles = page.locator('[data-product-id]');
  await tiles.nth(0).click();
  await tiles.nth(1).click();
  await tiles.nth(1).click();
  const cart = display.getByTestId('display-cart');
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  const total = await minorOf(page.getByTestId('cart-total'));
  await expect.poll(() => minorOf(display.getByTestId('display-total'))).toBe(total);
  await shots(display, testInfo, `display-cart-${locale}`);

  await page.getByRole('button', { name: w.pay }).click();
  const dialog = page.getByRole('dialog');
  const tendered = (Math.floor(total / 10_000) + 1) * 10_000;
  await dialog.getByLabel(w.tendered).fill(String(tendered / 100));
  await dialog.getByRole('button', { name: w.complete }).click();
  await expect(display.getByTestId('display-paid')).toBeVisible();
  expect(await minorOf(display.getByTestId('display-change'))).toBe(tendered - total);
  expect(await minorOf(display.getByTestId('display-paid-amount'))).toBe(tendered);
  await shots(display, testInfo, `display-paid-${locale}`);

  // The cashier moves on: thank-you for five seconds, then the slides.
  await page.getByRole('dialog').getByRole('button', { name: w.newOrder }).click();
  await expect(display.getByTestId('display-thanks')).toBeVisible();
  await shots(display, testInfo, `display-thanks-${locale}`);
  await expect(display.getByTestId('display-slide')).toBeVisible({ timeout: 10_000 });
  await shots(display, testInfo, `display-slides-${locale}`);

  // A reload reads the state back from the server: still idle, still paired.
  await display.reload();
  await expect(display.getByTestId('display-slide')).toBeVisible();
  await display.context().close();
}

/** Pairs the till (on the POS screen) with the display's code, sells the first dish and pays it in cash. */
async function sellOnTill(page: Page, display: Page, locale: 'en' | 'ar'): Promise<string> {
  const w = WORDS[locale];
  const code = (await display.getByTestId('display-code').innerText()).trim();
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/admin/pos`);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await page.getByRole('button', { name: w.pairButton }).click();
  await page.getByLabel(w.code).fill(code);
  await page.getByRole('button', { name: w.pair, exact: true }).click();
  await page.locator('[data-product-id]').first().click();
  await expect(display.getByTestId('display-cart')).toBeVisible();
  const total = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: w.pay }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.tendered).fill(String((Math.floor(total / 10_000) + 1) * 100));
  await dialog.getByRole('button', { name: w.complete }).click();
  await expect(display.getByTestId('display-paid')).toBeVisible();
  return code;
}

for (const locale of ['en', 'ar'] as const) {
  test(`customer screens: a paid sale moves on by itself when the till goes away (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    // Two devices, four screen sizes of screenshots, a shared two-core machine.
    test.slow();
    const prefix = locale === 'ar' ? '/ar' : '';
    await signIn(page, prefix);
    // A short time on screen for the test; the restaurant's default is 15 seconds.
    await api(page, 'PUT', '/v1/settings/update', { values: { display_paid_seconds: '3' } });
    try {
      const display = await openScreen(browser, prefix, WORDS[locale].counter);
      const code = await sellOnTill(page, display, locale);
      // The till leaves the POS screen with the sale still on its done dialog: the tab goes elsewhere.
      await page.goto('about:blank');
      await expect(display.getByTestId('display-paid')).toBeVisible();
      await expect(display.getByTestId('display-thanks')).toBeVisible({ timeout: 5000 });
      await expect(display.getByTestId('display-slide')).toBeVisible({ timeout: 8000 });
      // By itself: the server still holds the paid sale, as the till left it.
      const { display: held } = await api<{ display: { phase: string } }>(
        page,
        'GET',
        `/v1/displays/${code}`,
      );
      expect(held.phase).toBe('paid');
      // The slide is the picture whole and sharp: never drawn larger than its own pixels.
      const img = display.getByTestId('display-slide').locator('img');
      const fit = await img.evaluate((el: HTMLImageElement) => ({
        natural: [el.naturalWidth, el.naturalHeight],
        width: el.clientWidth,
        ratio: el.clientWidth / el.clientHeight,
      }));
      expect(fit.natural).toEqual([1920, 1080]);
      expect(fit.width).toBeLessThanOrEqual(1920);
      expect(Math.abs(fit.ratio - 1920 / 1080)).toBeLessThan(0.01);
      await shots(display, testInfo, `display-slide-by-itself-${locale}`);
      await display.context().close();
    } finally {
      await api(page, 'PUT', '/v1/settings/update', { values: { display_paid_seconds: '15' } });
    }
  });
}

test('customer screens: a counter display follows the till from cart to change and thank-you', async ({
  page,
  browser,
}, testInfo) => {
  // Two devices and five states shot at four sizes, on a shared machine.
  test.slow();
  await signIn(page);
  await counterSale(page, browser, 'en', testInfo);
});

test('customer screens: the counter display in Arabic, right to left', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signIn(page, '/ar');
  await counterSale(page, browser, 'ar', testInfo);
});

interface Ticket {
  orderId: number;
  items: { id: number }[];
}

/** A product of its own, routed to a station of its own, so the test's tickets are easy to find. */
async function stationProduct(page: Page): Promise<{ station: number; product: number }> {
  const s = stamp();
  const { station } = await api<{ station: { id: number } }>(page, 'POST', '/v1/stations/create', {
    nameEn: `Pass ${s}`,
    nameAr: `الممر ${s}`,
  });
  const { category } = await api<{ category: { id: number } }>(page, 'POST', '/v1/categories/create', {
    nameEn: `Board ${s}`,
    nameAr: `اللوحة ${s}`,
    stationId: station.id,
  });
  const created = await api<{ products: { id: number }[] }>(page, 'POST', '/v1/products/create', {
    categoryId: category.id,
    nameEn: `Board dish ${s}`,
    nameAr: `طبق اللوحة ${s}`,
    price: 1500,
  });
  return { station: station.id, product: created.products[0]!.id };
}

for (const locale of ['en', 'ar'] as const) {
  test(`customer screens: the order-ready board moves a number to Ready (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    const prefix = locale === 'ar' ? '/ar' : '';
    await signIn(page);
    const { station, product } = await stationProduct(page);
    const board = await openScreen(browser, prefix, WORDS[locale].board);
    const preparing = board.getByTestId('board-preparing');
    const ready = board.getByTestId('board-ready');
    // Both headings in both languages, whatever the screen's.
    await expect(preparing.getByRole('heading')).toContainText('Preparing');
    await expect(preparing.getByRole('heading')).toContainText('قيد التحضير');
    await expect(ready.getByRole('heading')).toContainText('جاهز');
    // Sound needs a tap before the browser plays it.
    await board.getByRole('button', { name: locale === 'ar' ? 'تشغيل الصوت' : 'Enable sound' }).click();
    await expect(board.getByRole('img', { name: locale === 'ar' ? 'الصوت يعمل' : 'Sound on' })).toBeVisible();

    const { order } = await api<{ order: { id: number; ticketNumber: number }[] }>(
      page,
      'POST',
      '/v1/orders/create',
      { type: 'pos', lines: [{ productId: product, quantity: 2 }] },
    );
    const { id, ticketNumber } = order[0]!;
    const number = (where: Locator) => where.locator(`[data-order-number="${ticketNumber}"]`);
    await expect(number(preparing)).toBeVisible();
    await expect(number(ready)).toHaveCount(0);

    const { tickets } = await api<{ tickets: Ticket[] }>(
      page,
      'GET',
      `/v1/kitchen/tickets?station=${station}`,
    );
    const ticket = tickets.find((k) => k.orderId === id);
    if (!ticket) throw new Error('the order sent no ticket to its station');
    for (const item of ticket.items) {
      await api(page, 'POST', '/v1/kitchen/items/done', { itemId: item.id, done: true });
    }
    await expect(number(ready)).toBeVisible();
    await expect(number(preparing)).toHaveCount(0);
    await shots(board, testInfo, `board-${locale}`);

    // Collected: it leaves the board.
    await api(page, 'POST', '/v1/kitchen/serve', { orderId: id });
    await expect(number(ready)).toHaveCount(0);
    await board.context().close();
  });
}

test('customer screens: the board says when the connection is lost and catches up on reconnect', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const { station, product } = await stationProduct(page);
  const context = await browser.newContext({
    viewport: SCREENS.tv,
    baseURL: test.info().project.use.baseURL,
  });
  const board = await context.newPage();
  await signIn(board);
  // The events stream is cut before the board opens: it reads the board once, then hears nothing.
  await board.route('**/v1/events*', (route) => route.abort());
  await board.goto('/admin/screens/customers');
  await board.getByRole('button', { name: WORDS.en.board }).click();
  await expect(board.getByRole('alert')).toContainText('Connection lost');

  const { order } = await api<{ order: { id: number; ticketNumber: number }[] }>(
    page,
    'POST',
    '/v1/orders/create',
    { type: 'pos', lines: [{ productId: product, quantity: 1 }] },
  );
  const { id, ticketNumber } = order[0]!;
  const { tickets } = await api<{ tickets: Ticket[] }>(page, 'GET', `/v1/kitchen/tickets?station=${station}`);
  for (const item of tickets.find((k) => k.orderId === id)?.items ?? []) {
    await api(page, 'POST', '/v1/kitchen/items/done', { itemId: item.id, done: true });
  }
  const ready = board.getByTestId('board-ready').locator(`[data-order-number="${ticketNumber}"]`);
  await expect(ready).toHaveCount(0);

  // Back online: the board reads itself again and equals the server.
  await board.unroute('**/v1/events*');
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(board.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('customer screens: only staff who may see them open them', async ({ page }) => {
  await page.goto('/admin/screens/customers');
  await expect(page).toHaveURL(/\/auth\/login/);

  // A waiter (no Screens permission) signs in on the device: the screen says why it shows nothing.
  await signIn(page);
  const s = stamp();
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  const waiter = { email: `waiter-${s}@cashier.test`, password: 'Waiter-pass-2026' };
  await api(page, 'POST', '/v1/users/create', {
    name: `Waiter ${s}`,
    ...waiter,
    roleId: roles.find((r) => r.name === 'waiter')?.id,
    locale: 'en',
  });
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.locator('input[type=email]').fill(waiter.email);
  await page.locator('input[type=password]').fill(waiter.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/admin/);
  await page.goto('/admin/screens/customers');
  await page.getByRole('button', { name: WORDS.en.board }).click();
  await expect(page.getByRole('alert')).toContainText('may not open the customer screens');
});
