import { expect, test, type Page } from '@playwright/test';
import { checkLayouts, shot, signIn, stamp, VIEWPORTS } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/** Writes through the API with the page's own session cookie (and the CSRF header the web sends). */
const WRITE = { 'X-Requested-With': 'cashier' };

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Opens a sidebar group and waits for its entries to finish sliding into place: Mantine's collapse
 * drops its inline height once it has opened. A group opened just before is waited for the same
 * way, as it moves the groups below it.
 */
async function openGroup(page: Page, name: RegExp): Promise<void> {
  const button = mainMenu(page).getByRole('button', { name });
  await expect(mainMenu(page).locator('[style*="will-change"]')).toHaveCount(0);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button.locator('xpath=following-sibling::*[1]')).not.toHaveAttribute('style', /height/);
}

/** The dashboard shell is ready (in either language): the top bar and the sidebar are drawn. */
async function shellReady(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button').last()).toBeVisible();
  await expect(page.locator('.mantine-AppShell-navbar')).toBeAttached();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

test.describe('dashboard shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await shellReady(page);
  });

  test('sidebar: every group, the new badge, exact and parent highlighting', async ({ page }, testInfo) => {
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const group of ['Sales', 'Tables', 'Customers', 'Screens', 'Products', 'Reports', 'Settings']) {
      await expect(menu.getByRole('button', { name: new RegExp(`^${group}`) })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: /^Screens/ })).toContainText('new');

    // Through the menu: a group opens and its entry becomes the current one.
    await openGroup(page, /^Customers/);
    await menu.getByRole('link', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/subscribers$/);
    await expect(menu.getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');

    // Settings holds the nested Front-end Website group.
    await openGroup(page, /^Settings/);
    await openGroup(page, /^Front-end Website/);
    await menu.getByRole('link', { name: 'Sliders' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/front-end\/sliders$/);
    await expect(menu.getByRole('link', { name: 'Sliders' })).toHaveAttribute('aria-current', 'page');

    // No exact entry for an edit page: its parent list is highlighted, its group open.
    await page.goto('/admin/categories/edit/1');
    const categories = menu.getByRole('link', { name: 'Categories' });
    await expect(categories).toHaveAttribute('aria-current', 'page');
    await expect(categories).toHaveAttribute('data-active', 'true');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    // A group path with no entry of its own: the group itself is highlighted.
    await page.goto('/admin/sales/invoice/1001');
    await expect(menu.getByRole('button', { name: /^Sales/ })).toHaveAttribute('data-active', 'true');
    await shot(page, testInfo, 'sidebar-parent-highlight');
  });

  test('command palette finds a screen and a demo product and opens them', async ({ page }, testInfo) => {
    // Ctrl+K opens it; a screen is found from its translated menu label.
    await page.keyboard.press('Control+K');
    const search = page.getByPlaceholder('Search screens, products, customers and orders…');
    await expect(search).toBeFocused();
    await search.fill('printers');
    await page.getByRole('button', { name: /^Printers/ }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/printers$/);

    // The top bar's search box opens it too; products come from GET /v1/search.
    await page.getByRole('button', { name: 'Open search' }).click();
    await search.fill('hummus');
    const product = page.getByRole('button', { name: /^Hummus/ });
    await expect(product).toBeVisible();
    await shot(page, testInfo, 'palette-product');
    await product.click();
    await expect(page).toHaveURL(/\/admin\/products\/edit\/\d+$/);
    await expect(page.getByLabel('English name')).toHaveValue('Hummus');

    // A customer, and a query that finds nothing says so.
    await page.keyboard.press('Control+K');
    await search.fill('Fatimah');
    await page.getByRole('button', { name: /^Fatimah Al-Zahrani/ }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/edit\/\d+$/);
    await page.keyboard.press('Control+K');
    await search.fill(`zz-nothing-${stamp()}`);
    await expect(page.getByText(/^Nothing found for/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  test('top bar: fullscreen, quick links, and live notifications from the events stream', async ({
    page,
  }, testInfo) => {
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    await page.getByRole('button', { name: 'Quick links' }).click();
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/admin/pos');
    await expect(quick.getByRole('link', { name: 'Kitchen screen' })).toHaveAttribute(
      'href',
      '/admin/screens/kitchen',
    );
    // Escape and a click elsewhere both close it.
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();
    await page.getByRole('button', { name: 'Quick links' }).click();
    await page.getByRole('main').click({ position: { x: 600, y: 400 } });
    await expect(quick).toBeHidden();
    await page.getByRole('button', { name: 'Quick links' }).click();
    await quick.getByRole('link', { name: 'New customer' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/create$/);

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    // Changes made elsewhere (here: straight through the API) arrive while the page stays open.
    const name = `Live ${stamp()}`;
    const created = await page.request.post('/v1/customers/create', { headers: WRITE, data: { name } });
    expect(created.ok()).toBe(true);
    const tables = await (await page.request.get('/v1/tables')).json();
    const table = tables.tables.find((t: { status: string }) => t.status === 'available');
    const reserved = await page.request.put(`/v1/tables/setStatus/${table.id}`, {
      headers: WRITE,
      data: { status: 'reserved' },
    });
    expect(reserved.ok()).toBe(true);
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

    await bell.click();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(`Table ${table.id} is now reserved`);
    await expect(list).toContainText('A new customer was added');
    await shot(page, testInfo, 'notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');

    // Offline: the top bar says so until the network is back.
    await page.context().setOffline(true);
    await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('status', { name: 'Offline' })).toHaveCount(0);

    // Kept for the tab: still there after a reload.
    await page.reload();
    await bell.click();
    await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(2);
    await page.request.put(`/v1/tables/setStatus/${table.id}`, {
      headers: WRITE,
      data: { status: 'available' },
    });
  });

  test('language: Arabic keeps the path, mirrors the shell, and the planned languages say coming soon', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Français is coming soon' });
    await expect(toast).toBeVisible();
    // Toasts sit top-right in English.
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(120);
    expect(box!.x + box!.width).toBeGreaterThan(VIEWPORTS.desktop.width - 60);
    await expect(page).toHaveURL(/\/admin\/categories$/);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/admin\/categories$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const navbar = await page.locator('.mantine-AppShell-navbar').boundingBox();
    expect(navbar!.x).toBeGreaterThan(VIEWPORTS.desktop.width / 2);
    await expect(
      page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الأصناف' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'اللغة' }).click();
    await expect(page.getByRole('menuitem', { name: '中文' })).toContainText('قريبًا');
    await shot(page, testInfo, 'language-menu-ar');
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page).not.toHaveURL(/\/ar\//);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the layout customizer is remembered and dark mode applies', async ({ page }, testInfo) => {
    const html = page.locator('html');
    const navbar = page.locator('.mantine-AppShell-navbar');
    const header = page.locator('.mantine-AppShell-header');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(navbar).toHaveAttribute('data-color', 'gradient');
    expect((await navbar.boundingBox())!.width).toBe(260);

    await page.getByRole('button', { name: 'Layout settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Layout settings' });
    const choose = (group: string, value: string) =>
      drawer.getByRole('group', { name: group }).getByText(value, { exact: true }).click();
    await choose('Colour scheme', 'Dark');
    await choose('Sidebar colour', 'Light');
    await choose('Sidebar size', 'Condensed');
    await choose('Width', 'Boxed');
    await choose('Menu position', 'Scrollable');
    await choose('Top bar colour', 'Dark');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await shot(page, testInfo, 'customizer-open');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(navbar).toHaveAttribute('data-color', 'light');
    await expect(header).toHaveAttribute('data-color', 'dark');
    await expect(page.locator('[data-width="boxed"]')).toBeVisible();
    await expect(page.locator('[data-menu-position="scrollable"]')).toBeAttached();
    expect((await navbar.boundingBox())!.width).toBe(76);
    // Scrollable: the top bar leaves with the page (fixed, it would stay at the top).
    await page.setViewportSize({ width: VIEWPORTS.desktop.width, height: 420 });
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(0);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.mouse.wheel(0, -1000);
    // Condensed: icons with their names as labels; a group opens as a flyout.
    await navbar.getByRole('button', { name: 'Products' }).click();
    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    // The page background follows the dark scheme instead of staying light grey.
    const background = await page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(248, 249, 250)');
    await shot(page, testInfo, 'customized-dark');

    await page.getByRole('button', { name: 'Layout settings' }).click();
    await drawer.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(navbar).toHaveAttribute('data-color', 'gradient');
    await page.reload();
    expect((await navbar.boundingBox())!.width).toBe(260);
  });

  test('phone: the menu is a drawer from the reading side', async ({ page }, testInfo) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/ar/admin');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const drawer = page.getByRole('dialog', { name: 'القائمة الرئيسية' });
    // It slides in from the right edge and stops flush with it.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(VIEWPORTS.phone.width);
    await shot(page, testInfo, 'drawer-ar-phone');
    await drawer.getByRole('button', { name: /^المنتجات/ }).click();
    await drawer.getByRole('link', { name: 'الأصناف' }).click();
    await expect(page).toHaveURL(/\/ar\/admin\/categories$/);
    await expect(drawer).toBeHidden();
  });

  test('shell layouts in English and Arabic at phone and desktop sizes', async ({ page }, testInfo) => {
    await checkLayouts(page, testInfo, '/admin/categories', 'shell', shellReady);
    await checkLayouts(page, testInfo, '/admin/categories', 'shell', shellReady, 'ar');
    const navbar = await page.locator('.mantine-AppShell-navbar').boundingBox();
    expect(navbar!.x + navbar!.width).toBe(VIEWPORTS.desktop.width);
  });

  test('the client layout frames the customer display without the back office', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/screens/customers');
    // A device's first visit asks what the screen shows (e2e/tests/customer-screens.spec.ts goes on).
    await expect(page.getByRole('heading', { name: 'What does this screen show?' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toBeVisible();
    await checkLayouts(page, testInfo, '/admin/screens/customers', 'client', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await checkLayouts(
      page,
      testInfo,
      '/admin/screens/customers',
      'client',
      async (p) => {
        await expect(p.getByRole('heading', { name: 'ماذا تعرض هذه الشاشة؟' })).toBeVisible();
      },
      'ar',
    );
  });
});

test('the client layout still needs a signed-in user', async ({ page }) => {
  await page.goto('/admin/screens/customers');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Fscreens%2Fcustomers$/);
});

const ERROR_PAGES = [
  { path: '/errors/404', heading: 'Page not found', ar: 'الصفحة غير موجودة' },
  { path: '/errors/404-alt', heading: 'Page not found', ar: 'الصفحة غير موجودة' },
  { path: '/errors/500', heading: 'Error 500', ar: /^خطأ (500|٥٠٠)$/ },
  { path: '/errors/coming-soon', heading: 'Coming soon', ar: 'قريبًا' },
  { path: '/errors/maintenance', heading: 'Down for maintenance', ar: 'النظام قيد الصيانة' },
  { path: '/no-such-page', heading: 'Page not found', ar: 'الصفحة غير موجودة' },
];

test('error and state pages, in English and Arabic', async ({ page }, testInfo) => {
  await page.goto('/errors/404');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/admin');
  await page.goto('/errors/404-alt');
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await page.goto('/errors/500');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/admin');
  await expect(
    page.getByRole('main').getByRole('img').or(page.getByRole('main').getByText('Cashier')),
  ).toBeVisible();

  for (const { path, heading, ar } of ERROR_PAGES) {
    const name = path.replace(/\W+/g, '-').replace(/^-/, '');
    await checkLayouts(page, testInfo, path, name, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
    await checkLayouts(
      page,
      testInfo,
      path,
      name,
      async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: ar })).toBeVisible();
      },
      'ar',
    );
  }
});

