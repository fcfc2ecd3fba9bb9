import { randomUUID } from 'node:crypto';
import { SIMPLIFIED_INVOICE_FIELDS, type SimplifiedInvoiceField } from '@cashier/contracts';
import { expect, test, type Page } from '@playwright/test';
import { api, shot, signIn, VIEWPORTS } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Line {
  nameEn: string;
  nameAr: string;
  quantity: number;
}
interface Order {
  id: number;
  version: number;
  invoiceNumber: number | null;
  completedAt: string | null;
  total: number;
  taxTotal: number;
  lines: Line[];
}
type Locale = 'en' | 'ar';

const VAT = '310122393500003';
const SELLER = { en: 'Bayt Al Grill Trading Co.', ar: 'شركة بيت المشاوي التجارية' };
const ADDRESS = { en: 'Olaya St 12, Riyadh', ar: 'شارع العليا 12، الرياض' };

/** SAR minor units as the receipt writes them, once its digits are read as ASCII. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * The words each field of a simplified tax invoice shows on the printed browser receipt, in each
 * language (its text with Arabic-Indic digits read as ASCII). Typed over the whole list in
 * packages/contracts/src/invoice-fields.ts: a new field fails to compile here until it is checked.
 */
const SHOWN: Record<SimplifiedInvoiceField, (o: Order, l: Locale) => string[] | 'qr'> = {
  title: (_, l) => [l === 'ar' ? 'فاتورة ضريبية مبسطة' : 'Simplified tax invoice'],
  sellerName: (_, l) => [SELLER[l]],
  sellerAddress: (_, l) => [ADDRESS[l]],
  vatNumber: (_, l) => [`${l === 'ar' ? 'الرقم الضريبي' : 'VAT no.'}: ${VAT}`],
  invoiceNumber: (o, l) => [l === 'ar' ? 'رقم الفاتورة' : 'Invoice no.', String(o.invoiceNumber)],
  issuedAt: (o, l) => [l === 'ar' ? 'التاريخ' : 'Date', o.completedAt!.slice(0, 4)],
  items: (o, l) => o.lines.flatMap((x) => [l === 'ar' ? x.nameAr : x.nameEn, `${x.quantity} ×`]),
  total: (o, l) => [l === 'ar' ? 'الإجمالي شامل الضريبة' : 'Total incl. VAT', decimal(o.total)],
  vat: (o, l) => [l === 'ar' ? 'ضريبة القيمة المضافة 15' : 'VAT 15', decimal(o.taxTotal)],
  qrCode: () => 'qr',
};

/** The text as read: ASCII digits and separators, no direction marks, spaces made single. */
const plain = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');

async function sale(page: Page): Promise<Order> {
  await api(page, 'PUT', '/v1/settings/update', { values: { vat_number: VAT } });
  const { plugins } = await api<{ plugins: { id: number; key: string }[] }>(page, 'GET', '/v1/plugins');
  await api(page, 'PUT', `/v1/plugins/update/${plugins.find((p) => p.key === 'zatca')!.id}`, {
    enabled: true,
  });
  const { products } = await api<{ products: { id: number; nameEn: string; active: boolean }[] }>(
    page,
    'GET',
    '/v1/products',
  );
  const lines = ['Hummus', 'Moutabal'].map((n, i) => ({
    productId: products.find((p) => p.nameEn === n)!.id,
    quantity: i + 2,
  }));
  const { order } = await api<{ order: Order[] }>(
    page,
    'POST',
    '/v1/orders/create',
    { type: 'pos', lines },
    {
      'Idempotency-Key': randomUUID(),
    },
  );
  const open = order[0]!;
  const paid = await api<{ order: Order[] }>(page, 'PUT', '/v1/orders/update', {
    id: open.id,
    version: open.version,
    status: 'completed',
    payments: [{ method: 'card', amount: open.total }],
  });
  return paid.order[0]!;
}

test.describe.serial('the browser receipt is a simplified tax invoice', () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page);
    const { plugins } = await api<{ plugins: { id: number; key: string }[] }>(page, 'GET', '/v1/plugins');
    await api(page, 'PUT', `/v1/plugins/update/${plugins.find((p) => p.key === 'zatca')!.id}`, {
      enabled: false,
    });
    await page.close();
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`shows every field on the printed receipt (${locale})`, async ({ page }, testInfo) => {
      const prefix = locale === 'ar' ? '/ar' : '';
      await signIn(page, prefix);
      await api(page, 'PUT', '/v1/settings/update', {
        values: { seller_name: SELLER[locale], address: ADDRESS[locale] },
      });
      const order = await sale(page);
      await page.goto(`${prefix}/admin/sales/order/${order.id}`);
      const qrName = locale === 'ar' ? /رمز QR/ : /QR code/;
      await expect(page.getByRole('main').getByRole('img', { name: qrName })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      const printed = page.locator('[data-print-root="receipt"]');
      await expect(printed).toBeVisible();
      const text = plain(await printed.innerText());
      for (const field of SIMPLIFIED_INVOICE_FIELDS) {
        const wanted = SHOWN[field](order, locale);
        if (wanted === 'qr') await expect(printed.getByRole('img', { name: qrName }), field).toBeVisible();
        else for (const words of wanted) expect(text, `${field} (${locale})`).toContain(words);
      }
      // The Arabic receipt ends with the Arabic footer.
      expect(text.trim()).toMatch(locale === 'ar' ? /شكرًا لزيارتكم$/ : /Thank you for your visit$/);
      await shot(page, testInfo, `receipt-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await shot(page, testInfo, `receipt-${locale}-${size}`);
      }
    });
  }
});

test('the tables page and the POS table picker name areas in the screen’s language', async ({
  page,
}, testInfo) => {
  for (const [prefix, hall] of [
    ['', 'Hall'],
    ['/ar', 'الصالة'],
  ] as const) {
    await signIn(page, prefix);
    await page.goto(`${prefix}/admin/tables`);
    await expect(page.getByRole('heading', { name: hall, exact: true })).toBeVisible();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, testInfo, `tables-${prefix ? 'ar' : 'en'}-${size}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  }
});
