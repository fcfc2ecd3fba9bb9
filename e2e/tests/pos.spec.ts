import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  api,
  checkLayouts,
  expectNoOverflow,
  indicDigits,
  sellableProducts,
  shot,
  signIn,
  stamp,
} from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Product {
  id: number;
  categoryId: number;
  nameEn: string;
  nameAr: string;
  price: number;
  barcode: string | null;
  active: boolean;
}

interface Order {
  id: number;
  version: number;
  type: string;
  status: string;
  invoiceNumber: number | null;
  ticketNumber: number;
  tableId: number | null;
  deliveryAddress: string | null;
  total: number;
  serviceCharge: number;
  discountTotal: number;
  changeDue: number;
  lines: { productId: number; quantity: number; modifiersTotal: number; note: string | null }[];
  payments: { method: string; amount: number }[];
}

/** Two sellable products of the demo menu (active, in an active category, with a barcode). */
async function twoProducts(page: Page): Promise<[Product, Product]> {
  const sellable = (await sellableProducts<Product>(page)).filter((p) => p.barcode);
  const [a, b] = sellable;
  if (!a || !b) throw new Error('the demo restaurant has fewer than two sellable products');
  return [a, b];
}

/** Money on screen in minor units: the digits of "SAR 23.00" or "‏23.00 ر.س.‏" (two decimals always). */
async function minorOf(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/[\u0660-\u0669]/g, (d) =>
    String(d.charCodeAt(0) - 0x0660),
  );
  return Number(text.replace(/[^0-9]/g, ''));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A product tile, found by its name (its accessible name is "name, price"). */
