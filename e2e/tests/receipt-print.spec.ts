import { randomUUID } from 'node:crypto';
import { AUDIT_ACTION_WORDS, parseZatcaTlv } from '@cashier/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { api, checkLayouts, shot, signIn, stamp, VIEWPORTS } from '../support/index';
import { allowFakePrinterPorts, fakePrinter } from '../support/printers.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Order {
  id: number;
  version: number;
  ticketNumber: number;
  invoiceNumber: number | null;
  completedAt: string | null;
  total: number;
  taxTotal: number;
  currency: string;
}

/** The seller the ZATCA plugin is set up with: an Arabic name, so the TLV's byte lengths matter. */
const SELLER = { sellerName: 'مطعم البيت الشامي', vatNumber: '310122393500003' };

/** What each language calls the pieces the tests look for. */
const WORDS = {
  en: { receipt: 'Receipt', invoice: 'Tax invoice', qr: 'ZATCA e-invoice QR code' },
  ar: {
    receipt: 'الإيصال',
    invoice: 'فاتورة ضريبية',
    qr: 'رمز QR للفاتورة الإلكترونية (هيئة الزكاة والضريبة والجمارك)',
  },
} as const;

/** The seller is entered once, in General settings; the plugin only switches the QR code on. */
async function setZatca(page: Page, enabled: boolean): Promise<void> {
  const { plugins } = await api<{ plugins: { id: number; key: string }[] }>(page, 'GET', '/v1/plugins');
  const id = plugins.find((p) => p.key === 'zatca')!.id;
  if (enabled) {
    await api(page, 'PUT', '/v1/settings/update', {
      values: { seller_name: SELLER.sellerName, vat_number: SELLER.vatNumber },
    });
  }
  await api(page, 'PUT', `/v1/plugins/update/${id}`, { enabled });
}

/** Opens a counter order through the API, as the POS would. */
async function openOrder(page: Page): Promise<Order> {
  const { products } = await api<{ products: { id: number; price: number; active: boolean }[] }>(
    page,
    'GET',
    '/v1/products',
  );
  const product = products.find((p) => p.active && p.price > 0)!;
  const { order } = await api<{ order: Order[] }>(
    page,
    'POST',
    '/v1/orders/create',
    { type: 'pos', lines: [{ productId: product.id, quantity: 3 }] },
    { 'Idempotency-Key': randomUUID() },
  );
  return order[0]!;
}

/** A counter sale, paid by card and completed: it gets its invoice number and issue time. */
async function sell(page: Page): Promise<Order> {
  const open = await openOrder(page);
  const { order } = await api<{ order: Order[] }>(page, 'PUT', '/v1/orders/update', {
    id: open.id,
    version: open.version,
    status: 'completed',
    payments: [{ method: 'card', amount: open.total }],
  });
  return order[0]!;
}

/** Minor units as the QR writes them, from the digits (SAR: two decimals). */
const decimal = (minor: number) => {
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * Reads a QR code as the screen shows it: the element's screenshot, turned into pixels by a canvas
 * in the page, decoded by jsQR.
 */
async function readQr(page: Page, code: Locator): Promise<string> {
  const png = (await code.screenshot()).toString('base64');
  const image = await page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, data: Array.from(data) };
  }, png);
  const read = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
  expect(read, 'the QR code reads').not.toBeNull();
  return read!.data;
}

/** The QR code carries exactly the seller and the invoice as the server stored it. */
async function expectInvoiceQr(page: Page, code: Locator, order: Order): Promise<void> {
  await expect(code).toBeVisible();
  expect(parseZatcaTlv(await readQr(page, code))).toEqual({
    ...SELLER,
    timestamp: order.completedAt,
    total: decimal(order.total),
    vatTotal: decimal(order.taxTotal),
  });
}

/**
 * The printed size of the code itself in millimetres (CSS pixels at 96 per inch), without the white
 * quiet zone of four modules on each side that the picture includes.
 */
async function symbolMm(code: Locator): Promise<number> {
  const modules = Number((await code.getAttribute('viewBox'))!.split(' ')[2]);
  return (((await code.boundingBox())!.width * (modules - 8)) / modules) * (25.4 / 96);
}

