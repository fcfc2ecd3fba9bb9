import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkLayouts, shot, signIn, stamp } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

const DISH = path.join(import.meta.dirname, '..', 'fixtures', 'dish.png');
const WRITE = { 'X-Requested-With': 'cashier' };

/** The settings as staff read them, key → value. */
async function readSettings(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get('/v1/settings');
  expect(response.ok()).toBe(true);
  const { settings } = (await response.json()) as { settings: { key: string; value: string }[] };
  return Object.fromEntries(settings.map((s) => [s.key, s.value]));
}

/** Puts settings back through the API: other files share this database and read the name and tax. */
async function restoreSettings(page: Page, values: Record<string, string>): Promise<void> {
  const response = await page.request.put('/v1/settings/update', { headers: WRITE, data: { values } });
  expect(response.ok(), await response.text()).toBe(true);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
/** The footer's link (the back office's footer sits inside main, so it is no contentinfo landmark). */
const feedbackLink = (page: Page) => page.getByRole('link', { name: 'Give feedback', exact: true });

test('general settings: name and tax rate saved, a refused value saves nothing, a logo in the sidebar', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const before = await readSettings(page);
  const name = `Bab Al Yemen ${stamp()}`;
  try {
    await page.goto('/admin/settings/general');
    await expect(heading(page, 'General settings')).toBeVisible();
    await expect(page.getByLabel('Tax rate')).toHaveValue('15');
    await expect(page.getByLabel('Discount approval above')).toHaveValue('20');

    // Name and a tax rate with a decimal: 15.5 % is stored as exactly 1550 basis points.
    await page.getByLabel('Restaurant name').fill(name);
    await page.getByLabel('Tax rate').fill('15.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const brand = page.getByRole('link', { name: `${name} home` });
    await expect(brand).toContainText(name);
    expect((await readSettings(page)).tax_rate_bp).toBe('1550');
    await page.reload();
    await expect(page.getByLabel('Restaurant name')).toHaveValue(name);
    await expect(page.getByLabel('Tax rate')).toHaveValue('15.5');
    await expect(page).toHaveTitle(new RegExp(name));

    // 120 % is refused beside the field, and the name typed with it is not saved either.
    await page.getByLabel('Restaurant name').fill(`${name} changed`);
    await page.getByLabel('Tax rate').fill('120');
    await page.getByLabel('Service charge').fill('2.555');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Tax rate')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a percentage from 0 to 100.')).toBeVisible();
    await expect(page.getByText('Enter a number such as 15 or 15.5 (up to 2 decimals).')).toBeVisible();
    await expect(page.getByLabel('Tax rate')).toBeFocused();
    await shot(page, testInfo, 'general-refused');
    await page.reload();
    await expect(page.getByLabel('Restaurant name')).toHaveValue(name);
    await expect(page.getByLabel('Tax rate')).toHaveValue('15.5');

    // The server checks too, and writes all or nothing.
    const refused = await page.request.put('/v1/settings/update', {
      headers: WRITE,
      data: { values: { restaurant_name: 'Never saved', tax_rate_bp: '12000' } },
    });
    expect(refused.status()).toBe(400);
    expect(
      ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty('tax_rate_bp');
    expect((await readSettings(page)).restaurant_name).toBe(name);

    // Another currency warns before anything is saved; undo leaves it as it was.
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).fill('KWD');
    await page.getByRole('option', { name: /^KWD — Kuwaiti Dinar/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Changing the currency' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Changing the currency' })).toHaveCount(0);

    // A logo, previewed at the sidebar's 50 px, then shown in the sidebar.
    await page.getByLabel('Logo', { exact: true }).setInputFiles(DISH);
    const preview = page.getByRole('img', { name: 'Logo', exact: true });
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    expect((await preview.boundingBox())?.height).toBe(50);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(brand.getByRole('img', { name })).toHaveAttribute('src', /^\/uploads\//);
    await shot(page, testInfo, 'general-logo');
  } finally {
    await restoreSettings(page, {
      restaurant_name: before.restaurant_name ?? 'Cashier',
      tax_rate_bp: before.tax_rate_bp ?? '1500',
      service_charge_bp: before.service_charge_bp ?? '0',
      logo: before.logo ?? '',
      small_logo: before.small_logo ?? '',
    });
  }
});