const tile = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escape(name)}, `) }).first();

async function openPos(page: Page, prefix: '' | '/ar' = '', path = '/admin/pos'): Promise<void> {
  await page.goto(`${prefix}${path}`);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
}

async function newestOrder(page: Page, query: string): Promise<Order> {
  const { orders } = await api<{ orders: Order[] }>(page, 'GET', `/v1/orders?${query}&perPage=5`);
  const [order] = orders;
  if (!order) throw new Error(`no order for ${query}`);
  return order;
}

async function orderByInvoice(page: Page, invoice: number): Promise<Order> {
  const { orders } = await api<{ orders: Order[] }>(page, 'GET', '/v1/orders?status=completed&perPage=50');
  const order = orders.find((o) => o.invoiceNumber === invoice);
  if (!order) throw new Error(`no completed order with invoice ${invoice}`);
  return order;
}

/** The English and Arabic words a journey clicks. */
const WORDS = {
  en: {
    search: 'Search products',
    pay: /^Pay /,
    tendered: 'Cash received',
    complete: 'Complete sale',
    newOrder: 'New order',
    more: (name: string) => `One more ${name}`,
  },
  ar: {
    search: 'ابحث في المنتجات',
    pay: /^ادفع /,
    tendered: 'المبلغ المستلم نقدًا',
    complete: 'إتمام البيع',
    newOrder: 'طلب جديد',
    more: (name: string) => `واحد إضافي من ${name}`,
  },
} as const;

/**
 * A cash sale: a product searched and tapped twice, another scanned by its barcode, paid with
 * more cash than due; the change, the invoice number and the server's total match the screen.
 */
async function cashSale(page: Page, locale: 'en' | 'ar', testInfo: Parameters<typeof shot>[1]) {
  const w = WORDS[locale];
  const [first, second] = await twoProducts(page);
  const name = locale === 'ar' ? first.nameAr : first.nameEn;
  await openPos(page, locale === 'ar' ? '/ar' : '');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

  await page.getByRole('searchbox', { name: w.search }).fill(name);
  await tile(page, name).click();
  await page.getByRole('button', { name: w.more(name) }).click();
  // The scanner: fast keys ending with Enter, outside any field (sent in one go from the page, so a
  // busy machine cannot space them out like a person's typing).
  await page.evaluate((code) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...code, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  }, second.barcode ?? '');
  const lines = page.getByRole('list', { name: locale === 'ar' ? 'أصناف الطلب' : 'Order lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);

  const total = await minorOf(page.getByTestId('cart-total'));
  expect(total).toBeGreaterThanOrEqual(first.price * 2 + second.price - 1);
  await shot(page, testInfo, `pos-cart-${locale}`);

  await page.getByRole('button', { name: w.pay }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('pay-due')).toBeVisible();
  expect(await minorOf(dialog.getByTestId('pay-due'))).toBe(total);
  const tendered = (Math.floor(total / 10_000) + 1) * 10_000; // the next 100 SAR note
  await dialog.getByLabel(w.tendered).fill(String(tendered / 100));
  expect(await minorOf(dialog.getByTestId('change-due'))).toBe(tendered - total);
  await shot(page, testInfo, `pos-pay-${locale}`);
  await dialog.getByRole('button', { name: w.complete }).click();

  const invoiceText = page.getByTestId('invoice-number');
  await expect(invoiceText).toBeVisible();
  const invoice = await minorOf(invoiceText);
  const order = await orderByInvoice(page, invoice);
  expect(order.total).toBe(total);
  expect(order.changeDue).toBe(tendered - total);
  expect(await minorOf(page.getByTestId('server-total'))).toBe(order.total);
  expect(await minorOf(page.getByTestId('server-change'))).toBe(order.changeDue);
  expect(order.lines.map((l) => [l.productId, l.quantity])).toEqual([
    [first.id, 2],
    [second.id, 1],
  ]);
  await shot(page, testInfo, `pos-done-${locale}`);

  await page.getByRole('dialog').getByRole('button', { name: w.newOrder }).click();
  await expect(lines.getByRole('listitem')).toHaveCount(0);
}

test('pos: a cash sale with change; the invoice number shows and the totals match the server', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await cashSale(page, 'en', testInfo);
});

test('pos: the same cash sale in Arabic, right to left', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  await cashSale(page, 'ar', testInfo);
});

test('pos: a held order is resumed, changed and paid by card', async ({ page }, testInfo) => {
  await signIn(page);
  const [first] = await twoProducts(page);
  await openPos(page);
  await tile(page, first.nameEn).click();
  await page.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(page.getByText(/Order held: ticket #\d+/)).toBeVisible();
  const held = await newestOrder(page, 'type=hold');
  expect(held.status).toBe('new');
  expect(held.lines).toEqual([expect.objectContaining({ productId: first.id, quantity: 1 })]);

  // Found again in the open orders of the till.
  await page.getByRole('button', { name: 'Open orders' }).click();
  await page
    .getByRole('dialog', { name: 'Open orders' })
    .getByRole('button', { name: new RegExp(`Ticket #${held.ticketNumber}\\b`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/pos/${held.id}$`));
  const lines = page.getByRole('list', { name: 'Order lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(`Ticket #${held.ticketNumber}`).first()).toBeVisible();

  // Someone else changes it meanwhile: saving the stale copy reloads it and says so.
  await api(page, 'PUT', '/v1/orders/update', {
    id: held.id,
    version: held.version,
    note: 'changed elsewhere',
  });
  await page.getByRole('button', { name: `One more ${first.nameEn}` }).click();
  await page.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Order' }).getByRole('alert')).toContainText(
    'Someone else changed this order',
  );
  await expect(lines.getByTestId('line-quantity')).toHaveText('1');

  await page.getByRole('button', { name: `One more ${first.nameEn}` }).click();
  await expect(lines.getByTestId('line-quantity')).toHaveText('2');
  const total = await minorOf(page.getByTestId('cart-total'));
  await shot(page, testInfo, 'pos-resumed');

  await page.keyboard.press('F4');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Card', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Complete sale' }).click();
  const invoiceText = page.getByTestId('invoice-number');
  await expect(invoiceText).toBeVisible();
  const order = await orderByInvoice(page, await minorOf(invoiceText));
  expect(order.id).toBe(held.id);
  expect(order.type).toBe('pos');
  expect(order.total).toBe(total);
  expect(order.lines).toEqual([expect.objectContaining({ productId: first.id, quantity: 2 })]);
  await page.getByRole('dialog').getByRole('button', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/admin\/pos$/);

  // A completed order cannot be continued.
  await page.goto(`/admin/pos/${held.id}`);
  await expect(page.getByText('This order is completed and can no longer change.')).toBeVisible();
});

