import { readFileSync } from 'node:fs';
import {
  minorToDecimal,
  parseZatcaTlv,
  SIMPLIFIED_INVOICE_FIELDS,
  type Order,
  type SimplifiedInvoiceField,
} from '@cashier/contracts';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import {
  decodeEscPos,
  rasterToImageData,
  TestPrinter,
  textOf,
  type RasterOp,
} from '../../test/test-printer.ts';
import type { PrintDocument } from './document.ts';
import { receiptDocument, receiptWords } from './receipts.ts';
import { renderEscPos } from './render.ts';

type Locale = 'en' | 'ar';
const VAT = '310122393500003';
const ZONE = 'Asia/Riyadh';
/** A legal seller name apart from the restaurant's, so the test sees which one is printed. */
const SELLER = { en: 'Bayt Al Grill Trading Co.', ar: 'شركة بيت المشاوي التجارية' };
const ADDRESS = { en: 'Olaya St 12, Riyadh 12214', ar: 'شارع العليا 12، الرياض 12214' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row as paper prints it: its start, some space, its end. */
const row = (start: string, end: string) => new RegExp(`${escape(start)} +${escape(end)}`);

/** The issue time on the restaurant's clock, worked out apart from the code under test. */
function localStamp(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(Date.parse(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * What the paper must say for each field a simplified tax invoice carries, in each language: the
 * lines of text to find, or 'qr' for the code read back from the picture. Typed over the whole
 * list (packages/contracts/src/invoice-fields.ts): a field added there does not compile here
 * until it is checked.
 */
const PRINTED: Record<SimplifiedInvoiceField, (o: Order, l: Locale) => RegExp[] | 'qr'> = {
  title: (_, l) => [l === 'ar' ? /فاتورة ضريبية مبسطة/ : /Simplified tax invoice/],
  sellerName: (_, l) => [new RegExp(escape(SELLER[l]))],
  sellerAddress: (_, l) => [new RegExp(escape(ADDRESS[l]))],
  vatNumber: (_, l) => [new RegExp(`${l === 'ar' ? 'الرقم الضريبي' : 'VAT No\\.'} ${VAT}`)],
  invoiceNumber: (o, l) => [new RegExp(`${l === 'ar' ? 'فاتورة رقم' : 'Invoice'} ${o.invoiceNumber}\\b`)],
  issuedAt: (o) => [new RegExp(escape(localStamp(o.completedAt!)))],
  items: (o, l) =>
    o.lines.map((line) =>
      row(
        l === 'ar' ? `${line.quantity}× ${line.nameAr}` : `${line.quantity} x ${line.nameEn}`,
        minorToDecimal(line.lineTotal, o.currency),
      ),
    ),
  total: (o, l) => [row(`${l === 'ar' ? 'الإجمالي' : 'Total'} SAR`, minorToDecimal(o.total, 'SAR'))],
  vat: (o, l) => [
    row(
      l === 'ar' ? 'شاملة ضريبة القيمة المضافة 15٪' : 'VAT 15% included',
      minorToDecimal(o.taxTotal, 'SAR'),
    ),
  ],
  qrCode: () => 'qr',
};

/** A document's words line by line, as the raster draws them (a row's two ends on one line). */
const linesOf = (doc: PrintDocument) =>
  doc.blocks
    .map((b) => (b.type === 'text' ? b.text : b.type === 'row' ? `${b.start}  ${b.end}` : ''))
    .join('\n');

/** The bands of the printed pictures as one picture. */
function picture(ops: ReturnType<typeof decodeEscPos>): RasterOp {
  const bands = ops.filter((o): o is RasterOp => o.op === 'raster');
  const bits = new Uint8Array(bands.reduce((n, b) => n + b.bits.length, 0));
  let at = 0;
  for (const b of bands) {
    bits.set(b.bits, at);
    at += b.bits.length;
  }
  return { op: 'raster', width: bands[0]!.width, height: bands.reduce((n, b) => n + b.height, 0), bits };
}

function expectField(field: SimplifiedInvoiceField, order: Order, locale: Locale, text: string, qr: string) {
  const wanted = PRINTED[field](order, locale);
  if (wanted === 'qr') {
    expect(parseZatcaTlv(qr), field).toEqual({
      sellerName: SELLER[locale],
      vatNumber: VAT,
      timestamp: order.completedAt,
      total: minorToDecimal(order.total, 'SAR'),
      vatTotal: minorToDecimal(order.taxTotal, 'SAR'),
    });
  } else {
    for (const pattern of wanted) expect(text, `${field} (${locale})`).toMatch(pattern);
  }
}

it('docs/zatca.md lists every field a simplified tax invoice carries', () => {
  const doc = readFileSync(new URL('../../../../../docs/zatca.md', import.meta.url), 'utf8');
  for (const field of SIMPLIFIED_INVOICE_FIELDS)
    expect(doc, field).toMatch(new RegExp(`\\| \`${field}\` +\\|`));
});

describe.each(engines())('the printed receipt is a simplified tax invoice on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let fake: TestPrinter;
  let printerId: number;
  let products: number[];
  let read = 0;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    products = [await t.productId('Hummus'), await t.productId('Moutabal')];
    fake = await TestPrinter.start();
    const payload = { name: 'Counter', kind: 'receipt', connection: 'network', host: '127.0.0.1' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/printers/create',
      headers: owner,
      payload: { ...payload, port: fake.port, mode: 'text', paperWidth: 80 },
    });
    printerId = res.json<{ printer: { id: number } }>().printer.id;
    const zatca = await t.db.selectFrom('plugins').select('id').where('key', '=', 'zatca').executeTakeFirst();
    const vat = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values: { vat_number: VAT, timezone: ZONE } },
    });
    expect(vat.statusCode, vat.body).toBe(200);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/v1/plugins/update/${zatca!.id}`,
      headers: owner,
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  /** Sets the restaurant up in one language and sells two dishes on a printer in that mode. */
  async function sellIn(locale: Locale, mode: 'text' | 'raster') {
    const values = { default_language: locale, seller_name: SELLER[locale], address: ADDRESS[locale] };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values },
    });
    expect(set.statusCode, set.body).toBe(200);
    const printer = { name: 'Counter', kind: 'receipt', connection: 'network', host: '127.0.0.1' };
    const payload = { ...printer, port: fake.port, mode, paperWidth: 80, autoReceipt: true };
    await t.app.inject({ method: 'PUT', url: `/v1/printers/update/${printerId}`, headers: owner, payload });
    const lines = products.map((productId, i) => ({ productId, quantity: i + 2 }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: { type: 'pos', lines },
    });
    const open = created.json<{ order: Order[] }>().order[0]!;
    const paid = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: {
        id: open.id,
        version: open.version,
        status: 'completed',
        payments: [{ method: 'card', amount: open.total }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    read += 1;
    const bytes = (await fake.waitForJobs(read))[read - 1]!;
    return { order: paid.json<{ order: Order[] }>().order[0]!, bytes };
  }

  const readQr = (ops: ReturnType<typeof decodeEscPos>) => {
    const image = rasterToImageData(picture(ops));
    const code = jsQR(image.data, image.width, image.height);
    expect(code, 'the QR code reads back from the paper').not.toBeNull();
    return code!.data;
  };

  it.each(SIMPLIFIED_INVOICE_FIELDS)('prints %s on the English receipt, read back as text', async (field) => {
    // One sale serves every field: it is made on the first one.
    const { order, bytes } = (english ??= await sellIn('en', 'text'));
    const ops = decodeEscPos(bytes);
    expectField(field, order, 'en', textOf(ops), readQr(ops));
  });
  let english: { order: Order; bytes: Uint8Array } | undefined;

  it.each(SIMPLIFIED_INVOICE_FIELDS)(
    'prints %s on the Arabic receipt: in the document the raster draws, and the raster printed is that document',
    async (field) => {
      const { order, bytes } = (arabic ??= await sellIn('ar', 'raster'));
      const doc = receiptDocument(order, await receiptWords(t.db));
      expect(doc.dir).toBe('rtl');
      // What the printer received is exactly this document drawn for it: nothing else reached the paper.
      expect(
        Buffer.from(bytes).equals(Buffer.from(renderEscPos(doc, { mode: 'raster', paperWidth: 80 }))),
      ).toBe(true);
      const ops = decodeEscPos(bytes);
      expect(ops.some((o) => o.op === 'text')).toBe(false);
      expect(picture(ops).height).toBeGreaterThan(400);
      expectField(field, order, 'ar', linesOf(doc), readQr(ops));
    },
  );
  let arabic: { order: Order; bytes: Uint8Array } | undefined;

  it('prints the Arabic footer on an Arabic receipt and the English one otherwise, or the English when none', async () => {
    const words = await receiptWords(t.db);
    const order = arabic!.order;
    const footer = (doc: PrintDocument) => linesOf(doc).trim().split('\n').at(-1);
    expect(footer(receiptDocument(order, words))).toBe('شكرًا لزيارتكم');
    expect(footer(receiptDocument(order, { ...words, locale: 'en' }))).toBe('Thank you for your visit');
    const settings = new Map(words.settings).set('receipt_footer_ar', '');
    expect(footer(receiptDocument(order, { ...words, settings }))).toBe('Thank you for your visit');
  });
});