test('plugins: switched on and configured, then back off', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/admin/settings/plugins');
  await expect(heading(page, 'Plugins')).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Enabled: Kitchen printer' });
  // Mantine lays the switch's invisible input over the track and the label, where people click.
  const flip = () => toggle.click();
  await expect(toggle).not.toBeChecked();
  await flip();
  await expect(page.getByText('Kitchen printer is on')).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked();

  await page.getByRole('button', { name: 'Configure Kitchen printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Kitchen printer' });
  await dialog.getByRole('textbox', { name: 'Name 1' }).fill('copies');
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('2');
  await dialog.getByRole('button', { name: 'Add a setting' }).click();
  await dialog.getByRole('textbox', { name: 'Name 2' }).fill('copies');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This name is used twice.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name 2' }).fill('cut');
  await dialog.getByRole('textbox', { name: 'Value 2' }).fill('partial');
  await shot(page, testInfo, 'plugin-config');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Kitchen printer settings saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const plugins = (await (await page.request.get('/v1/plugins')).json()) as {
    plugins: { key: string; enabled: boolean; config: Record<string, string> }[];
  };
  expect(plugins.plugins.find((p) => p.key === 'kitchen-printer')).toMatchObject({
    enabled: true,
    config: { copies: '2', cut: 'partial' },
  });

  await flip();
  await expect(page.getByText('Kitchen printer is off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

test('printers: a network printer needs a host; create, edit, duplicate name, delete', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const till = `Till ${s}`;
  await signIn(page);
  await page.goto('/admin/settings/printers');
  await expect(heading(page, 'Printers')).toBeVisible();
  await expect(page.getByText('Send a test page after setting a printer up')).toBeVisible();

  await page.getByRole('button', { name: 'New printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New printer' });
  await dialog.getByLabel('Name').fill(till);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Host or IP address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('A network printer needs its host or IP address.')).toBeVisible();
  // Mantine puts a field's dir on the box around its input.
  await expect(dialog.getByLabel('Host or IP address').locator('..')).toHaveAttribute('dir', 'ltr');
  await dialog.getByLabel('Host or IP address').fill('192.168.1.50');
  await dialog.getByText('80 mm').click();
  await shot(page, testInfo, 'printer-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Printer “${till}” saved`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: till });
  await expect(row).toContainText('Receipts');
  await expect(row).toContainText('192.168.1.50:9100');
  await expect(row).toContainText('80 mm');

  // A kitchen printer on the browser: no address. Then the same name as the first: refused.
  await page.getByRole('button', { name: 'New printer' }).click();
  await dialog.getByLabel('Name').fill(`Grill ${s}`);
  await dialog.getByRole('combobox', { name: 'Used for' }).click();
  await page.getByRole('option', { name: 'Kitchen tickets' }).click();
  await dialog.getByText('Browser', { exact: true }).click();
  await expect(dialog.getByLabel('Host or IP address')).toHaveCount(0);
  await dialog.getByText('58 mm').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const grill = page.getByRole('row').filter({ hasText: `Grill ${s}` });
  await expect(grill).toContainText('Kitchen tickets');
  await expect(grill).toContainText('58 mm');

  await grill.getByRole('button', { name: `Edit Grill ${s}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Grill ${s}` });
  await edit.getByLabel('Name').fill(till);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Another printer already has this name.')).toBeVisible();
  await edit.getByLabel('Name').fill(`Grill station ${s}`);
  await edit.getByRole('switch', { name: /^Active/ }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('row').filter({ hasText: `Grill station ${s}` });
  await expect(renamed).toContainText('Inactive');

  for (const name of [till, `Grill station ${s}`]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Printer “${name}” deleted`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  }
});

test('website: a page with its slug, a duplicate slug refused, a slide with a picture, deletes', async ({
  page,
}, testInfo) => {
  const s = stamp();
  await signIn(page);
  await page.goto('/admin/settings/front-end/pages');
  await expect(heading(page, 'Website pages')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'About us' })).toContainText('/about');

  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('English title').fill(`Opening hours ${s}`);
  await expect(dialog.getByLabel('Address (slug)')).toHaveValue(`opening-hours-${s}`);
  await expect(dialog.getByLabel('Arabic title').locator('..')).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByLabel('Arabic text').locator('..')).toHaveAttribute('dir', 'rtl');
  await dialog.getByLabel('Arabic title').fill(`أوقات العمل ${s}`);
  await dialog.getByLabel('English text').fill('Every day from noon to midnight.');
  await dialog.getByLabel('Arabic text').fill('كل يوم من الظهر حتى منتصف الليل.');
  await shot(page, testInfo, 'site-page-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“Opening hours ${s}” saved`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Opening hours ${s}` })).toContainText(
    `/opening-hours-${s}`,
  );

  // The demo's About page already has the slug "about".
  await page.getByRole('button', { name: 'New page' }).click();
  await dialog.getByLabel('English title').fill(`About ${s}`);
  await dialog.getByLabel('Arabic title').fill(`عنّا ${s}`);
  await dialog.getByLabel('Address (slug)').fill('about');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Another entry here already uses this address.')).toBeVisible();
  await expect(dialog.getByLabel('Address (slug)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete Opening hours ${s}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“Opening hours ${s}” deleted`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Opening hours ${s}` })).toHaveCount(0);

  // A slide needs its picture.
  await page.goto('/admin/settings/front-end/sliders');
  await expect(heading(page, 'Home page slides')).toBeVisible();
  await page.getByRole('button', { name: 'New slide' }).click();
  const slide = page.getByRole('dialog', { name: 'New slide' });
  await slide.getByLabel('English title').fill(`Iftar menu ${s}`);
  await slide.getByLabel('Arabic title').fill(`قائمة الإفطار ${s}`);
  await slide.getByLabel('English caption').fill('Dates, soup and grills at sunset.');
  await slide.getByLabel('Sort order').fill('5');
  await slide.getByRole('button', { name: 'Save' }).click();
  await expect(slide.getByText('A slide needs a picture.')).toBeVisible();
  await slide.getByLabel('Slide picture', { exact: true }).setInputFiles(DISH);
  await expect(slide.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', /^\/uploads\//);
  await slide.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: `Iftar menu ${s}` });
  await expect(row).toContainText(`قائمة الإفطار ${s}`);
  await expect(row.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);

  await row.getByRole('button', { name: `Edit Iftar menu ${s}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “Iftar menu ${s}”` });
  await expect(edit.getByLabel('Address (slug)')).toHaveValue(`iftar-menu-${s}`);
  await edit.getByLabel('English title').fill(`Ramadan iftar ${s}`);
  // An existing entry keeps its address when the title changes (links to it keep working).
  await expect(edit.getByLabel('Address (slug)')).toHaveValue(`iftar-menu-${s}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: `Delete Ramadan iftar ${s}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Ramadan iftar ${s}` })).toHaveCount(0);
});

test('support: help links, the restaurant phone, and feedback to the address General settings name', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/support');
  await expect(heading(page, 'Support')).toBeVisible();
  await expect(page.getByText('Cashier version')).toContainText(/\d+\.\d+\.\d+/);
  await expect(page.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
  // The help section's link; the feedback section shows the same one while nobody is named.
  await expect(page.getByRole('link', { name: 'Open the issue tracker' }).first()).toHaveAttribute(
    'href',
    /\/issues$/,
  );
  await expect(page.getByRole('link', { name: 'Add it in General settings' })).toBeVisible();
  const docs = await page.request.get('/api/docs');
  expect(docs.ok()).toBe(true);

  // With no recipient set, the footer has no feedback link and the section says whom to tell.
  await expect(feedbackLink(page)).toHaveCount(0);
  await expect(page.getByTestId('feedback-nobody')).toBeVisible();

  // Once General settings name an address, the footer mails it and the section writes to it.
  const before = await readSettings(page);
  await restoreSettings(page, { feedback_contact: 'feedback@restaurant.test' });
  try {
    await page.goto('/admin/support#feedback');
    await expect(feedbackLink(page)).toHaveAttribute('href', /^mailto:feedback@restaurant\.test/);
    const section = page.locator('section#feedback');
    await expect(section).toBeInViewport();
    const send = section.getByRole('link', { name: 'Open in my email app' });
    await send.click();
    await expect(section.getByText('Write your message first.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/support#feedback$/);
    await section.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'A problem' }).click();
    await section.getByLabel('Message').fill('The receipt footer is cut on 58 mm paper.\nSecond line.');
    const href = (await send.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:feedback@restaurant\.test\?subject=/);
    const mail = new URL(href);
    expect(mail.searchParams.get('subject')).toBe('Cashier feedback: A problem');
    expect(mail.searchParams.get('body')).toContain(
      'The receipt footer is cut on 58 mm paper.\r\nSecond line.',
    );
  } finally {
    await restoreSettings(page, { feedback_contact: before.feedback_contact ?? '' });
  }
  await shot(page, testInfo, 'support-feedback');
});

test('Arabic: general settings and printers, right to left', async ({ page }, testInfo) => {
  const s = stamp();
  await signIn(page, '/ar');
  await page.goto('/ar/admin/settings/general');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(heading(page, 'الإعدادات العامة')).toBeVisible();
  await expect(page.getByLabel('نسبة الضريبة')).toHaveValue('15');
  // Arabic digits are read as the same number: nothing changes.
  await page.getByLabel('نسبة الضريبة').fill('١٥');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('لم يتغيّر شيء.')).toBeVisible();
  await page.getByLabel('نسبة الضريبة').fill('١٢٠');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('أدخل نسبة من 0 إلى 100.')).toBeVisible();
  await shot(page, testInfo, 'general-ar-refused');

  await page.goto('/ar/admin/settings/printers');
  await expect(heading(page, 'الطابعات')).toBeVisible();
  await page.getByRole('button', { name: 'طابعة جديدة' }).click();
  const dialog = page.getByRole('dialog', { name: 'طابعة جديدة' });
  await dialog.getByLabel('الاسم').fill(`الكاشير ${s}`);
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText('طابعة الشبكة تحتاج اسم المضيف أو عنوان IP.')).toBeVisible();
  await dialog.getByLabel('اسم المضيف أو عنوان IP').fill('10.0.0.7');
  await shot(page, testInfo, 'printer-form-ar');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  const row = page.getByRole('row').filter({ hasText: `الكاشير ${s}` });
  await expect(row).toContainText('الإيصالات');
  await expect(row).toContainText('10.0.0.7:9100');
  await expect(row).toContainText(/(80|٨٠) مم/);
  await row.getByRole('button', { name: `حذف الكاشير ${s}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(row).toHaveCount(0);
});

test('layouts: every settings screen at phone and desktop size, general and printers in Arabic', async ({
  page,
}, testInfo) => {
  // Many screens at two sizes, each a full-page screenshot: longer than one journey.
  test.slow();
  await signIn(page);
  const screens: [string, string, string][] = [
    ['/admin/settings/general', 'settings-general', 'General settings'],
    ['/admin/settings/plugins', 'settings-plugins', 'Plugins'],
    ['/admin/settings/printers', 'settings-printers', 'Printers'],
    ['/admin/settings/front-end/home', 'site-home', 'Website home page'],
    ['/admin/settings/front-end/pages', 'site-pages', 'Website pages'],
    ['/admin/settings/front-end/sliders', 'site-sliders', 'Home page slides'],
    ['/admin/support', 'support', 'Support'],
  ];
  for (const [url, name, title] of screens) {
    await checkLayouts(page, testInfo, url, name, async (p) => {
      await expect(heading(p, title)).toBeVisible();
      await expect(p.locator('.mantine-Loader-root')).toHaveCount(0);
    });
  }
  await checkLayouts(
    page,
    testInfo,
    '/admin/settings/general',
    'settings-general',
    async (p) => {
      await expect(heading(p, 'الإعدادات العامة')).toBeVisible();
      await expect(p.getByLabel('نسبة الضريبة')).toBeVisible();
    },
    'ar',
  );
  await checkLayouts(
    page,
    testInfo,
    '/admin/settings/printers',
    'settings-printers',
    async (p) => {
      await expect(heading(p, 'الطابعات')).toBeVisible();
    },
    'ar',
  );
  await checkLayouts(
    page,
    testInfo,
    '/admin/settings/front-end/sliders',
    'site-sliders',
    async (p) => {
      await expect(heading(p, 'شرائح الصفحة الرئيسية')).toBeVisible();
      await expect(p.getByRole('row').filter({ hasText: 'مباشرة من على الفحم' })).toBeVisible();
    },
    'ar',
  );
});