test('pos: a dine-in order on a table from the floor, with service charge; the table is occupied, then moved', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const s = stamp();
  const { table } = await api<{ table: { id: number; name: string } }>(page, 'POST', '/v1/tables/create', {
    name: `POS ${s}`,
    seats: 4,
  });
  await api(page, 'PUT', '/v1/settings/update', { values: { service_charge_bp: '1000' } });
  try {
    const [first, second] = await twoProducts(page);
    await openPos(page);
    await page.getByRole('region', { name: 'Order' }).getByTestId('sale-mode').click();
    await page.getByRole('menuitem', { name: 'Dine-in', exact: true }).click();
    await page.getByRole('button', { name: 'Choose a table' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^${table.name}`) })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: table.name, exact: true })).toBeVisible();
    await tile(page, first.nameEn).click();
    await tile(page, second.nameEn).click();
    await expect(page.getByTestId('cart-service')).toBeVisible();
    const total = await minorOf(page.getByTestId('cart-total'));
    const service = await minorOf(page.getByTestId('cart-service'));
    await shot(page, testInfo, 'pos-dine-in');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();

    const order = await newestOrder(page, `tableId=${table.id}`);
    expect(order.status).toBe('new');
    expect(order.total).toBe(total);
    expect(order.serviceCharge).toBe(service);
    const { tables } = await api<{ tables: { id: number; status: string }[] }>(
      page,
      'GET',
      '/v1/tables/list',
    );
    expect(tables.find((t) => t.id === table.id)?.status).toBe('occupied');

    // The floor picker shows it occupied too.
    await page.getByRole('region', { name: 'Order' }).getByTestId('sale-mode').click();
    await page.getByRole('menuitem', { name: 'Dine-in', exact: true }).click();
    await page.getByRole('button', { name: 'Choose a table' }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${table.name}`) }),
    ).toHaveAttribute('data-status', 'occupied');
    await page.keyboard.press('Escape');

    // Moved to another table at the till: the first is free again, the second occupied.
    const { table: other } = await api<{ table: { id: number; name: string } }>(
      page,
      'POST',
      '/v1/tables/create',
      { name: `Moved ${s}`, seats: 2 },
    );
    await openPos(page, '', `/admin/pos/${order.id}`);
    await page.getByRole('button', { name: table.name, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^${other.name}`) })
      .click();
    await expect(page.getByRole('button', { name: other.name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/pos$/);
    const after = await api<{ tables: { id: number; status: string }[] }>(page, 'GET', '/v1/tables/list');
    expect(after.tables.find((t) => t.id === table.id)?.status).toBe('available');
    expect(after.tables.find((t) => t.id === other.id)?.status).toBe('occupied');
    const moved = await newestOrder(page, `tableId=${other.id}`);
    expect(moved.id).toBe(order.id);
    expect(moved.total).toBe(total);
  } finally {
    await api(page, 'PUT', '/v1/settings/update', { values: { service_charge_bp: '0' } });
  }
});

test('pos: a grill with extras and a 10% discount, paid with the exact cash', async ({ page }, testInfo) => {
  await signIn(page);
  const catalog = await api<{
    products: { id: number; nameEn: string; modifierGroupIds: number[] }[];
    modifierGroups: {
      id: number;
      nameEn: string;
      modifiers: { id: number; nameEn: string; price: number }[];
    }[];
  }>(page, 'GET', '/v1/pos/catalog');
  const extras = catalog.modifierGroups.find((g) => g.nameEn === 'Extras');
  const grill = catalog.products.find((p) => extras && p.modifierGroupIds.includes(extras.id));
  if (!extras || !grill) throw new Error('the demo menu has no grill with extras');
  const [bread, vegetables] = [extras.modifiers[1], extras.modifiers[2]];
  if (!bread || !vegetables) throw new Error('the Extras group has fewer than three options');

  await openPos(page);
  await tile(page, grill.nameEn).click();
  const picker = page.getByRole('dialog', { name: grill.nameEn });
  await picker.getByLabel(new RegExp(`^${escape(bread.nameEn)}`)).check();
  await picker.getByLabel(new RegExp(`^${escape(vegetables.nameEn)}`)).check();
  await picker.getByRole('button', { name: 'Add to order' }).click();
  const line = page.getByRole('listitem', { name: grill.nameEn });
  await expect(line).toContainText(`${bread.nameEn}, ${vegetables.nameEn}`);
  await line.getByRole('button', { name: `Note for ${grill.nameEn}` }).click();
  await line.getByRole('textbox', { name: `Note for ${grill.nameEn}` }).fill('No onions');
  await page.keyboard.press('Enter');
  await expect(line).toContainText('No onions');

  await page.getByRole('button', { name: 'Discount' }).click();
  await page.getByLabel('Percent off').fill('10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-discount')).toBeVisible();
  const total = await minorOf(page.getByTestId('cart-total'));
  const discount = await minorOf(page.getByTestId('cart-discount'));
  await shot(page, testInfo, 'pos-modifiers-discount');

  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete sale' }).click();
  const invoiceText = page.getByTestId('invoice-number');
  await expect(invoiceText).toBeVisible();
  const order = await orderByInvoice(page, await minorOf(invoiceText));
  expect(order.total).toBe(total);
  expect(order.discountTotal).toBe(discount);
  expect(order.changeDue).toBe(0);
  expect(order.lines).toEqual([
    expect.objectContaining({
      productId: grill.id,
      quantity: 1,
      modifiersTotal: bread.price + vegetables.price,
      note: 'No onions',
    }),
  ]);
});

test('pos: a split tender (card, then cash with change) and a debit sale for a customer created at the till', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const [first, second] = await twoProducts(page);
  await openPos(page);
  await tile(page, first.nameEn).click();
  await tile(page, second.nameEn).click();
  const total = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Card', { exact: true }).click();
  await dialog.getByLabel('Amount', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: /^Add .* and split the rest$/ }).click();
  expect(await minorOf(dialog.getByTestId('pay-remaining'))).toBe(total - 1000);
  await dialog.getByLabel('Cash received').fill('100');
  expect(await minorOf(dialog.getByTestId('change-due'))).toBe(10_000 - (total - 1000));
  await shot(page, testInfo, 'pos-split');
  await page.keyboard.press('Control+Enter');
  const invoiceText = page.getByTestId('invoice-number');
  await expect(invoiceText).toBeVisible();
  const split = await orderByInvoice(page, await minorOf(invoiceText));
  expect(split.total).toBe(total);
  expect(split.payments.map((p) => [p.method, p.amount])).toEqual([
    ['card', 1000],
    ['cash', total - 1000],
  ]);
  expect(split.changeDue).toBe(10_000 - (total - 1000));
  await page.getByRole('dialog').getByRole('button', { name: 'New order' }).click();

  // Debit: a new customer made from the till, the whole total on their account.
  const name = `Till customer ${stamp()}`;
  const phone = `+9665${(Date.now() % 1e7).toString().padStart(7, '0')}9`;
  await page.getByRole('region', { name: 'Order' }).getByTestId('sale-mode').click();
  await page.getByRole('menuitem', { name: 'On account', exact: true }).click();
  await tile(page, first.nameEn).click();
  await page.getByRole('button', { name: 'Customer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'New customer' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByLabel('Phone').fill(phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Create and choose' }).click();
  await expect(page.getByRole('button', { name: `Customer: ${name}`, exact: true })).toBeVisible();
  const debitTotal = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog').getByText('On account', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByTestId('invoice-number')).toBeVisible();
  const debit = await orderByInvoice(page, await minorOf(page.getByTestId('invoice-number')));
  expect(debit.type).toBe('debit');
  expect(debit.total).toBe(debitTotal);
  const { customers } = await api<{ customers: { name: string; balance: number }[] }>(
    page,
    'GET',
    `/v1/customers?q=${encodeURIComponent(name)}`,
  );
  expect(customers.find((c) => c.name === name)?.balance).toBe(debitTotal);
  await shot(page, testInfo, 'pos-debit-done');
});

test('pos: a delivery order takes the picked customer and their address', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const name = `Delivery guest ${s}`;
  const address = `Street ${s}, Riyadh`;
  await api(page, 'POST', '/v1/customers/create', {
    name,
    phone: `+9665${(Date.now() % 1e7).toString().padStart(7, '0')}7`,
    address,
  });
  const [first] = await twoProducts(page);
  await openPos(page);
  await page.getByRole('region', { name: 'Order' }).getByTestId('sale-mode').click();
  await page.getByRole('menuitem', { name: 'Delivery', exact: true }).click();
  await tile(page, first.nameEn).click();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Customer', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a customer' });
  await picker.getByLabel('Name, phone or e-mail').fill(name);
  await picker.getByRole('button', { name: new RegExp(`^${escape(name)}`) }).click();
  await expect(page.getByLabel('Delivery address')).toHaveValue(address);
  const total = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();
  const order = await newestOrder(page, 'type=delivery');
  expect(order.total).toBe(total);
  expect(order.deliveryAddress).toBe(address);
  expect(order.lines).toEqual([expect.objectContaining({ productId: first.id, quantity: 1 })]);
});

test("pos: a cashier's large discount is approved by a manager's PIN typed at the till", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const s = stamp();
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  const roleId = (name: string) => {
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`no ${name} role`);
    return role.id;
  };
  const pin = String(100_000 + (Date.now() % 900_000));
  await api(page, 'POST', '/v1/users/create', {
    name: `Manager ${s}`,
    email: `manager-${s}@cashier.test`,
    password: 'Manager-pass-2026',
    roleId: roleId('manager'),
    locale: 'en',
    pin,
  });
  const cashier = { email: `cashier-${s}@cashier.test`, password: 'Cashier-pass-2026' };
  await api(page, 'POST', '/v1/users/create', {
    name: `Cashier ${s}`,
    ...cashier,
    roleId: roleId('cashier'),
    locale: 'en',
  });
  const [first] = await twoProducts(page);
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.locator('input[type=email]').fill(cashier.email);
  await page.locator('input[type=password]').fill(cashier.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin$/);

  await openPos(page);
  await tile(page, first.nameEn).click();
  await page.getByRole('button', { name: 'Discount' }).click();
  await page.getByLabel('Percent off').fill('50');
  await page.getByRole('button', { name: 'Apply' }).click();
  const total = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete sale' }).click();

  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toBeVisible();
  const pinBox = approval.getByLabel('Manager PIN');
  await pinBox.fill('000000' === pin ? '111111' : '000000');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(pinBox).toHaveAttribute('aria-invalid', 'true');
  // The manager types the PIN on an Arabic keyboard: Arabic-Indic digits are the same PIN, sent as ASCII.
  await pinBox.pressSequentially(indicDigits(pin, 'arabic'));
  await shot(page, testInfo, 'pos-approval');
  const sent = page.waitForRequest((r) => r.url().endsWith('/v1/auth/approve') && r.method() === 'POST');
  await approval.getByRole('button', { name: 'Approve' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ pin, permission: 'orders.discount' });
  const invoiceText = page.getByTestId('invoice-number');
  await expect(invoiceText).toBeVisible();
  const order = await orderByInvoice(page, await minorOf(invoiceText));
  expect(order.total).toBe(total);
  expect(order.discountTotal).toBe(Math.round(first.price / 2));
});

test('pos: layouts on a phone, a laptop and a 1024×768 tablet, in English and Arabic', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const ready = async (p: Page) => {
    await expect(p.locator('[data-product-id]').first()).toBeVisible();
  };
  await checkLayouts(page, testInfo, '/admin/pos', 'pos', ready);
  await checkLayouts(page, testInfo, '/admin/pos', 'pos', ready, 'ar');

  // At a table (with its seat buttons) on the tablet, in both languages.
  const table = await newTable(page, `Layout ${stamp()}`);
  const [first] = await twoProducts(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const prefix of ['', '/ar'] as const) {
    await openPos(page, prefix, `/admin/pos?table=${table.id}`);
    await expect(page.getByRole('button', { name: table.name, exact: true })).toBeVisible();
    await tile(page, prefix ? first.nameAr : first.nameEn).click();
    await expectNoOverflow(page);
    // Products and the cart side by side, both on screen.
    await expect(page.getByTestId('cart-total')).toBeInViewport();
    await shot(page, testInfo, `pos-${prefix ? 'ar' : 'en'}-tablet`);
  }

  // The phone: the grid, then the cart in a bottom sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const prefix of ['', '/ar'] as const) {
    await openPos(page, prefix, `/admin/pos?table=${table.id}`);
    await tile(page, prefix ? first.nameAr : first.nameEn).click();
    await page.getByTestId('open-cart').click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('cart-total')).toBeVisible();
    // The sheet slides up and stops on the bottom edge.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBe(844);
    await expectNoOverflow(page);
    await shot(page, testInfo, `pos-${prefix ? 'ar' : 'en'}-phone-cart`);
  }
});

interface FullOrder extends Order {
  lines: (Order['lines'][number] & { id: number; seat: number | null; lineTotal: number })[];
}

/** A dine-in order opened on a table by another screen (a waiter's), with its lines on seats. */
async function tableOrder(
  page: Page,
  tableId: number,
  lines: { productId: number; quantity: number; seat?: number }[],
): Promise<FullOrder> {
  const { order } = await api<{ order: FullOrder[] }>(page, 'POST', '/v1/orders/create', {
    type: 'pos',
    status: 'new',
    tableId,
    lines,
  });
  const [created] = order;
  if (!created) throw new Error('the create answered no order');
  return created;
}

const oneOrder = async (page: Page, id: number) =>
  (await api<{ order: FullOrder }>(page, 'GET', `/v1/orders/${id}`)).order;

async function tableStatus(page: Page, id: number): Promise<string | undefined> {
  const { tables } = await api<{ tables: { id: number; status: string }[] }>(page, 'GET', '/v1/tables/list');
  return tables.find((t) => t.id === id)?.status;
}

async function newTable(page: Page, name: string): Promise<{ id: number; name: string }> {
  return (
    await api<{ table: { id: number; name: string } }>(page, 'POST', '/v1/tables/create', { name, seats: 4 })
  ).table;
}

test('pos: a dine-in order moved to another table and split by seat; each bill paid on its own (cash, card)', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const s = stamp();
  const table = await newTable(page, `Split ${s}`);
  const other = await newTable(page, `Split moved ${s}`);
  await api(page, 'PUT', '/v1/settings/update', { values: { service_charge_bp: '1000' } });
  try {
    const [first, second] = await twoProducts(page);
    const opened = await tableOrder(page, table.id, [
      { productId: first.id, quantity: 2, seat: 1 },
      { productId: second.id, quantity: 1, seat: 2 },
    ]);

    // Moved to another table at the till; the seats stay with the lines.
    await openPos(page, '', `/admin/pos/${opened.id}`);
    await page.getByRole('button', { name: table.name, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^${escape(other.name)}`) })
      .click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/pos$/);
    const moved = await oneOrder(page, opened.id);
    expect(moved.tableId).toBe(other.id);
    expect(moved.lines.map((l) => l.seat)).toEqual([1, 2]);
    expect(await tableStatus(page, table.id)).toBe('available');

    // Split by seat: seat 2 becomes a bill of its own.
    await openPos(page, '', `/admin/pos/${opened.id}`);
    expect(await minorOf(page.getByTestId('cart-total'))).toBe(moved.total);
    await page.getByRole('button', { name: 'Split bill', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Split the bill' });
    await expect(dialog.getByTestId('split-preview')).toHaveCount(2);
    const preview = await Promise.all(
      [0, 1].map((i) => minorOf(dialog.getByTestId('split-preview-total').nth(i))),
    );
    await shot(page, testInfo, 'pos-split-by-seat');
    await dialog.getByRole('button', { name: 'Split into 2 bills' }).click();

    const list = page.getByRole('dialog', { name: 'Split bills' });
    const rows = list.getByTestId('split-bill');
    await expect(rows).toHaveCount(2);
    const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-order-id'))));
    expect(ids[0]).toBe(opened.id);
    const parts = await Promise.all(ids.map((id) => oneOrder(page, id)));
    for (const [i, part] of parts.entries()) {
      expect(await minorOf(rows.nth(i).getByTestId('split-bill-total'))).toBe(part.total);
      expect(preview[i]).toBe(part.total);
      expect(part.tableId).toBe(other.id);
    }
    expect(parts[0]?.lines.map((l) => [l.productId, l.quantity, l.seat])).toEqual([[first.id, 2, 1]]);
    expect(parts[1]?.lines.map((l) => [l.productId, l.quantity, l.seat])).toEqual([[second.id, 1, 2]]);
    // Line totals are conserved exactly.
    expect(parts.reduce((sum, p) => sum + p.lines.reduce((t, l) => t + l.lineTotal, 0), 0)).toBe(
      moved.lines.reduce((t, l) => t + l.lineTotal, 0),
    );
    await shot(page, testInfo, 'pos-split-bills');

    // Bill 1 in cash with change.
    await list.getByRole('button', { name: 'Pay bill 1' }).click();
    const pay = page.getByRole('dialog', { name: 'Payment' });
    await expect(pay.getByTestId('pay-due')).toBeVisible();
    const [bill1, bill2] = parts;
    if (!bill1 || !bill2) throw new Error('the split answered fewer than two orders');
    expect(await minorOf(pay.getByTestId('pay-due'))).toBe(bill1.total);
    const tendered = (Math.floor(bill1.total / 10_000) + 1) * 10_000;
    await pay.getByLabel('Cash received').fill(String(tendered / 100));
    await pay.getByRole('button', { name: 'Complete sale' }).click();
    const done = page.getByRole('dialog', { name: 'Sale completed' });
    await expect(done.getByTestId('invoice-number')).toBeVisible();
    expect(await minorOf(done.getByTestId('server-total'))).toBe(bill1.total);
    await done.getByRole('button', { name: 'New order' }).click();

    // Back to the list: bill 1 paid, bill 2 by card.
    await expect(list.getByTestId('split-bill').first()).toContainText('Paid');
    await list.getByRole('button', { name: 'Pay bill 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pos/${bill2.id}$`));
    await expect(pay.getByTestId('pay-due')).toBeVisible();
    expect(await minorOf(pay.getByTestId('pay-due'))).toBe(bill2.total);
    await pay.getByText('Card', { exact: true }).click();
    await pay.getByRole('button', { name: 'Complete sale' }).click();
    await expect(done.getByTestId('invoice-number')).toBeVisible();
    expect(await minorOf(done.getByTestId('server-total'))).toBe(bill2.total);
    await done.getByRole('button', { name: 'New order' }).click();
    await expect(page).toHaveURL(/\/admin\/pos$/);

    const paid = await Promise.all(ids.map((id) => oneOrder(page, id)));
    expect(paid.map((o) => o.status)).toEqual(['completed', 'completed']);
    expect(paid.map((o) => o.payments.map((p) => [p.method, p.amount]))).toEqual([
      [['cash', bill1.total]],
      [['card', bill2.total]],
    ]);
    expect(paid.map((o) => o.total)).toEqual([bill1.total, bill2.total]);
    expect(await tableStatus(page, other.id)).toBe('available');
    expect(await tableStatus(page, table.id)).toBe('available');
  } finally {
    await api(page, 'PUT', '/v1/settings/update', { values: { service_charge_bp: '0' } });
  }
});

test('pos: a long category fills in as the grid scrolls', async ({ page }) => {
  await signIn(page);
  const name = `Long ${stamp()}`;
  const { category } = await api<{ category: { id: number } }>(page, 'POST', '/v1/categories/create', {
    nameEn: name,
    nameAr: `قائمة ${name}`,
  });
  const ids: number[] = [];
  try {
    for (let i = 1; i <= 60; i++) {
      const { products } = await api<{ products: { id: number }[] }>(page, 'POST', '/v1/products/create', {
        categoryId: category.id,
        nameEn: `${name} dish ${i}`,
        nameAr: `طبق ${i}`,
        price: 100 * i,
      });
      ids.push(...products.map((p) => p.id));
    }
    await openPos(page);
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name, exact: true }).click();
    const tiles = page.locator('[data-product-id]');
    await expect(tiles).toHaveCount(48);
    await expect(page.getByRole('button', { name: 'Show more (48 of 60)' })).toBeVisible();
    await tiles.nth(40).scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(60);
    await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0);

    // On a phone the page scrolls, not the grid: 48 tiles until the cashier scrolls down, then more.
    await page.setViewportSize({ width: 390, height: 844 });
    await openPos(page);
    await expect(page.getByTestId('open-cart')).toBeVisible();
    await expect(tiles).toHaveCount(48);
    await expect(page.getByRole('button', { name: /^Show more \(48 of/ })).not.toBeInViewport();
    await tiles.nth(47).scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(96);
  } finally {
    // The products go; the category (which keeps its deleted products' history) is switched off.
    for (const id of ids) await api(page, 'DELETE', `/v1/products/destroy/${id}`);
    await api(page, 'PUT', `/v1/categories/update/${category.id}`, {
      nameEn: name,
      nameAr: `قائمة ${name}`,
      active: false,
    });
  }
});

