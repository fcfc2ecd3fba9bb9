import { MAX_INT } from '@cashier/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTables } from './test/fuzz/table-hash.ts';
import { bearer, createTestContext, engines, type TestContext } from './test/harness.ts';

/**
 * Bad input answers 400 naming the field, in English and Arabic, on both engines, and writes
 * nothing: control characters in text (the contracts' rule, and the input guard under it) and
 * whole numbers past what an `integer` column holds.
 */
describe.each(engines())('input limits on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  const ar = { 'accept-language': 'ar' };

  type Answer = { error: { code: string; message: string; fields?: Record<string, string> } };
  const refused = async (request: InjectOptions) => {
    const before = await hashTables(t.db, engine);
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(400);
    expect(await hashTables(t.db, engine)).toEqual(before);
    return res.json<Answer>().error;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST' as const,
    url,
    headers: { ...owner, ...headers },
    payload: payload as Record<string, unknown>,
  });

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('refuses NUL and other control characters in text, naming the field, in both languages', async () => {
    const customer = { name: 'Sa\u0000ra', address: 'Line 1\u0007' };
    expect(await refused(post('/v1/customers/create', customer))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid',
      fields: { name: 'must not contain control characters', address: 'must not contain control characters' },
    });
    expect(await refused(post('/v1/customers/create', customer, ar))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'محتوى الطلب غير صالح',
      fields: { name: 'يجب ألا يحتوي على محارف تحكم', address: 'يجب ألا يحتوي على محارف تحكم' },
    });
    // A name is one line: a tab is refused too; an address may run over lines.
    expect((await refused(post('/v1/customers/create', { name: 'Sa\tra' }))).fields).toHaveProperty('name');
    const multi = await t.app.inject(
      post('/v1/customers/create', { name: 'Sara', address: 'Line 1\r\n\tLine 2' }),
    );
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json().customer.address).toBe('Line 1\r\n\tLine 2');
    for (const bad of ['\u001f', '\u007f', '\u0085']) {
      expect(
        (await refused(post('/v1/categories/create', { nameEn: `a${bad}`, nameAr: 'ب' }))).fields,
      ).toEqual({
        nameEn: 'must not contain control characters',
      });
    }
    // The right-to-left override is not a control character; it is stored as sent.
    const rlo = await t.app.inject(post('/v1/categories/create', { nameEn: 'gnp.exe\u202e', nameAr: 'ب' }));
    expect(rlo.statusCode).toBe(200);
  });

  it('refuses control characters in the query string, path, record keys and nested lines', async () => {
    expect(await refused({ url: '/v1/customers?q=a%00b', headers: owner })).toMatchObject({
      message: 'The query string is not valid',
      fields: { q: 'must not contain control characters' },
    });
    expect((await refused({ url: '/v1/search?q=a%01', headers: owner })).fields).toHaveProperty('q');
    expect(
      (
        await refused({
          method: 'PUT',
          url: '/v1/settings/update',
          headers: owner,
          payload: { values: { 'a\u0000': 'x' } },
        })
      ).fields,
    ).toBeDefined();
    const product = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const order = { type: 'pos', lines: [{ productId: product.id, quantity: 1, note: 'no\u0000onions' }] };
    expect((await refused(post('/v1/orders/create', order))).fields).toEqual({
      'lines.0.note': 'must not contain control characters',
    });
  });

  it('catches with the input guard what no contract describes: a password, a header', async () => {
    expect(
      await refused({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'a@b.co', password: 'pass\u0000word' },
      }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid',
      fields: { password: 'must not contain control characters' },
    });
    expect(
      await refused({ url: '/v1/auth/me', headers: { ...owner, 'user-agent': 'bot\u0000' } }),
    ).toMatchObject({
      message: 'The request headers are not valid',
      fields: { 'user-agent': 'must not contain control characters' },
    });
  });

  it(`refuses whole numbers past ${MAX_INT} in paths, bodies and query strings`, async () => {
    const past = MAX_INT + 1;
    for (const url of [`/v1/orders/${past}`, `/v1/orders/invoice/${past}`, '/v1/orders/9007199254740993']) {
      expect((await refused({ url, headers: owner })).message).toBe('The path parameters are not valid');
    }
    expect(
      (await refused({ method: 'DELETE', url: `/v1/products/destroy/${past}`, headers: owner })).fields,
    ).toHaveProperty('id');
    for (const query of [`tableId=${past}`, `customerId=${past}`, `page=${past}`]) {
      expect((await refused({ url: `/v1/orders?${query}`, headers: owner })).fields).toHaveProperty(
        query.split('=')[0]!,
      );
    }
    expect((await refused({ url: `/v1/products?category=${past}`, headers: owner })).fields).toHaveProperty(
      'category',
    );
    const order = { type: 'pos', lines: [{ productId: past, quantity: 1 }] };
    expect((await refused(post('/v1/orders/create', order))).fields).toHaveProperty(['lines.0.productId']);
    expect(
      (
        await refused({
          method: 'PUT',
          url: '/v1/orders/update',
          headers: owner,
          payload: { id: 1, version: past },
        })
      ).fields,
    ).toHaveProperty('version');
    expect(
      (await refused(post('/v1/modifier-groups/create', { nameEn: 'a', nameAr: 'ب', productIds: [past] })))
        .fields,
    ).toHaveProperty(['productIds.0']);
    // The largest allowed is simply not found.
    expect((await t.app.inject({ url: `/v1/orders/${MAX_INT}`, headers: owner })).statusCode).toBe(404);
    const far = await t.app.inject({ url: '/v1/orders?page=1000000&perPage=100', headers: owner });
    expect(far.json()).toMatchObject({ orders: [], page: 1_000_000 });
  });
});