test.describe.serial('ZATCA QR on the receipt and the tax invoice', () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page);
    await setZatca(page, false);
    await page.close();
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`reads back as the sale on the receipt, the printed receipt and the A4 invoice (${locale})`, async ({
      page,
    }, testInfo) => {
      const prefix = locale === 'ar' ? '/ar' : '';
      const words = WORDS[locale];
      await signIn(page, prefix);
      await setZatca(page, true);
      const sale = await sell(page);
      expect(sale.completedAt).not.toBeNull();

      const receiptQr = (p: Page) =>
        p
          .getByRole('main')
          .getByRole('article', { name: words.receipt })
          .getByRole('img', { name: words.qr });
      await checkLayouts(
        page,
        testInfo,
        `/admin/sales/order/${sale.id}`,
        'receipt-zatca',
        (p) => expect(receiptQr(p)).toBeVisible(),
        locale,
      );
      await expectInvoiceQr(page, receiptQr(page), sale);

      // Printed: the receipt's own copy carries the code, at least 30 mm wide on the 80 mm roll.
      await page.emulateMedia({ media: 'print' });
      const printed = page.locator('[data-print-root="receipt"]').getByRole('img', { name: words.qr });
      await expect(printed).toBeVisible();
      expect(await symbolMm(printed)).toBeGreaterThanOrEqual(30);
      await expectInvoiceQr(page, printed, sale);
      await shot(page, testInfo, `receipt-zatca-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });

      const invoiceQr = (p: Page) =>
        p
          .getByRole('main')
          .getByRole('article', { name: words.invoice })
          .getByRole('img', { name: words.qr });
      await checkLayouts(
        page,
        testInfo,
        `/admin/sales/invoice/${sale.invoiceNumber}`,
        'invoice-zatca',
        (p) => expect(invoiceQr(p)).toBeVisible(),
        locale,
      );
      await expectInvoiceQr(page, invoiceQr(page), sale);
      await page.emulateMedia({ media: 'print' });
      const printedInvoice = page.locator('[data-print-root="invoice"]').getByRole('img', { name: words.qr });
      await expectInvoiceQr(page, printedInvoice, sale);
      await shot(page, testInfo, `invoice-zatca-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });
    });
  }

  test('a bill has no QR code, and none shows once the plugin is off', async ({ page }) => {
    await signIn(page);
    await setZatca(page, true);
    const bill = await openOrder(page);
    const sale = await sell(page);
    const receipt = page.getByRole('main').getByRole('article', { name: WORDS.en.receipt });

    await page.goto(`/admin/sales/order/${bill.id}`);
    await expect(receipt).toContainText('Order ticket');
    await expect(receipt.getByRole('img', { name: WORDS.en.qr })).toHaveCount(0);

    // The same sale shows its code while the plugin is on, and loses it when it is switched off.
    await page.goto(`/admin/sales/order/${sale.id}`);
    await expect(receipt.getByRole('img', { name: WORDS.en.qr })).toBeVisible();
    await setZatca(page, false);
    await page.reload();
    await expect(receipt).toContainText('Simplified tax invoice');
    await expect(receipt.getByRole('img', { name: WORDS.en.qr })).toHaveCount(0);
    await page.goto(`/admin/sales/invoice/${sale.invoiceNumber}`);
    await expect(page.getByRole('main').getByRole('article', { name: WORDS.en.invoice })).toBeVisible();
    await expect(page.getByRole('img', { name: WORDS.en.qr })).toHaveCount(0);
  });
});

async function addPrinter(page: Page, name: string, port: number, kind = 'receipt'): Promise<number> {
  await allowFakePrinterPorts(page);
  const { printer } = await api<{ printer: { id: number } }>(page, 'POST', '/v1/printers/create', {
    name,
    kind,
    connection: 'network',
    host: '127.0.0.1',
    port,
    autoReceipt: false,
    mode: 'text',
  });
  return printer.id;
}

