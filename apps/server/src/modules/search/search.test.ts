import type { SearchResponse } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('search on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;

  const post = async (url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') => {
    const res = await t.app.inject({ method, url, headers: owner, payload });
    expect(res.statusCode).toBe(200);
    return res.json<{ order: { id: number; ticketNumber: number; invoiceNumber: number }[] }>();
  };
  const search = async (q: string, headers = owner) => {
    const res = await t.app.inject({ url: `/v1/search?q=${encodeURIComponent(q)}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<SearchResponse>();
  };
  const names = (r: SearchResponse) => r.products.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    const { id: categoryId } = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const product = (extra: Record<string, unknown>) =>
      post('/v1/products/create', { categoryId, price: 1000, image: null, ...extra });
    await product({
      nameEn: "ZA'ATAR Manakeesh",
      nameAr: 'مناقيش زعتر',
      sku: 'ZM-100_X',
      barcode: '6281234567890',
    });
    await product({ nameEn: 'Old Special', nameAr: 'طبق قديم', sku: 'AB-1', active: false });
    await post('/v1/customers/create', {
      name: 'Noura Al-Qahtani',
      phone: '+966 55 123 4567',
      email: 'Noura@Example.com',
    });
  });
  afterAll(() => t.close());

  it('finds products by either name, SKU or barcode, ignoring case, active or not', async () => {
    expect(names(await search('manakeesh'))).toEqual(["ZA'ATAR Manakeesh"]);
    expect(names(await search("za'atar"))).toEqual(["ZA'ATAR Manakeesh"]);
    expect(names(await search('زعتر'))).toEqual(["ZA'ATAR Manakeesh"]);
    expect((await search('zm-100_x')).products[0]).toMatchObject({ nameAr: 'مناقيش زعتر', sku: 'ZM-100_X' });
    expect(names(await search('628123456'))).toEqual(["ZA'ATAR Manakeesh"]);
    expect(names(await search('OLD special'))).toEqual(['Old Special']);
    expect(names(await search('فلافل'))).toContain('Falafel (6 pcs)');
  });

  it('matches % and _ literally', async () => {
    // As wildcards, "_" would match the dash in AB-1 and "%" would match everything.
    expect(names(await search('AB_1'))).toEqual([]);
    expect(names(await search('ab-1'))).toEqual(['Old Special']);
    expect(names(await search('100_x'))).toEqual(["ZA'ATAR Manakeesh"]);
    expect(await search('%')).toEqual({ products: [], customers: [], orders: [] });
  });

  it('finds customers by name, phone as typed or e-mail, ignoring case', async () => {
    for (const q of ['noura', 'AL-QAHTANI', '55 123 45', '55-1234', 'NOURA@EXAMPLE', 'example.com']) {
      expect((await search(q)).customers.map((c) => c.name)).toContain('Noura Al-Qahtani');
    }
    expect((await search('noura')).customers[0]).toEqual({
      id: expect.any(Number),
      name: 'Noura Al-Qahtani',
      phone: '+966551234567',
    });
  });

  it('gives at most five of each kind', async () => {
    const all = await search('a');
    expect(all.products).toHaveLength(5);
    expect(all.customers.length).toBeLessThanOrEqual(5);
  });

  it('finds orders by ticket or invoice number, newest first', async () => {
    const { id: productId } = await t.db
      .selectFrom('products')
      .select('id')
      .where('nameEn', '=', 'Hummus')
      .executeTakeFirstOrThrow();
    const made = [];
    for (let i = 0; i < 7; i++) {
      const answer = await post('/v1/orders/create', {
        type: 'pos',
        status: 'completed',
        lines: [{ productId, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1500 }],
      });
      made.push(answer.order[0]!);
    }
    const third = made[2]!;
    const byTicket = await search(String(third.ticketNumber));
    expect(byTicket.orders[0]).toMatchObject({
      id: expect.any(Number),
      ticketNumber: third.ticketNumber,
      type: 'pos',
      status: 'completed',
      total: 1500,
    });
    const ids = (await search(`#${third.invoiceNumber}`)).orders.map((o) => o.id);
    expect(ids).toContain(third.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The suite's first order is both ticket 1 and invoice 1: found by both lookups, listed once.
    const ones = (await search('1')).orders;
    for (const o of ones) expect([o.ticketNumber, o.invoiceNumber]).toContain(1);
    expect(new Set(ones.map((o) => o.id)).size).toBe(ones.length);
    expect((await search('manakeesh')).orders).toEqual([]);
    expect((await search('99999999999')).orders).toEqual([]);
  });

  it('shows each kind only to those who may view it', async () => {
    const kitchen = bearer(await t.userWithRole('kitchen')); // catalog.view and orders.view, no customers
    const seen = await search('a', kitchen);
    expect(seen.products.length).toBeGreaterThan(0);
    expect(seen.customers).toEqual([]);
    await post('/v1/roles/create', { name: 'nothing', permissions: [] });
    const nobody = bearer(await t.userWithRole('nothing'));
    expect(await search('noura', nobody)).toEqual({ products: [], customers: [], orders: [] });
    expect(await search('1', nobody)).toEqual({ products: [], customers: [], orders: [] });
    await post('/v1/roles/create', { name: 'clerk', permissions: ['customers.view'] });
    const clerk = bearer(await t.userWithRole('clerk'));
    const theirs = await search('a', clerk);
    expect(theirs.products).toEqual([]);
    expect(theirs.customers.length).toBeGreaterThan(0);
  });

  it('needs a signed-in caller and a query of 1 to 100 characters', async () => {
    expect((await t.app.inject({ url: '/v1/search?q=a' })).statusCode).toBe(401);
    for (const url of [
      '/v1/search',
      '/v1/search?q=',
      '/v1/search?q=%20%20',
      `/v1/search?q=${'x'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ url, headers: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('q');
    }
  });
});
