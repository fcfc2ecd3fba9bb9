import { minorToDecimal, parseZatcaTlv, type Order } from '@cashier/contracts';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { printingDone } from '../../test/print-jobs.ts';
import {
  decodeEscPos,
  rasterToImageData,
  TestPrinter,
  textOf,
  type EscPosOp,
  type RasterOp,
} from '../../test/test-printer.ts';

type Headers = Record<string, string>;

/** The bands of one picture (the encoder sends tall ones in several GS v 0), as one. */
function stitch(ops: EscPosOp[]): RasterOp {
  const bands = ops.filter((o): o is RasterOp => o.op === 'raster');
  const width = bands[0]!.width;
  const bits = new Uint8Array(bands.reduce((n, b) => n + b.bits.length, 0));
  let at = 0;
  for (const b of bands) {
    bits.set(b.bits, at);
    at += b.bits.length;
  }
  return { op: 'raster', width, height: bands.reduce((n, b) => n + b.height, 0), bits };
}

describe.each(engines())('receipts and the cash drawer on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let hummus: number;
  let fake: TestPrinter;
  let printerId: number;
  let read = 0;
  /** The counter's receipt printer: the test printer on this machine. */
  const counter = () => ({
    name: 'Counter',
    kind: 'receipt',
    connection: 'network',
    host: '127.0.0.1',
    port: fake.port,
  });
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    hummus = await t.productId('Hummus');
    fake = await TestPrinter.start();
    const payload = { ...counter(), mode: 'text', cashDrawer: true };
    const res = await t.app.inject({ method: 'POST', url: '/v1/printers/create', headers: owner, payload });
    printerId = res.json<{ printer: { id: number } }>().printer.id;
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: owner, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  const next = async () => {
    read += 1;
    return decodeEscPos((await fake.waitForJobs(read))[read - 1]!);
  };
  /** An order of two hummus, paid in full and completed. */
  const sale = async (method: 'cash' | 'card') => {
    const o = await call('POST', '/v1/orders/create', {
      type: 'pos',
      lines: [{ productId: hummus, quantity: 2 }],
    });
    const tendered = method === 'cash' ? o.total + 500 : null;
    return call('PUT', '/v1/orders/update', {
      id: o.id,
      version: o.version,
      status: 'completed',
      payments: [{ method, amount: o.total, tendered }],
    });
  };
  /** The counter printer with other settings. */
  const setPrinter = async (settings: Record<string, unknown>) => {
    const payload = { ...counter(), ...settings };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/printers/update/${printerId}`,
      headers: owner,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('prints the receipt on a cash sale, totals as the order’s, and opens the drawer', async () => {
    const order = await sale('cash');
    const ops = await next();
    const text = textOf(ops);
    expect(text).toContain('Simplified tax invoice');
    expect(text).toContain(`Invoice ${order.invoiceNumber}`);
    expect(text).toContain(`Order #${order.ticketNumber}`);
    expect(text).toMatch(new RegExp(`2 x Hummus +${minorToDecimal(order.lines[0]!.lineTotal, 'SAR')}`));
    expect(text).toMatch(new RegExp(`Total SAR +${minorToDecimal(order.total, 'SAR')}`));
    expect(text).toMatch(new RegExp(`VAT 15% included +${minorToDecimal(order.taxTotal, 'SAR')}`));
    expect(text).toMatch(new RegExp(`Change +5\\.00`));
    expect(ops.filter((o) => o.op === 'pulse')).toEqual([{ op: 'pulse', pin: 0, onMs: 100, offMs: 200 }]);
    expect(ops.filter((o) => o.op === 'cut')).toHaveLength(1);
  });

  it('opens no drawer on a card sale', async () => {
    await sale('card');
    const ops = await next();
    expect(textOf(ops)).toContain('Simplified tax invoice');
    expect(ops.some((o) => o.op === 'pulse')).toBe(false);
  });

  it('opens the drawer alone, no paper, when cash is taken on an open order', async () => {
    const o = await call('POST', '/v1/orders/create', {
      type: 'pos',
      lines: [{ productId: hummus, quantity: 1 }],
    });
    await call('PUT', '/v1/orders/update', {
      id: o.id,
      version: o.version,
      payments: [{ method: 'cash', amount: 100, tendered: 100 }],
    });
    const ops = await next();
    expect(ops.some((o) => o.op === 'pulse')).toBe(true);
    expect(ops.some((o) => o.op === 'cut' || o.op === 'text' || o.op === 'raster')).toBe(false);
  });

  it('reprints on request, a completed order marked COPY; refuses without a receipt printer', async () => {
    await setPrinter({ mode: 'text', autoReceipt: false });
    const order = await sale('card');
    await printingDone(t.db, [fake]);
    expect(fake.jobs).toHaveLength(read);
    const print = (id: number) =>
      t.app.inject({ method: 'POST', url: `/v1/orders/print/${id}`, headers: owner, payload: {} });
    const res = await print(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({
      kind: 'receipt',
      orderId: order.id,
      orderNumber: order.ticketNumber,
    });
    const text = textOf(await next());
    expect(text).toMatch(/^\s*COPY$/m);
    expect(text).toContain(`Invoice ${order.invoiceNumber}`);
    expect((await print(999_999)).statusCode).toBe(404);
    await t.db.updateTable('printers').set({ active: 0 }).where('id', '=', printerId).execute();
    const none = await print(order.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toMatch(/No receipt printer/);
    await t.db.updateTable('printers').set({ active: 1 }).where('id', '=', printerId).execute();
    const audit = await t.db
      .selectFrom('auditLog')
      .select('entityId')
      .where('action', '=', 'order.print')
      .execute();
    expect(audit.map((a) => a.entityId)).toContain(String(order.id));
  });

  it('reprints only with orders.reprint, only on receipt printers, at most 10 a minute per user', async () => {
    await setPrinter({ mode: 'text', autoReceipt: false });
    const order = await sale('card');
    const print = (headers: Headers, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `/v1/orders/print/${order.id}`, headers, payload });
    // Kitchen staff and waiters could queue any receipt before; they hold no orders.reprint.
    for (const role of ['kitchen', 'waiter']) {
      const res = await print(bearer(await t.userWithRole(role)));
      expect(res.statusCode, role).toBe(403);
    }
    const pass = await t.app.inject({
      method: 'POST',
      url: '/v1/printers/create',
      headers: owner,
      payload: { name: 'Pass', kind: 'kitchen', connection: 'network', host: '127.0.0.1', port: fake.port },
    });
    const kitchenPrinter = pass.json<{ printer: { id: number } }>().printer.id;
    const cashier = bearer(await t.userWithRole('cashier'));
    const refused = await print(cashier, { printerId: kitchenPrinter });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/receipt printers only/);
    const arabic = await print({ ...cashier, 'accept-language': 'ar' }, { printerId: kitchenPrinter });
    expect(arabic.json().error.message).toMatch(/طابعات الإيصالات فقط/);
    // A failed job cannot be moved to the kitchen printer either.
    const job = (await print(cashier)).json<{ job: { id: number } }>().job;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/v1/print-jobs/retry/${job.id}`,
      headers: owner,
      payload: { printerId: kitchenPrinter },
    });
    expect(moved.statusCode).toBe(422);
    await t.app.inject({ method: 'DELETE', url: `/v1/printers/destroy/${kitchenPrinter}`, headers: owner });
    // Three requests so far for this cashier (refused ones count); seven more are allowed, then
    // 429 in both languages.
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await print(cashier)).statusCode);
    expect(codes).toEqual(Array(7).fill(200));
    const limited = await print(cashier);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().error.message).toMatch(/Too many reprints/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const ar = await print({ ...cashier, 'accept-language': 'ar' });
    expect(ar.json().error.message).toMatch(/إعادات طباعة كثيرة/);
    // Counted per user: another cashier at the same address still prints.
    expect((await print(bearer(await t.userWithRole('cashier')))).statusCode).toBe(200);
    const audited = await t.db
      .selectFrom('auditLog')
      .select('entityId')
      .where('action', '=', 'order.print')
      .where('entityId', '=', String(order.id))
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(8);
    // Let the nine queued copies print, so the next test reads its own job.
    read = (await fake.waitForJobs(read + 9, 10_000)).length;
  });

  it('prints the ZATCA QR for an Arabic seller; the QR read back from the raster is the invoice', async () => {
    const { plugins } = (await t.app.inject({ url: '/v1/plugins', headers: owner })).json<{
      plugins: { id: number; key: string }[];
    }>();
    const zatca = plugins.find((p) => p.key === 'zatca')!;
    const config = { sellerName: 'مطعم البيت الشامي', vatNumber: '310122393500003' };
    // Entered once, in General settings; the plugin reads them there.
    const values = { seller_name: config.sellerName, vat_number: config.vatNumber };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values },
    });
    expect(set.statusCode, set.body).toBe(200);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/v1/plugins/update/${zatca.id}`,
      headers: owner,
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await setPrinter({ mode: 'raster', paperWidth: 58 });
    const order = await sale('card');
    const picture = stitch(await next());
    expect(picture.width).toBe(384);
    const image = rasterToImageData(picture);
    const qr = jsQR(image.data, image.width, image.height);
    expect(qr).not.toBeNull();
    expect(parseZatcaTlv(qr!.data)).toEqual({
      sellerName: config.sellerName,
      vatNumber: config.vatNumber,
      timestamp: order.completedAt,
      total: minorToDecimal(order.total, 'SAR'),
      vatTotal: minorToDecimal(order.taxTotal, 'SAR'),
    });
  });
});
