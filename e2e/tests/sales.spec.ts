import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { api, checkLayouts, indicDigits, money, OWNER, shot, signIn, stamp, WRITE } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Order {
  id: number;
  version: number;
  status: string;
  ticketNumber: number;
  invoiceNumber: number | null;
  total: number;
  paidTotal: number;
  currency: string;
}

async function productId(page: Page, index = 0): Promise<number> {
  const { products } = await api<{ products: { id: number; price: number; active: boolean }[] }>(
    page,
    'GET',
    '/v1/products',
  );
  const priced = products.filter((p) => p.active && p.price > 0);
  return priced[index % priced.length]!.id;
}

/** Opens an order through the API, as the POS would. */
async function openOrder(
  page: Page,
  body: {
    type?: string;
    customerId?: number;
    status?: string;
    lines?: { productId: number; quantity: number }[];
  },
): Promise<Order> {
  const lines = body.lines ?? [{ productId: await productId(page), quantity: 2 }];
  const { order } = await api<{ order: Order[] }>(
    page,
    'POST',
    '/v1/orders/create',
    { type: 'pos', ...body, lines },
    { 'Idempotency-Key': randomUUID() },
  );
  return order[0]!;
}

/** A counter sale: opened, then paid by card and completed. */
async function sell(page: Page, quantity = 2): Promise<Order> {
  const open = await openOrder(page, { lines: [{ productId: await productId(page, 1), quantity }] });
  const { order } = await api<{ order: Order[] }>(page, 'PUT', '/v1/orders/update', {
    id: open.id,
    version: open.version,
    status: 'completed',
    payments: [{ method: 'card', amount: open.total }],
  });
  return order[0]!;
}

async function roleId(page: Page, name: string): Promise<number> {
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  return roles.find((r) => r.name === name)!.id;
}

