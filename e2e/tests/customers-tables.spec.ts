import { expect, test, type Page } from '@playwright/test';
import { api, checkLayouts, shot, signIn, stamp } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/** A phone number no other run has used: +9665 and eight digits of the clock, plus a tail. */
const uniquePhone = (tail: number) => `+9665${(Date.now() % 1e7).toString().padStart(7, '0')}${tail}`;

interface Named {
  id: number;
  name: string;
}

async function firstProductId(page: Page): Promise<number> {
  const { products } = await api<{ products: { id: number; active: boolean }[] }>(
    page,
    'GET',
    '/v1/products',
  );
  const product = products.find((p) => p.active);
  if (!product) throw new Error('the demo restaurant has no active product');
  return product.id;
}

async function tableByName(page: Page, name: string): Promise<Named> {
  const { tables } = await api<{ tables: Named[] }>(page, 'GET', '/v1/tables');
  const table = tables.find((t) => t.name === name);
  if (!table) throw new Error(`no table named ${name}`);
  return table;
}

/** The list's own search box (the top bar has a search of its own). */
const search = (page: Page) => page.getByRole('main').getByRole('searchbox');

/** Turns a Mantine switch on (its invisible input lies over the track and the label, where people click). */
async function switchOn(page: Page, label: string): Promise<void> {
  await page.getByRole('switch', { name: label }).click();
  await expect(page.getByRole('switch', { name: label })).toBeChecked();
}

/** Picks an option of a segmented control by its label. */
const segment = (page: Page, name: string) =>
  page
    .getByRole('main')
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Data rows of the list, without the header row. */
const dataRows = (page: Page) => page.locator('tbody tr');

test('customers: a duplicate phone is refused beside the field; search, sort, edit to a subscriber, delete', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const first = `Aaron ${s}`;
  const second = `Zainab ${s}`;
  await signIn(page);

  // A second customer made elsewhere, so sorting has two rows to order.
  await api(page, 'POST', '/v1/customers/create', { name: second, phone: uniquePhone(2) });

  await page.goto('/admin/customers');
  await page.getByRole('link', { name: 'New customer' }).click();
  await expect(page.getByRole('heading', { name: 'New customer', level: 2 })).toBeVisible();
  await page.getByLabel('Name').fill(first);
  // The demo restaurant's Ahmed already has this number, typed here with spaces.
  await page.getByLabel('Phone').fill('+966 50 000 0001');
  // Mantine puts a field's dir on the box around its input.
  await expect(page.getByLabel('Phone').locator('..')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Email').fill(`aaron.${s}@example.com`);
  await page.getByLabel('Address').fill('King Fahd Road, Riyadh');
  await page.getByRole('button', { name: 'Save' }).click();
  const phoneField = page.locator('.mantine-InputWrapper-root', { has: page.getByLabel('Phone') });
  await expect(phoneField).toContainText('Another customer already has this phone number.');
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/customers\/create$/);
  await shot(page, testInfo, 'customer-duplicate-phone');

  const phone = uniquePhone(1);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByText('Customer saved')).toBeVisible();

  // Search by name, then by the phone's digits; both rows share the stamp.
  await search(page).fill(first);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(phone);
  await search(page).fill(phone.slice(-6));
  await expect(dataRows(page)).toHaveCount(1);
  await search(page).fill(s);
  await expect(dataRows(page)).toHaveCount(2);

  // Sorted by name A→Z at first; clicking the header reverses it.
  await expect(dataRows(page).first()).toContainText(first);
  await page.getByTitle('Sort by Name').click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page).first()).toContainText(second);
  await page.getByTitle('Sort by Name').click();
  await expect(dataRows(page).first()).toContainText(first);
  await shot(page, testInfo, 'customers-search-sorted');

  // Edit: a subscriber now, and blocked; every other field is kept.
  await page.getByRole('link', { name: `Edit ${first}` }).click();
  await expect(page.getByRole('heading', { name: `Edit customer: ${first}` })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(`aaron.${s}@example.com`);
  await switchOn(page, 'Subscriber');
  await page.getByText('Blocked', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await search(page).fill(first);
  const row = dataRows(page).first();
  await expect(row).toContainText('Subscribed');
  await expect(row).toContainText('Blocked');
  await expect(row).toContainText(`aaron.${s}@example.com`);

  // The subscribers list (GET /v1/customers?subscribers=true) has the one and not the other.
  await segment(page, 'Subscribers').click();
  await expect(page).toHaveURL(/\/admin\/customers\/subscribers$/);
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 2 })).toBeVisible();
  await search(page).fill(s);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(first);
  await shot(page, testInfo, 'subscribers');

  // Delete asks first; cancel keeps the customer, confirm removes them from both lists.
  await page.getByRole('button', { name: `Delete ${first}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(first);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${first}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${first}” was deleted`)).toBeVisible();
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await page.goto('/admin/customers');
  await search(page).fill(s);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(second);
});

