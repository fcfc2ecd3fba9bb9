import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const category = { nameEn: 'Grills', nameAr: 'مشاوي' };
const product = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  categoryId,
  nameEn: 'Shish Tawook',
  nameAr: 'شيش طاووق',
  price: 4250,
  ...extra,
});

describe.each(engines())('catalogue on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  async function createCategory(body: Record<string, unknown> = category): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: owner,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ category: { id: number } }>().category.id;
  }

  it('creates, lists, filters, updates a category, with audit and event rows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: owner,
      payload: category,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resp).toEqual({ status: 'success', message: 'Category created' });
    expect(body.category).toMatchObject({ ...category, active: true, productCount: 0, image: null });
    const id = body.category.id as number;

    const list = await t.app.inject({ url: '/v1/categories', headers: owner });
    expect(list.json().categories.map((c: { id: number }) => c.id)).toContain(id);
    const one = await t.app.inject({ url: `/v1/categories?category=${id}`, headers: owner });
    expect(one.json().categories).toHaveLength(1);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/v1/categories/update/${id}`,
      headers: owner,
      payload: { ...category, nameEn: 'Charcoal Grills', active: false },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().category).toMatchObject({ nameEn: 'Charcoal Grills', active: false });

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('entity', '=', 'category')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'category.create', entityId: String(id) },
        { action: 'category.update', entityId: String(id) },
      ]),
    );
    const events = await t.db.selectFrom('events').select('topic').execute();
    expect(events.map((e) => e.topic)).toEqual(
      expect.arrayContaining(['category.created', 'category.updated']),
    );
  });

  it('validates input with field messages and answers 404 for unknown ids', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: owner,
      payload: { nameEn: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['nameEn', 'nameAr']));
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/v1/categories/update/99999',
      headers: owner,
      payload: category,
    });
    expect(missing.statusCode).toBe(404);
    const badId = await t.app.inject({ method: 'DELETE', url: '/v1/categories/destroy/abc', headers: owner });
    expect(badId.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses to delete a category that holds products, and deletes it once empty', async () => {
    const id = await createCategory();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id),
    });
    const productId = created.json().products[0].id as number;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/v1/categories/destroy/${id}`,
      headers: owner,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/still holds 1 product/);
    expect(
      (await t.app.inject({ url: '/v1/products', headers: owner }))
        .json()
        .products.map((p: { id: number }) => p.id),
    ).toContain(productId);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/products/destroy/${productId}`, headers: owner }))
        .statusCode,
    ).toBe(200);
    const ok = await t.app.inject({ method: 'DELETE', url: `/v1/categories/destroy/${id}`, headers: owner });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ resp: { status: 'success', message: 'Category deleted' } });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/categories/destroy/${id}`, headers: owner }))
        .statusCode,
    ).toBe(404);
  });

  it('creates and updates products with the spec envelopes', async () => {
    const id = await createCategory();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, {
        sku: 'GR-1',
        barcode: '6281000000001',
        descriptionEn: 'Chicken',
        image: '/uploads/a.png',
      }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resp.status).toBe('success');
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      categoryId: id,
      price: 4250,
      sku: 'GR-1',
      descriptionAr: null,
      active: true,
    });
    const pid = body.products[0].id as number;

    const upd = await t.app.inject({
      method: 'POST',
      url: `/v1/products/update/${pid}`,
      headers: owner,
      payload: product(id, { price: 4500, sku: 'GR-1' }),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().product).toMatchObject({ id: pid, price: 4500, barcode: null });

    const list = await t.app.inject({ url: `/v1/products/list?category=${id}`, headers: owner });
    const cats = list.json().categories;
    expect(cats).toHaveLength(1);
    expect(cats[0].products.map((p: { id: number }) => p.id)).toEqual([pid]);
    const all = await t.app.inject({ url: '/v1/categories/list', headers: owner });
    expect(all.json().categories.find((c: { id: number }) => c.id === id).products).toHaveLength(1);
  });

  it('rejects money that is not integer minor units, unknown categories, foreign pictures and duplicates', async () => {
    const id = await createCategory();
    const float = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, { price: 12.5 }),
    });
    expect(float.statusCode).toBe(400);
    expect(float.json().error.fields).toHaveProperty('price');
    const str = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, { price: '12.50' }),
    });
    expect(str.statusCode).toBe(400);
    const neg = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, { price: -1 }),
    });
    expect(neg.statusCode).toBe(400);
    const noCat = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(987654),
    });
    expect(noCat.statusCode).toBe(422);
    expect(noCat.json().error.fields).toHaveProperty('categoryId');
    const pic = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, { image: 'https://evil.example/x.png' }),
    });
    expect(pic.statusCode).toBe(400);

    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, { sku: 'DUP' }),
    });
    expect(first.statusCode).toBe(200);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/products/create',
      headers: owner,
      payload: product(id, { sku: 'DUP' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toHaveProperty('sku');
  });

  it('answers 401 signed out and 403 for roles without catalog.manage', async () => {
    expect((await t.app.inject({ url: '/v1/categories' })).statusCode).toBe(401);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await t.app.inject({ url: '/v1/products', headers: cashier })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: cashier,
      payload: category,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const kitchen = bearer(await t.userWithRole('kitchen'));
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/products/destroy/1', headers: kitchen })).statusCode,
    ).toBe(403);
  });
});