test('pos: an order opened from the floor view; the table is then occupied and its tile opens that order', async ({
  page,
}) => {
  await signIn(page);
  const table = await newTable(page, `Floor ${stamp()}`);
  const [first] = await twoProducts(page);
  await page.goto('/admin/tables');
  const tileOf = page.getByRole('article', { name: table.name });
  await tileOf.getByRole('link', { name: `New order at ${table.name}` }).click();

  // The till opens with the table chosen; the query is gone, so "New order" starts clean.
  await expect(page).toHaveURL(/\/admin\/pos$/);
  await expect(page.getByRole('button', { name: table.name, exact: true })).toBeVisible();
  await tile(page, first.nameEn).click();
  const total = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();
  const order = await newestOrder(page, `tableId=${table.id}`);
  expect(order.total).toBe(total);
  expect(await tableStatus(page, table.id)).toBe('occupied');

  await page.goto('/admin/tables');
  await expect(tileOf).toHaveAttribute('data-status', 'occupied');
  await tileOf.getByRole('link', { name: `Open the order of ${table.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pos/${order.id}$`));
  await expect(page.getByRole('region', { name: 'Order' }).getByRole('listitem')).toHaveCount(1);
  expect(await minorOf(page.getByTestId('cart-total'))).toBe(order.total);

  // A table that does not exist is not kept.
  await page.goto('/admin/pos?table=999999');
  await expect(page).toHaveURL(/\/admin\/pos$/);
  await expect(page.getByRole('button', { name: 'Choose a table' })).toBeVisible();
});