/** A cashier (no settings.manage: cannot list printers), with a PIN to take the full-screen till. */
async function addCashier(page: Page, name: string, pin: string): Promise<string> {
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@receipts.test`;
  await api(page, 'POST', '/v1/users/create', {
    name,
    email,
    password: 'Staff-pass-2026',
    roleId: roles.find((r) => r.name === 'cashier')!.id,
    locale: 'ar',
    pin,
  });
  return email;
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Staff-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('print on the receipt printer: the server’s message without one; with one or two, the receipt goes out', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const sale = await sell(page);
  const button = page.getByRole('button', { name: 'Print on receipt printer' });

  // No network receipt printer yet: the server's 422 says what to do, in English and in Arabic.
  await page.goto(`/admin/sales/order/${sale.id}`);
  await button.click();
  await expect(toast(page, 'No receipt printer is on the network')).toContainText(
    'The receipt was not printed',
  );
  await shot(page, testInfo, 'print-no-printer-en');
  await page.goto(`/ar/admin/sales/order/${sale.id}`);
  await page.getByRole('button', { name: 'اطبع على طابعة الإيصالات' }).click();
  await expect(toast(page, 'لا توجد طابعة إيصالات على الشبكة')).toContainText('لم يُطبع الإيصال');
  await shot(page, testInfo, 'print-no-printer-ar');

  const front = await fakePrinter();
  const back = await fakePrinter();
  const ids: number[] = [];
  try {
    const s = stamp();
    ids.push(await addPrinter(page, `Front ${s}`, front.port));
    await page.goto(`/admin/sales/order/${sale.id}`);
    await button.click();
    await expect(toast(page, `Receipt sent to Front ${s}`)).toBeVisible();
    await expect.poll(front.received, { timeout: 15_000 }).toBeGreaterThan(0);

    // Two printers: the owner (who may list them) chooses; the receipt goes to that one only.
    ids.push(await addPrinter(page, `Back ${s}`, back.port));
    await page.goto(`/ar/admin/sales/order/${sale.id}`);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'اطبع على طابعة الإيصالات' }).click();
    await expect(page.getByRole('menu')).toContainText('أي طابعة إيصالات؟');
    await shot(page, testInfo, 'print-choose-printer-ar-phone');
    const before = front.received();
    await page.getByRole('menuitem', { name: `Back ${s}` }).click();
    await expect(toast(page, `أُرسل الإيصال إلى Back ${s}`)).toBeVisible();
    await expect.poll(back.received, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(front.received()).toBe(before);
    // The order's audit trail records each print, with the printer chosen.
    const audit = page.getByRole('table', { name: 'سجل التدقيق' });
    await expect(
      audit.getByRole('row').filter({ hasText: AUDIT_ACTION_WORDS['order.print'].ar }),
    ).toHaveCount(2);
    await expect(audit).toContainText(`الطابعة: #${ids[1]}`);

    // A cashier cannot list printers: no choice, the server's first receipt printer prints it.
    const cashier = await browser.newPage();
    await signInAs(cashier, await addCashier(page, `Cashier ${s}`, '862051'));
    await cashier.goto(`/admin/sales/order/${sale.id}`);
    const sent = front.received();
    await cashier.getByRole('button', { name: 'Print on receipt printer' }).click();
    await expect(cashier.getByRole('menu')).toHaveCount(0);
    await expect(toast(cashier, 'Receipt sent to the receipt printer')).toBeVisible();
    await expect.poll(front.received, { timeout: 15_000 }).toBeGreaterThan(sent);
    await cashier.close();
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const id of ids) await api(page, 'DELETE', `/v1/printers/destroy/${id}`);
    await Promise.all([front.close(), back.close()]);
  }
});

test('a kitchen ticket not printed within 30 seconds: the back office and the full-screen till are told once', async ({
  page,
  browser,
}, testInfo) => {
  // The server waits 30 seconds before it calls a ticket late.
  test.setTimeout(120_000);
  await signIn(page);
  const s = stamp();
  const name = `Till ${s}`;
  await addCashier(page, name, '731946');

  // The full-screen till on its own device, in Arabic, held by the cashier.
  const till = await browser.newPage();
  const ids: number[] = [];
  try {
    await signIn(till, '/ar');
    await till.goto('/ar/admin/screens/pos');
    const lock = till.getByTestId('till-lock');
    await lock.getByRole('button', { name }).click();
    await lock.locator('input[type=password]').fill('731946');
    await lock.getByRole('button', { name: 'فتح', exact: true }).click();
    await expect(till.getByTestId('till-user')).toHaveText(name);

    // A kitchen printer that is off: nothing listens on its port.
    const off = await fakePrinter();
    await off.close();
    ids.push(await addPrinter(page, `Kitchen ${s}`, off.port, 'kitchen'));
    await page.goto('/admin');
    const order = await openOrder(page);

    const english = toast(page, `Kitchen ticket for order #${order.ticketNumber} did not print`);
    await expect(english).toBeVisible({ timeout: 60_000 });
    await expect(english).toContainText('check the printer');
    const number = await till.evaluate((n) => new Intl.NumberFormat('ar').format(n), order.ticketNumber);
    const arabic = toast(till, `لم تُطبع تذكرة المطبخ للطلب #${number}`);
    await expect(arabic).toBeVisible({ timeout: 10_000 });
    await shot(page, testInfo, 'print-late-en');
    await shot(till, testInfo, 'print-late-till-ar');
    // One notice per job, kept until closed (it outlasts the toasts' usual few seconds).
    await expect(english).toHaveCount(1);
    await expect(arabic).toHaveCount(1);
    await english.getByRole('button').click();
    await expect(english).toHaveCount(0);
  } finally {
    for (const id of ids) await api(page, 'DELETE', `/v1/printers/destroy/${id}`);
    await till.close();
  }
});