test('customers: one who owes stands out and is refused deletion, with blocking offered instead', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const name = `Owing ${s}`;
  await signIn(page);
  const { customer } = await api<{ customer: Named }>(page, 'POST', '/v1/customers/create', {
    name,
    phone: uniquePhone(3),
  });
  // A completed debit order puts its total on the customer's account.
  await api(page, 'POST', '/v1/orders/create', {
    type: 'debit',
    status: 'completed',
    customerId: customer.id,
    lines: [{ productId: await firstProductId(page), quantity: 2 }],
  });

  await page.goto('/admin/customers');
  await switchOn(page, 'Only those who owe');
  await search(page).fill(s);
  const row = dataRows(page).first();
  await expect(row).toContainText(/SAR\s[\d,.]+/);
  await expect(row.getByTitle('Owes this amount on account')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const refused = page.getByRole('dialog').filter({ hasText: 'This customer cannot be deleted' });
  await expect(refused).toContainText('account balance or orders');
  await shot(page, testInfo, 'customer-delete-refused');
  await refused.getByRole('button', { name: 'Block instead' }).click();
  await expect(page.getByText(`“${name}” is now blocked`)).toBeVisible();
  await expect(row).toContainText('Blocked');
  await expect(row).toContainText(/SAR/);

  // The form shows the balance (kept by orders and payments) and keeps the block on save.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByText(/^Balance on account: SAR\s[\d,.]+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await search(page).fill(s);
  await expect(dataRows(page).first()).toContainText('Blocked');
});

