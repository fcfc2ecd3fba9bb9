import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_WORDS, AUDIT_FIELDS } from '@cashier/contracts';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { api, expectNoOverflow, money, settle, shot, signIn, stamp, WRITE } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

type Locale = 'en' | 'ar';
interface Order {
  id: number;
  version: number;
  total: number;
  currency: string;
}

/**
 * The web's own strings, so the Arabic run finds the same controls by their Arabic names: the
 * staff app's areas, over the shared components' (packages/ui, namespace `ui`: the tables' paging).
 */
function strings(locale: Locale, area: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${locale}/${area}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
function uiStrings(locale: Locale): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../packages/ui/src/locales/${locale}/ui.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
const STRINGS: Record<Locale, Record<string, unknown>> = {
  en: { ...uiStrings('en'), ...strings('en', 'app'), ...strings('en', 'reports') },
  ar: { ...uiStrings('ar'), ...strings('ar', 'app'), ...strings('ar', 'reports') },
};
function say(locale: Locale, key: string): string {
  let node: unknown = STRINGS[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  expect(typeof node, key).toBe('string');
  return node as string;
}

/** A number as the screen writes it ("1,234.50", "١٬٢٣٤٫٥٠", "SAR 12.00 (2)"): its first figure. */
function figure(text: string): number {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u066C,\s\u00A0\u202F]/g, '')
    .replace(/\u066B/g, '.')
    .replace(/[\u2212]/g, '-');
  const match = /-?\d+(\.\d+)?/.exec(latin);
  expect(match, `a number in "${text}"`).not.toBeNull();
  return Number(match![0]);
}

/** A CSV file's rows (quoted fields, doubled quotes, CRLF), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

/** Clicks the report's CSV button and reads the file it saves. */
async function downloadCsv(page: Page, locale: Locale, name: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: say(locale, 'reports.csv') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const file = await download.path();
  return parseCsv(readFileSync(file, 'utf8'));
}

/** The cells of a table's totals row. */
async function totalsRow(table: Locator): Promise<string[]> {
  return table.locator('tfoot tr').first().locator('td').allInnerTexts();
}

/** Each pair [screen column, CSV column] of the totals rows holds the same number. */
function expectSameTotals(screen: string[], csv: string[][], pairs: [number, number][]): void {
  const total = csv.at(-1)!;
  for (const [s, c] of pairs)
    expect(figure(screen[s]!), `screen column ${s} vs CSV column ${c}`).toBe(Number(total[c]));
}

async function productId(page: Page, index: number): Promise<number> {
  const { products } = await api<{ products: { id: number; price: number; active: boolean }[] }>(
    page,
    'GET',
    '/v1/products',
  );
  const priced = products.filter((p) => p.active && p.price > 0);
  return priced[index % priced.length]!.id;
}

async function openOrder(page: Page, product: number, quantity: number): Promise<Order> {
  const { order } = await api<{ order: Order[] }>(
    page,
    'POST',
    '/v1/orders/create',
    { type: 'pos', lines: [{ productId: product, quantity }] },
    { 'Idempotency-Key': randomUUID() },
  );
  return order[0]!;
}