test('pos: items taken for seats at the till, one moved to another seat, then the bill split by seat', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const table = await newTable(page, `Seats ${stamp()}`);
  const [first, second] = await twoProducts(page);
  await openPos(page);
  const cart = page.getByRole('region', { name: 'Order' });
  await cart.getByTestId('sale-mode').click();
  await page.getByRole('menuitem', { name: 'Dine-in', exact: true }).click();
  await page.getByRole('button', { name: 'Choose a table' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${escape(table.name)}`) })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The table's four seats and "Shared"; new items go to the seat chosen.
  const seats = cart.getByRole('group', { name: 'Seat' });
  await expect(seats.getByRole('button')).toHaveCount(6); // Shared, 1–4, and "Add a seat"
  await seats.getByRole('button', { name: 'Seat 1', exact: true }).click();
  await expect(seats.getByRole('button', { name: 'Seat 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tile(page, first.nameEn).click();
  await tile(page, first.nameEn).click();
  await seats.getByRole('button', { name: 'Add a seat' }).click(); // a fifth guest
  await tile(page, second.nameEn).click();
  await seats.getByRole('button', { name: 'Seat 2', exact: true }).click();
  await tile(page, second.nameEn).click();
  await expect(cart.getByRole('listitem')).toHaveCount(3);

  // The seat-5 line moves to seat 2 (it joins the table's other line of that item only when saved).
  // Selected first: a line's tools show on the selected line.
  await cart.getByRole('listitem', { name: second.nameEn }).first().getByText(second.nameEn).first().click();
  await cart
    .getByRole('button', { name: `Seat for ${second.nameEn}` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Seat 2', exact: true }).click();
  await shot(page, testInfo, 'pos-seats');
  const total = await minorOf(page.getByTestId('cart-total'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();

  const order = await oneOrder(page, (await newestOrder(page, `tableId=${table.id}`)).id);
  expect(order.total).toBe(total);
  expect(order.lines.map((l) => [l.productId, l.quantity, l.seat])).toEqual([
    [first.id, 2, 1],
    [second.id, 1, 2],
    [second.id, 1, 2],
  ]);

  // Split by seat at the till: two bills, one per seat.
  await openPos(page, '', `/admin/pos/${order.id}`);
  await page.getByRole('button', { name: 'Split bill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Split the bill' });
  await expect(dialog.getByTestId('split-preview')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Split into 2 bills' }).click();
  const rows = page.getByRole('dialog', { name: 'Split bills' }).getByTestId('split-bill');
  await expect(rows).toHaveCount(2);
  const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-order-id'))));
  const parts = await Promise.all(ids.map((id) => oneOrder(page, id)));
  expect(parts.map((p) => p.lines.map((l) => [l.productId, l.quantity, l.seat]))).toEqual([
    [[first.id, 2, 1]],
    [
      [second.id, 1, 2],
      [second.id, 1, 2],
    ],
  ]);
  for (const [i, part] of parts.entries()) {
    expect(await minorOf(rows.nth(i).getByTestId('split-bill-total'))).toBe(part.total);
  }
});

test('pos: two tables merged; the second table is available and the order holds both sets of lines', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const s = stamp();
  const a = await newTable(page, `Merge A ${s}`);
  const b = await newTable(page, `Merge B ${s}`);
  const [first, second] = await twoProducts(page);
  const target = await tableOrder(page, a.id, [{ productId: first.id, quantity: 1 }]);
  const source = await tableOrder(page, b.id, [{ productId: second.id, quantity: 2 }]);
  expect(await tableStatus(page, b.id)).toBe('occupied');

  await openPos(page, '', `/admin/pos/${target.id}`);
  await page.getByRole('button', { name: 'Merge table', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge a table into this order' });
  const choice = dialog.getByRole('button', { name: new RegExp(`^${escape(b.name)}`) });
  await expect(choice).toContainText(`Ticket #${source.ticketNumber}`);
  await shot(page, testInfo, 'pos-merge');
  await choice.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${b.name} merged into this order.`)).toBeVisible();

  // At a table the lines are grouped by course: the "Order lines" group holds one list per course.
  const lines = page.getByRole('group', { name: 'Order lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  const merged = await oneOrder(page, target.id);
  expect(merged.lines.map((l) => [l.productId, l.quantity])).toEqual([
    [first.id, 1],
    [second.id, 2],
  ]);
  expect(await minorOf(page.getByTestId('cart-total'))).toBe(merged.total);
  const canceled = await oneOrder(page, source.id);
  expect(canceled.status).toBe('canceled');
  expect(await tableStatus(page, b.id)).toBe('available');
  expect(await tableStatus(page, a.id)).toBe('occupied');
  await shot(page, testInfo, 'pos-merged');
});

test('pos: the split dialog in Arabic, by items, right to left', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  const table = await newTable(page, `Split AR ${stamp()}`);
  const [first, second] = await twoProducts(page);
  const order = await tableOrder(page, table.id, [
    { productId: first.id, quantity: 3 },
    { productId: second.id, quantity: 1 },
  ]);
  await openPos(page, '/ar', `/admin/pos/${order.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تقسيم الفاتورة', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'تقسيم الفاتورة' });
  // No line is on a seat: by items. One of the first item and the second move to bill 2.
  await dialog.getByRole('button', { name: `واحد إضافي من ${first.nameAr} على هذه الفاتورة` }).click();
  await dialog.getByRole('button', { name: `واحد إضافي من ${second.nameAr} على هذه الفاتورة` }).click();
  await expect(dialog.getByTestId('split-preview')).toHaveCount(2);
  const plus = dialog.getByRole('button', { name: `واحد إضافي من ${first.nameAr} على هذه الفاتورة` });
  const box = await plus.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const preview = await Promise.all(
    [0, 1].map((i) => minorOf(dialog.getByTestId('split-preview-total').nth(i))),
  );
  await expectNoOverflow(page);
  await shot(page, testInfo, 'pos-split-ar');
  await dialog.getByRole('button', { name: /^قسّم إلى / }).click();

  const list = page.getByRole('dialog', { name: 'الفواتير المقسّمة' });
  const rows = list.getByTestId('split-bill');
  await expect(rows).toHaveCount(2);
  const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-order-id'))));
  for (const [i, id] of ids.entries()) {
    const part = await oneOrder(page, id);
    expect(await minorOf(rows.nth(i).getByTestId('split-bill-total'))).toBe(part.total);
    expect(preview[i]).toBe(part.total);
  }
  const kept = await oneOrder(page, order.id);
  expect(kept.lines.map((l) => [l.productId, l.quantity])).toEqual([[first.id, 2]]);
  await shot(page, testInfo, 'pos-split-bills-ar');
});