async function createUser(page: Page, user: { name: string; email: string; role: string; pin?: string }) {
  await api(page, 'POST', '/v1/users/create', {
    name: user.name,
    email: user.email,
    roleId: await roleId(page, user.role),
    locale: 'en',
    password: 'Staff-pass-2026',
    pin: user.pin ?? null,
  });
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Staff-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const main = (page: Page) => page.getByRole('main');
const orderLink = (page: Page, ticket: number) =>
  page.getByRole('link', { name: `Open order #${ticket}`, exact: true });
const screenReceipt = (page: Page) => main(page).getByRole('article', { name: 'Receipt' });

/** Chooses an option of a Mantine select by the select's label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await main(page).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('POS sales: the list shows a sale with the server’s total, filters by status and number, opens the order, prints the receipt and the invoice', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const sale = await sell(page, 3);
  const open = await openOrder(page, {});
  expect(sale.invoiceNumber).not.toBeNull();
  const total = await money(page, sale.total, sale.currency);

  await page.goto('/admin/sales/pos');
  await expect(page.getByRole('heading', { name: 'POS sales', level: 2 })).toBeVisible();
  const saleRow = main(page)
    .getByRole('row')
    .filter({ has: orderLink(page, sale.ticketNumber) });
  await expect(saleRow).toContainText(total);
  await expect(saleRow).toContainText('Completed');
  await expect(saleRow).toContainText(String(sale.invoiceNumber));
  await expect(orderLink(page, open.ticketNumber)).toBeVisible();
  await shot(page, testInfo, 'sales-pos-list');

  // An order taken elsewhere appears by itself (the events stream refreshes the list).
  const later = await openOrder(page, {});
  await expect(orderLink(page, later.ticketNumber)).toBeVisible();

  // Only new orders: the completed sale leaves, the open one stays; the address keeps the filter.
  await choose(page, 'Status', 'New');
  await expect(page).toHaveURL(/status=new/);
  await expect(orderLink(page, open.ticketNumber)).toBeVisible();
  await expect(orderLink(page, sale.ticketNumber)).toHaveCount(0);
  await choose(page, 'Status', 'Completed');
  await expect(orderLink(page, sale.ticketNumber)).toBeVisible();
  await expect(orderLink(page, open.ticketNumber)).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Clear filters' }).click();

  // Searching by the invoice number finds that sale.
  const searchBox = main(page).getByRole('searchbox', { name: 'Ticket or invoice number' });
  await searchBox.fill(String(sale.invoiceNumber));
  await searchBox.press('Enter');
  await expect(
    main(page).getByText(`Orders with ticket or invoice number ${sale.invoiceNumber}`),
  ).toBeVisible();
  await expect(orderLink(page, sale.ticketNumber)).toBeVisible();

  // A click on the row opens the order.
  await main(page)
    .getByRole('row')
    .filter({ has: orderLink(page, sale.ticketNumber) })
    .getByText('Counter')
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/sales/order/${sale.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${sale.ticketNumber}`, level: 2 })).toBeVisible();
  const totals = main(page).getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row').filter({ hasText: /^Total/ })).toContainText(total);
  await expect(screenReceipt(page)).toContainText('Simplified tax invoice');
  await expect(screenReceipt(page)).toContainText(String(sale.invoiceNumber));
  await expect(screenReceipt(page)).toContainText(total);
  await expect(main(page).getByRole('table', { name: 'Audit trail' })).toContainText('Created');
  await shot(page, testInfo, 'sales-order');

  // Print preview: the receipt alone, without the admin chrome.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await expect(page.getByRole('heading', { name: `Order #${sale.ticketNumber}` })).toBeHidden();
  const printed = page.locator('[data-print-root="receipt"]').getByRole('article', { name: 'Receipt' });
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(total);
  const width = await printed.evaluate((el) => el.getBoundingClientRect().width);
  // 72 mm at 96 px per inch.
  expect(Math.round(width)).toBe(Math.round((72 / 25.4) * 96));
  await shot(page, testInfo, 'sales-receipt-print');
  // Printed, it is one page 80 mm wide (226.77 pt), as long as the receipt.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(boxes.length).toBeGreaterThan(0);
  expect(new Set(boxes.map((m) => m[0])).size).toBe(1);
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  expect(Number(boxes[0]![1])).toBeCloseTo((80 / 25.4) * 72, 0);
  await page.emulateMedia({ media: 'screen' });

  // Its tax invoice, by number.
  await main(page).getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sales/invoice/${sale.invoiceNumber}$`));
  await expect(page.getByRole('heading', { name: `Invoice ${sale.invoiceNumber}`, level: 2 })).toBeVisible();
  const invoice = main(page).getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toContainText(String(sale.invoiceNumber));
  await expect(invoice).toContainText(total);
  await expect(invoice).toContainText('فاتورة ضريبية');
  await shot(page, testInfo, 'sales-invoice');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.locator('[data-print-root="invoice"]').getByRole('article')).toBeVisible();
  await shot(page, testInfo, 'sales-invoice-print');
  // Printed, it is one A4 page (595 × 842 pt).
  const a4 = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(a4.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  expect(a4).toMatch(/\/MediaBox\s*\[\s*0 0 59[4-6](\.\d+)? 84[1-3](\.\d+)?\s*\]/);
  await page.emulateMedia({ media: 'screen' });

  // A number no completed order carries says so.
  await page.goto('/admin/sales/invoice/99999999');
  await expect(main(page).getByText('No completed order carries invoice number 99999999.')).toBeVisible();

  // Part of the sale is refunded: the refund is listed and the totals and receipt show it.
  await page.goto(`/admin/sales/order/${sale.id}`);
  await main(page).getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund invoice ${sale.invoiceNumber}` });
  await refund.getByLabel(/^Amount/).fill('5');
  await refund.getByLabel('Reason').fill('Cold dish');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  const five = await money(page, 500, sale.currency);
  await expect(page.getByText(`${five} refunded.`)).toBeVisible();
  const refunds = main(page).getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('Cold dish');
  await expect(refunds).toContainText(five);
  await expect(totals.getByRole('row').filter({ hasText: 'Refunded' })).toContainText(five);
  await expect(screenReceipt(page)).toContainText('Refunded');
  const { order: refunded } = await api<{ order: Order & { refundedTotal: number } }>(
    page,
    'GET',
    `/v1/orders/${sale.id}`,
  );
  expect(refunded.refundedTotal).toBe(500);
  await shot(page, testInfo, 'sales-order-refunded');
});

test('debit orders: an order on account raises the customer’s balance and a payment settles it to zero', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const name = `Debit ${s}`;
  await signIn(page);
  const { customer } = await api<{ customer: { id: number } }>(page, 'POST', '/v1/customers/create', {
    name,
    phone: `+9665${(Date.now() % 1e7).toString().padStart(7, '0')}9`,
  });
  const order = await openOrder(page, { type: 'debit', customerId: customer.id, status: 'completed' });
  const owed = await money(page, order.total, order.currency);

  await page.goto('/admin/sales/debit-orders');
  await expect(page.getByRole('heading', { name: 'Debit orders', level: 2 })).toBeVisible();
  const balances = main(page).getByRole('table', { name: 'Customer balances' });
  const row = balances.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(owed);
  await expect(orderLink(page, order.ticketNumber)).toBeVisible();
  await shot(page, testInfo, 'sales-debit');

  await row.getByRole('button', { name: `Take payment from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payment from ${name}` });
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue(/\d/);
  // More than the balance is refused beside the field.
  await dialog.getByLabel(/^Amount/).fill('999999');
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await expect(dialog.getByText(/^At most/)).toBeVisible();
  await dialog
    .getByLabel(/^Amount/)
    .fill(await page.evaluate(([m]) => (m / 100).toFixed(2), [order.total] as const));
  await dialog.getByText('Card', { exact: true }).click();
  await dialog.getByLabel('Reference').fill(`slip-${s}`);
  await shot(page, testInfo, 'sales-settle-dialog');
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`${owed.replace(/[.$]/g, '\\$&')} received`))).toBeVisible();
  await expect(balances.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const { customers } = await api<{ customers: { id: number; balance: number }[] }>(
    page,
    'GET',
    '/v1/customers',
  );
  expect(customers.find((c) => c.id === customer.id)?.balance).toBe(0);
});

test('void: a cashier without orders.void asks a manager, whose PIN approves once', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const pin = String(100_000 + (Date.now() % 900_000));
  const cashier = { name: `Cashier ${s}`, email: `cashier-${s}@cashier.test`, role: 'cashier' };
  const manager = { name: `Manager ${s}`, email: `manager-${s}@cashier.test`, role: 'manager', pin };
  await signIn(page);
  await createUser(page, cashier);
  await createUser(page, manager);

  await signInAs(page, cashier.email);
  const order = await openOrder(page, {});
  const spare = await openOrder(page, {});

  await page.goto(`/admin/sales/order/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order #${order.ticketNumber}`, level: 2 })).toBeVisible();
  await main(page).getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void order #${order.ticketNumber}` });
  // A void needs a reason.
  await dialog.getByRole('button', { name: 'Void order' }).click();
  await expect(dialog.getByText('Say why.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(`Guest left ${s}`);
  await dialog.getByRole('button', { name: 'Void order' }).click();

  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toBeVisible();
  await expect(approval).toContainText('Your role cannot void orders');
  // A wrong PIN is refused in the dialog.
  await approval.getByLabel('Manager PIN').fill(pin === '999999' ? '999998' : '999999');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText(/PIN/).last()).toBeVisible();
  await expect(approval).toBeVisible();
  await shot(page, testInfo, 'sales-approval');

  const approved = page.waitForResponse(
    (r) => r.url().endsWith('/v1/auth/approve') && r.request().method() === 'POST' && r.ok(),
  );
  await approval.getByLabel('Manager PIN').fill(pin);
  await approval.getByRole('button', { name: 'Approve' }).click();
  const { approval: granted } = (await (await approved).json()) as { approval: { token: string } };
  await expect(approval).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order #${order.ticketNumber} voided.`)).toBeVisible();
  await expect(main(page).getByText(`Cancelled: Guest left ${s}`)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Void' })).toHaveCount(0);
  // The order's audit names the manager who approved the void (the cashier cannot list users).
  await expect(main(page).getByRole('table', { name: 'Audit trail' })).toContainText(
    `Approved by: ${manager.name}`,
  );
  const after = await api<{ order: Order }>(page, 'GET', `/v1/orders/${order.id}`);
  expect(after.order.status).toBe('canceled');

  // The same approval cannot cancel another order.
  const reuse = await page.request.put('/v1/orders/update', {
    headers: WRITE,
    data: {
      id: spare.id,
      version: spare.version,
      status: 'canceled',
      cancelReason: 'reuse',
      approvalToken: granted.token,
    },
  });
  expect(reuse.status()).toBe(403);
  const still = await api<{ order: Order }>(page, 'GET', `/v1/orders/${spare.id}`);
  expect(still.order.status).toBe('new');
  await shot(page, testInfo, 'sales-voided');

  // A refund needs a manager too: the same dialog asks, for a refund this time.
  const sale = await sell(page, 1);
  await page.goto(`/admin/sales/order/${sale.id}`);
  await main(page).getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund invoice ${sale.invoiceNumber}` });
  await refund.getByLabel('Reason').fill(`Wrong dish ${s}`);
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(approval).toContainText('Your role cannot refund orders');
  // Typed on a Persian or Urdu keyboard this time: Eastern Arabic-Indic digits are the same PIN.
  await approval.getByLabel('Manager PIN').pressSequentially(indicDigits(pin, 'eastern'));
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText(`${await money(page, sale.total, sale.currency)} refunded.`)).toBeVisible();
  const refunds = main(page).getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText(`Wrong dish ${s}`);
  await expect(refunds).toContainText('Approved by');
  // Everything paid came back, so there is nothing left to refund.
  await expect(main(page).getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // An address that names no order says so.
  await page.goto('/admin/sales/order/99999999');
  await expect(main(page).getByText('No such order')).toBeVisible();
});

test('the order page in Arabic reads right to left with an Arabic receipt', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  const sale = await sell(page, 1);
  await page.goto(`/ar/admin/sales/order/${sale.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: `الطلب #${sale.ticketNumber}`, level: 2 })).toBeVisible();
  const receipt = main(page).getByRole('article', { name: 'الإيصال' });
  await expect(receipt).toHaveAttribute('dir', 'rtl');
  await expect(receipt).toContainText('فاتورة ضريبية مبسطة');
  await expect(receipt).toContainText(await money(page, sale.total, sale.currency, 'ar'));
  await expect(main(page).getByText('مكتمل').first()).toBeVisible();
  await shot(page, testInfo, 'sales-order-ar');

  // Both languages on one receipt.
  await main(page).getByText('كلتاهما', { exact: true }).click();
  await expect(receipt).toContainText('Simplified tax invoice');
  await shot(page, testInfo, 'sales-order-ar-bilingual');
});

test('sales screens fit a phone and a laptop in English and Arabic', async ({ page }, testInfo) => {
  // Ten screens at two sizes in two languages, each a full-page screenshot: longer than one journey.
  test.slow();
  await signIn(page);
  const sale = await sell(page, 2);
  const list = (p: Page) => expect(p.locator('tbody tr').first()).toBeVisible();
  for (const locale of ['en', 'ar'] as const) {
    await checkLayouts(page, testInfo, '/admin/sales/pos', 'sales-pos', list, locale);
    await checkLayouts(
      page,
      testInfo,
      '/admin/sales/online-orders',
      'sales-online',
      (p) => expect(p.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible(),
      locale,
    );
    await checkLayouts(
      page,
      testInfo,
      '/admin/sales/debit-orders',
      'sales-debit',
      (p) => expect(p.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible(),
      locale,
    );
    await checkLayouts(
      page,
      testInfo,
      `/admin/sales/order/${sale.id}`,
      'sales-order',
      (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible(),
      locale,
    );
    await checkLayouts(
      page,
      testInfo,
      `/admin/sales/invoice/${sale.invoiceNumber}`,
      'sales-invoice',
      (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible(),
      locale,
    );
  }
  expect(OWNER.email).toContain('@');
});