test('tables: create, see it on the floor, change its status there and from elsewhere live, delete', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const name = `Patio ${s}`;
  const area = `Garden ${s}`;
  await signIn(page);

  await page.goto('/admin/tables');
  await page.getByRole('link', { name: 'New table' }).click();
  await expect(page.getByRole('heading', { name: 'New table', level: 2 })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Seats').fill('6');
  await page.getByRole('combobox', { name: 'Area' }).fill(area);
  await page.getByLabel('Across (X)').fill('40');
  await page.getByLabel('Down (Y)').fill('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Table saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tables\?view=list$/);

  // The list: search, sort, and the new table's details.
  await search(page).fill(s);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(area);
  await expect(dataRows(page).first()).toContainText('Available');
  await search(page).fill('');
  await page.getByTitle('Sort by Seats').click();
  await expect(page.getByRole('columnheader', { name: 'Seats' })).toHaveAttribute('aria-sort', 'ascending');

  // A duplicate name is refused beside the field.
  await page.goto('/admin/tables/create');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.mantine-InputWrapper-root', { has: page.getByLabel('Name') })).toContainText(
    'Another table already has this name.',
  );

  // The floor view: the table in its own area, available.
  await page.goto('/admin/tables');
  const area$ = page.getByRole('region', { name: area });
  const tile = area$.getByRole('article', { name });
  await expect(tile).toHaveAttribute('data-status', 'available');
  await expect(tile).toContainText('Seats: 6');
  await expect(tile).toContainText('No open order');

  // Its menu marks it reserved: colour and label follow.
  await tile.getByRole('button', { name: `Change the status of ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Reserved' }).click();
  await expect(tile).toHaveAttribute('data-status', 'reserved');
  await expect(tile).toContainText('Reserved');
  await expect(page.getByText(`${name} is now Reserved`)).toBeVisible();
  const reservedColour = await tile.evaluate((el) => getComputedStyle(el).borderTopColor);

  // Someone else marks it for cleaning: the floor follows from the events stream.
  const table = await tableByName(page, name);
  await api(page, 'PUT', `/v1/tables/setStatus/${table.id}`, { status: 'cleaning' });
  await expect(tile).toHaveAttribute('data-status', 'cleaning');
  await expect(tile).toContainText('Cleaning');
  expect(await tile.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(reservedColour);

  // An order opened at the POS shows its ticket and total on the tile, live.
  const { order } = await api<{ order: { id: number; version: number; ticketNumber: number }[] }>(
    page,
    'POST',
    '/v1/orders/create',
    { type: 'pos', tableId: table.id, lines: [{ productId: await firstProductId(page), quantity: 1 }] },
  );
  const opened = order[0]!;
  await expect(tile).toHaveAttribute('data-status', 'occupied');
  await expect(tile).toContainText(`Ticket #${opened.ticketNumber}`);
  await expect(tile).toContainText(/SAR\s[\d,.]+/);
  await shot(page, testInfo, 'floor-with-order');

  // Freeing a table with an open order is refused with the reason.
  await tile.getByRole('button', { name: `Change the status of ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Available' }).click();
  await expect(page.getByText('An order is still open on this table.')).toBeVisible();

  // Deleting it is refused too, while the order is open.
  await segment(page, 'List').click();
  await expect(page).toHaveURL(/view=list/);
  await search(page).fill(s);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'This table cannot be deleted' })).toContainText(
    'An order is still open on this table.',
  );
  await shot(page, testInfo, 'table-delete-refused');
  await page.keyboard.press('Escape');

  await api(page, 'PUT', '/v1/orders/update', {
    id: opened.id,
    version: opened.version,
    status: 'canceled',
    cancelReason: 'e2e clean-up',
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${name}” was deleted`)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(0);
  await segment(page, 'Floor').click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('tables: edit without an id lets the manager pick a table; edit keeps every field', async ({ page }) => {
  const s = stamp();
  const name = `Booth ${s}`;
  await signIn(page);
  const { table } = await api<{ table: Named }>(page, 'POST', '/v1/tables/create', {
    name,
    seats: 3,
    area: 'Hall',
    posX: 900,
    posY: 900,
  });
  await page.goto('/admin/tables/edit');
  await expect(page.getByRole('heading', { name: 'Edit a table' })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tables/edit/${table.id}$`));
  await expect(page.getByLabel('Seats')).toHaveValue('3');
  await expect(page.getByLabel('Down (Y)')).toHaveValue('900');
  await page.getByLabel('Seats').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Table saved')).toBeVisible();
  const { tables } = await api<{ tables: (Named & { seats: number; area: string; posY: number })[] }>(
    page,
    'GET',
    '/v1/tables',
  );
  expect(tables.find((t) => t.id === table.id)).toMatchObject({ seats: 5, area: 'Hall', posY: 900 });
  await api(page, 'DELETE', `/v1/tables/destroy/${table.id}`);
});

test('tables menu: a QR code per table, renewing asks first, and printing hides the admin chrome', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const { tables } = await api<{ tables: (Named & { active: boolean; qrToken: string })[] }>(
    page,
    'GET',
    '/v1/tables',
  );
  const active = tables.filter((t) => t.active);
  await page.goto('/admin/tables/tables-menu');
  await expect(page.getByRole('heading', { name: 'Tables menu', level: 2 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(active.length);
  const qrImages = page.getByRole('img', { name: /^QR code for table / });
  await expect(qrImages).toHaveCount(active.length);
  await expect(qrImages.first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const t1 = active.find((t) => t.name === 'T1')!;
  const card = page.getByRole('article', { name: 'T1', exact: true });
  await expect(card).toContainText('Scan to order');
  await expect(card).toContainText('امسح الرمز للطلب');
  await expect(card).toContainText(`/menu/t/${t1.qrToken}`);

  // Renewing asks first; cancel keeps the code, confirm replaces it.
  const before = await card.getByRole('img').last().getAttribute('src');
  await card.getByRole('button', { name: 'Renew the QR code of T1' }).click();
  await expect(page.getByRole('dialog')).toContainText('will stop working');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Renew the QR code of T1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew code' }).click();
  await expect(page.getByText('T1 has a new QR code.')).toBeVisible();
  await expect(card).not.toContainText(`/menu/t/${t1.qrToken}`);
  await expect(card.getByRole('img').last()).not.toHaveAttribute('src', before ?? '');

  // Print: only the cards.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Renew the QR code of T1' })).toBeHidden();
  await expect(qrImages.first()).toBeVisible();
  const breakInside = await card.evaluate((el) => getComputedStyle(el).breakInside);
  expect(breakInside).toBe('avoid');
  await shot(page, testInfo, 'tables-menu-print');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('Arabic: the customers list and the floor view read right to left', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  await page.goto('/ar/admin/customers');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'العملاء', level: 2 })).toBeVisible();
  await search(page).fill('Ahmed');
  const row = dataRows(page).first();
  await expect(row).toContainText('Ahmed Al-Harbi');
  await expect(row).toContainText('مشترك');
  await expect(row).toContainText('ر.س');
  await expect(row.getByText('+966500000001')).toHaveAttribute('dir', 'ltr');
  await shot(page, testInfo, 'customers-ar');

  await page.goto('/ar/admin/customers/create');
  await expect(page.getByLabel('الجوال').locator('..')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('الاسم').fill(`عميل ${stamp()}`);
  await page.getByLabel('الجوال').fill('+966500000002');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.locator('.mantine-InputWrapper-root', { has: page.getByLabel('الجوال') })).toContainText(
    'رقم الجوال هذا مسجّل لعميل آخر.',
  );

  await page.goto('/ar/admin/tables');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الطاولات', level: 2 })).toBeVisible();
  const tile = page.getByRole('article', { name: 'T2', exact: true });
  await expect(tile).toContainText(/متاحة|مشغولة|محجوزة|قيد التنظيف/);
  // Right to left: T1 comes first, at the inline start (the right).
  const t1 = await page.getByRole('article', { name: 'T1', exact: true }).boundingBox();
  const t2 = await tile.boundingBox();
  expect(t1!.x).toBeGreaterThan(t2!.x);
  await tile.getByRole('button', { name: 'تغيير حالة T2' }).click();
  await expect(page.getByRole('menuitem', { name: 'محجوزة' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, testInfo, 'floor-ar');
});

const listReady = (p: Page) => expect(p.locator('tbody tr').first()).toBeVisible();
const floorReady = (p: Page) => expect(p.getByRole('article').first()).toBeVisible();

test('layouts fit a phone and a laptop in English', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await checkLayouts(page, testInfo, '/admin/customers', 'customers', listReady);
  await checkLayouts(page, testInfo, '/admin/customers/create', 'customer-form', (p) =>
    expect(p.getByLabel('Phone')).toBeVisible(),
  );
  await checkLayouts(page, testInfo, '/admin/tables', 'floor', floorReady);
  await checkLayouts(page, testInfo, '/admin/tables?view=list', 'tables-list', listReady);
  await checkLayouts(page, testInfo, '/admin/tables/tables-menu', 'tables-menu', (p) =>
    expect(p.getByRole('img', { name: /^QR code for table / }).first()).toBeVisible(),
  );
});

test('layouts fit a phone and a laptop in Arabic', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, '/ar');
  await checkLayouts(page, testInfo, '/admin/customers', 'customers', listReady, 'ar');
  await checkLayouts(page, testInfo, '/admin/tables', 'floor', floorReady, 'ar');
});