test('an unmatched route inside the back office keeps the shell around the 404', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('route changes show the spinner when they take a moment', async ({ page }) => {
  await signIn(page);
  await shellReady(page);
  // Every navigation re-reads the signed-in user; held back, the answer keeps the next page loading
  // until the spinner has been seen.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/v1/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await mainMenu(page).getByRole('link', { name: 'Users' }).click();
  const spinner = page.getByRole('status', { name: 'Loading…' });
  await expect(spinner).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(spinner).toBeHidden();
});

test('a screen whose code fails to load reloads once, then explains', async ({ page }) => {
  await signIn(page);
  await shellReady(page);
  // As after a deploy that removed the old chunks: the categories screen cannot be fetched.
  await page.route('**/assets/categories-page-*.js', (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));
  await mainMenu(page)
    .getByRole('button', { name: /^Products/ })
    .click();
  await mainMenu(page).getByRole('link', { name: 'Categories' }).click();
  // One reload, and within 60 s no second one: the error view instead of a reload loop.
  const failed = page.getByRole('heading', { name: /^Error \d+$/ });
  await expect(failed).toBeVisible();
  expect(loads).toBe(1);
  // The screen fails again within the minute: the error view again, still without a reload.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(failed).toBeHidden();
  await mainMenu(page).getByRole('link', { name: 'Categories' }).click();
  await expect(failed).toBeVisible();
  expect(loads).toBe(1);
});

test('a failed search says so inside the palette', async ({ page }) => {
  await signIn(page);
  await shellReady(page);
  await page.route('**/v1/search?*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  await page.keyboard.press('Control+K');
  await page.getByPlaceholder('Search screens, products, customers and orders…').fill('kofta');
  await expect(page.getByText('The search did not work. Please try again.')).toBeVisible();
});