/** Today's sales for the reports: a cash sale, a card sale partly refunded, a void and an expense. */
async function seed(page: Page): Promise<{ today: string; currency: string; expense: string }> {
  const pay = async (order: Order, method: 'cash' | 'card') =>
    (
      await api<{ order: Order[] }>(page, 'PUT', '/v1/orders/update', {
        id: order.id,
        version: order.version,
        status: 'completed',
        payments: [{ method, amount: order.total }],
      })
    ).order[0]!;
  await pay(await openOrder(page, await productId(page, 0), 2), 'cash');
  const card = await pay(await openOrder(page, await productId(page, 1), 3), 'card');
  await api(page, 'POST', `/v1/orders/refund/${card.id}`, {
    version: card.version,
    amount: Math.min(500, card.total),
    method: 'card',
    reason: 'Cold dish',
  });
  const voided = await openOrder(page, await productId(page, 2), 1);
  await api(page, 'PUT', '/v1/orders/update', {
    id: voided.id,
    version: voided.version,
    status: 'canceled',
    cancelReason: 'Customer left',
  });
  // A till shift, counted 5.00 over what the drawer should hold.
  const { report: shift } = await api<{
    report: { shift: { id: number }; figures: { expectedCash: number } };
  }>(page, 'POST', '/v1/shifts/open', { float: 10_000 });
  await api(page, 'POST', `/v1/shifts/close/${shift.shift.id}`, {
    counted: shift.figures.expectedCash + 500,
  });
  const { date: today, currency } = await api<{ date: string; currency: string }>(
    page,
    'GET',
    '/v1/reports/dashboard',
  );
  const expense = `Supplies ${stamp()}`;
  const upload = await page.request.post('/v1/uploads', {
    headers: WRITE,
    multipart: {
      file: {
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: readFileSync(path.resolve(import.meta.dirname, '../fixtures/dish.png')),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { upload: picture } = (await upload.json()) as { upload: { url: string } };
  await api(page, 'POST', '/v1/expenses/create', {
    category: expense,
    amount: 2_500,
    spentOn: today,
    note: 'Napkins and cups',
    receipt: picture.url,
  });
  return { today, currency, expense };
}

const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');
const table = (page: Page, locale: Locale, key: string) =>
  page.getByRole('main').getByRole('table', { name: say(locale, key), exact: true });
const card = (page: Page, locale: Locale, key: string) =>
  page.getByRole('main').getByRole('group', { name: say(locale, key), exact: true });

for (const locale of ['en', 'ar'] as const) {
  test(`reports (${locale}): every report shows today's sales, and its CSV totals are the screen's`, async ({
    page,
  }) => {
    await signIn(page, prefix(locale));
    const { today, currency, expense } = await seed(page);
    const range = `from=${today}&to=${today}`;

    // Daily: the headline net is the API's, and the CSV's totals row is the table's.
    await page.goto(`${prefix(locale)}/admin/reports/daily?${range}`);
    const daily = await api<{ totals: { net: number; orders: number } }>(
      page,
      'GET',
      `/v1/reports/daily?${range}`,
    );
    expect(daily.totals.orders).toBeGreaterThanOrEqual(2);
    await expect(card(page, locale, 'reports.fig.net')).toContainText(
      await money(page, daily.totals.net, currency, locale),
    );
    const days = table(page, locale, 'reports.daily.table');
    await expect(days.locator('tfoot')).toBeVisible();
    const dailyCsv = await downloadCsv(page, locale, 'daily');
    // Screen: date, orders, guests, gross, discounts, refunds, voids, net, tax, service.
    // CSV: date, orders, guests, gross, discounts, service, tax, sales, refunds, voids, voidTotal, net, …
    expectSameTotals(await totalsRow(days), dailyCsv, [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 8],
      [6, 10],
      [7, 11],
      [8, 6],
      [9, 5],
    ]);
    await expect(page.locator('[data-recon-net]')).toHaveText(
      await money(page, daily.totals.net, currency, locale),
    );
    await expect(table(page, locale, 'reports.daily.byMethod')).toContainText(
      say(locale, 'reports.methods.cash'),
    );
    await expect(table(page, locale, 'reports.daily.byMethod')).toContainText(
      say(locale, 'reports.methods.card'),
    );
    await expect(table(page, locale, 'reports.daily.shifts')).toContainText(
      say(locale, 'reports.over').replace('{{amount}}', '5.00'),
    );

    // Expenses and sales: the expense is in its category, and the CSV agrees with the table.
    await page.goto(`${prefix(locale)}/admin/reports/expenses-and-sales?${range}`);
    await expect(page.getByRole('main').getByText(expense)).toBeVisible();
    const periods = table(page, locale, 'reports.expenses.table');
    await expect(periods.locator('tfoot')).toBeVisible();
    expectSameTotals(await totalsRow(periods), await downloadCsv(page, locale, 'expenses-and-sales'), [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    await page
      .getByRole('radiogroup', { name: say(locale, 'reports.group.label') })
      .getByText(say(locale, 'reports.group.month'), { exact: true })
      .click();
    await expect(page).toHaveURL(/group=month/);
    await expect(periods.locator('tbody tr')).toHaveCount(1);

    // Product sales: the products table against the CSV; the tabs switch tables.
    await page.goto(`${prefix(locale)}/admin/reports/product-sales?${range}`);
    const products = table(page, locale, 'reports.products.tabs.products');
    await expect(products.locator('tfoot')).toBeVisible();
    expectSameTotals(await totalsRow(products), await downloadCsv(page, locale, 'product-sales'), [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
    ]);
    await page.getByRole('tab', { name: say(locale, 'reports.products.tabs.categories') }).click();
    await expect(table(page, locale, 'reports.products.tabs.categories')).toBeVisible();
    await expect(page).toHaveURL(/tab=categories/);

    // Sales manager: the staff table against the CSV; the void and the refund are listed.
    await page.goto(`${prefix(locale)}/admin/reports/sales-manager?${range}`);
    const staff = table(page, locale, 'reports.manager.staff');
    await expect(staff.locator('tfoot')).toBeVisible();
    expectSameTotals(await totalsRow(staff), await downloadCsv(page, locale, 'sales-manager'), [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 7],
      [6, 9],
    ]);
    await expect(table(page, locale, 'reports.manager.voids')).toContainText('Customer left');
    await expect(table(page, locale, 'reports.manager.refunds')).toContainText('Cold dish');
    await expect(page.getByRole('table', { name: say(locale, 'reports.manager.heatmap') })).toBeVisible();

    // Staff logs: as many CSV rows as the counts per kind add up to; a filter narrows the table.
    await page.goto(`${prefix(locale)}/admin/reports/staff-logs?${range}`);
    const logs = table(page, locale, 'reports.logs.table');
    await expect(logs.locator('tbody tr').first()).toBeVisible();
    const counts = await page.getByRole('main').locator('[data-figure]').allInnerTexts();
    const logCsv = await downloadCsv(page, locale, 'staff-logs');
    expect(logCsv.length - 1).toBe(counts.reduce((sum, text) => sum + figure(text), 0));
    // Every row says what happened in the page's language, not as a code or JSON: the shift
    // closed in seed() reads as a sentence with its amounts as money. The CSV names its time zone.
    const code = /^[a-z][\w-]*\.[\w.-]+$/;
    const actions = await logs.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(actions.length).toBeGreaterThan(3);
    for (const action of actions) {
      expect(action.trim()).not.toMatch(code);
      if (locale === 'ar') expect(action).toMatch(/[\u0600-\u06ff]/);
    }
    const closed = logs.locator('tbody tr', { hasText: AUDIT_ACTION_WORDS['shift.close'][locale] }).first();
    await expect(closed).toBeVisible();
    await expect(closed.locator('td').nth(5)).toContainText(AUDIT_FIELDS.counted![locale]);
    await expect(closed.locator('td').nth(5)).not.toContainText('{');
    expect(logCsv[0]![0]).toMatch(/ \(.+\)$/);
    for (const row of logCsv.slice(1)) expect(row[3]).not.toMatch(code);
    await page.getByRole('combobox', { name: say(locale, 'reports.logs.kind'), exact: true }).click();
    await page.getByRole('option', { name: say(locale, 'reports.kinds.sign-in'), exact: true }).click();
    await expect(page).toHaveURL(/kind=sign-in/);
    await expect(logs.locator('tbody tr').first()).toContainText(say(locale, 'reports.kinds.sign-in'));
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`expenses (${locale}): recorded with the form (receipt picture included), edited, filtered and deleted`, async ({
    page,
  }, testInfo) => {
    await signIn(page, prefix(locale));
    const category = `Rent ${stamp()}`;
    await page.goto(`${prefix(locale)}/admin/expenses`);
    await page.getByRole('button', { name: say(locale, 'expenses.create') }).click();
    const dialog = page.getByRole('dialog', { name: say(locale, 'expenses.createTitle') });
    const save = dialog.getByRole('button', { name: say(locale, 'common.save') });
    await save.click();
    await expect(dialog.getByText(say(locale, 'expenses.categoryRequired'))).toBeVisible();
    await dialog.getByLabel(say(locale, 'expenses.category')).fill(category);
    await dialog.getByLabel(say(locale, 'expenses.amountIn').replace('{{currency}}', 'SAR')).fill('120.5');
    await dialog.getByLabel(say(locale, 'expenses.note')).fill('November');
    await dialog
      .locator('input[type=file]')
      .setInputFiles(path.resolve(import.meta.dirname, '../fixtures/dish.png'));
    await expect(dialog.getByRole('img', { name: say(locale, 'upload.preview') })).toBeVisible();
    await settle(page);
    await shot(page, testInfo, `expense-form-${locale}`);
    await save.click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('main').getByRole('row').filter({ hasText: category });
    await expect(row).toContainText(await money(page, 12_050, 'SAR', locale));
    await expect(row).toContainText('November');
    await expect(row.getByRole('img')).toBeVisible();

    // Edited in the same dialog; the category is now a suggestion and a filter.
    const named = (key: string) => new RegExp(`^${say(locale, key).replace('{{name}}', '')}${category}`);
    await row.getByRole('button', { name: named('common.editNamed') }).click();
    const edit = page.getByRole('dialog', { name: say(locale, 'expenses.editTitle') });
    await edit.getByLabel(say(locale, 'expenses.amountIn').replace('{{currency}}', 'SAR')).fill('99');
    await edit.getByRole('button', { name: say(locale, 'common.save') }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText(await money(page, 9_900, 'SAR', locale));
    await page
      .getByRole('main')
      .getByRole('combobox', { name: say(locale, 'expenses.category'), exact: true })
      .click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByRole('main').locator('tbody tr')).toHaveCount(1);

    // Deleting asks first.
    await row.getByRole('button', { name: named('common.deleteNamed') }).click();
    await page
      .getByRole('dialog', { name: say(locale, 'expenses.deleteTitle') })
      .getByRole('button', { name: say(locale, 'common.delete') })
      .click();
    await expect(row).toHaveCount(0);
  });
}

test('reports: empty days, days that cannot be asked for, a failed answer, a role without reports, and print', async ({
  page,
}, testInfo) => {
  await signIn(page);
  // Days with no sales say so; the address keeps the days.
  await page.goto('/admin/reports/daily?from=2020-01-01&to=2020-01-07');
  await expect(page.getByText('No sales in these days')).toBeVisible();
  await expect(page.getByText('Business days Jan 1, 2020 – Jan 7, 2020 (7 days)')).toBeVisible();
  // A preset rewrites the address.
  await page
    .getByRole('textbox', { name: 'Period' })
    .or(page.getByRole('combobox', { name: 'Period' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Yesterday', exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  // The end before the start, or more than 366 days: said before asking.
  await page.goto('/admin/reports/product-sales?from=2026-03-10&to=2026-03-01');
  await expect(
    page.getByText('The last day is before the first day. Change one of the dates.'),
  ).toBeVisible();
  await page.goto('/admin/reports/product-sales?from=2024-01-01&to=2026-01-01');
  await expect(page.getByText('That is more than a year. Choose a shorter period.')).toBeVisible();
  // A failed answer offers a retry, which works once the server answers again.
  let fail = true;
  await page.route('**/v1/reports/sales-manager?*', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/admin/reports/sales-manager');
  await expect(page.getByRole('alert')).toContainText('The data could not be loaded');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Sales per staff member' })
      .or(page.getByText('No staff activity in these days')),
  ).toBeVisible();

  // Printed, the report is alone on A4: no sidebar, no controls.
  await page.goto('/admin/reports/daily');
  await expect(page.getByRole('heading', { name: 'Daily report' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(
    page
      .getByRole('combobox', { name: 'Period' })
      .or(page.getByRole('textbox', { name: 'Period' }))
      .first(),
  ).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Daily report' })).toBeVisible();
  await shot(page, testInfo, 'daily-print');
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  // A4 is 595.28 × 841.89 pt; Chromium rounds the page to whole CSS pixels.
  expect(Math.abs(Number(box![1]) - 595.28)).toBeLessThan(2);
  expect(Math.abs(Number(box![2]) - 841.89)).toBeLessThan(2);
  await page.emulateMedia({ media: 'screen' });

  // A cashier cannot see reports: the page says so instead of failing.
  const email = `cashier-${stamp()}@cashier.test`;
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  await api(page, 'POST', '/v1/users/create', {
    name: 'Cashier',
    email,
    roleId: roles.find((r) => r.name === 'cashier')!.id,
    locale: 'en',
    password: 'Staff-pass-2026',
    pin: null,
  });
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Staff-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reports/daily');
  await expect(page.getByText('This report is not available to you')).toBeVisible();
  await page.goto('/admin/expenses');
  await expect(page.getByText('Expenses are not available to you')).toBeVisible();
});

/** Each report and the expenses screen on a phone and a laptop, in both languages. */
test('reports and expenses fit a phone and a laptop in English and Arabic', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await seed(page);
  const screens = [
    'reports/daily',
    'reports/expenses-and-sales',
    'reports/product-sales',
    'reports/sales-manager',
    'reports/staff-logs',
    'expenses',
  ];
  for (const locale of ['en', 'ar'] as const)
    for (const [size, viewport] of Object.entries({
      phone: { width: 390, height: 844 },
      desktop: { width: 1280, height: 800 },
    })) {
      await page.setViewportSize(viewport);
      for (const screen of screens)
        await capture(
          page,
          testInfo,
          `${prefix(locale)}/admin/${screen}`,
          `${screen.replace('/', '-')}-${locale}-${size}`,
          locale,
        );
    }
});

async function capture(page: Page, testInfo: TestInfo, url: string, name: string, locale: Locale) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('main').locator('table').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, testInfo, name);
}
