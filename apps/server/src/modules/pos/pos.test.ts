import zlib from 'node:zlib';
import { PosCatalogResponse, type PosCatalog } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('POS catalogue on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  const ids = {
    category: 0,
    hiddenCategory: 0,
    product: 0,
    hiddenProduct: 0,
    orphan: 0,
    group: 0,
    mod: 0,
    off: 0,
  };

  async function post(url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') {
    const res = await t.app.inject({ method, url, headers: owner, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, { id: number } & Record<string, unknown>>>();
  }
  async function catalogue(headers: Record<string, string> = {}) {
    return t.app.inject({ url: '/v1/pos/catalog', headers: { ...owner, ...headers } });
  }
  async function version(): Promise<string> {
    const res = await catalogue();
    expect(res.statusCode).toBe(200);
    return res.json<PosCatalog>().version;
  }

  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    ids.category = (
      await post('/v1/categories/create', { nameEn: 'Drinks', nameAr: 'مشروبات', sortOrder: 2 })
    ).category!.id;
    ids.hiddenCategory = (
      await post('/v1/categories/create', { nameEn: 'Old', nameAr: 'قديم', active: false })
    ).category!.id;
    const product = (extra: Record<string, unknown>) =>
      post('/v1/products/create', {
        categoryId: ids.category,
        nameEn: 'Tea',
        nameAr: 'شاي',
        price: 300,
        ...extra,
      });
    ids.product = (
      (await product({ sku: 'TEA-1', barcode: '6281000000011' })).products as unknown as { id: number }[]
    )[0]!.id;
    ids.hiddenProduct = (
      (await product({ nameEn: 'Gone', active: false })).products as unknown as { id: number }[]
    )[0]!.id;
    ids.orphan = (
      (await product({ categoryId: ids.hiddenCategory, nameEn: 'Orphan' })).products as unknown as {
        id: number;
      }[]
    )[0]!.id;
    const group = await t.db
      .insertInto('modifierGroups')
      .values({ nameEn: 'Size', nameAr: 'الحجم', minSelect: 0, maxSelect: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.group = group.id;
    const mods = await t.db
      .insertInto('modifiers')
      .values([
        { groupId: group.id, nameEn: 'Large', nameAr: 'كبير', price: 200, active: 1 },
        { groupId: group.id, nameEn: 'Huge', nameAr: 'ضخم', price: 400, active: 0 },
      ])
      .returning('id')
      .execute();
    ids.mod = mods[0]!.id;
    ids.off = mods[1]!.id;
    await t.db
      .insertInto('productModifierGroups')
      .values({ productId: ids.product, groupId: group.id })
      .execute();
  });
  afterAll(() => t.close());

  it('answers the contract: active categories and products only, with their modifier groups', async () => {
    const res = await catalogue();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = PosCatalogResponse.parse(res.json());
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(body.currency).toBe('SAR');
    expect(body.categories.map((c) => c.id)).toEqual([ids.category]);
    expect(body.categories[0]).toEqual({
      id: ids.category,
      nameEn: 'Drinks',
      nameAr: 'مشروبات',
      image: null,
    });
    expect(body.products).toEqual([
      {
        id: ids.product,
        categoryId: ids.category,
        nameEn: 'Tea',
        nameAr: 'شاي',
        price: 300,
        image: null,
        sku: 'TEA-1',
        barcode: '6281000000011',
        course: null,
        modifierGroupIds: [ids.group],
      },
    ]);
    expect(body.modifierGroups).toEqual([
      {
        id: ids.group,
        nameEn: 'Size',
        nameAr: 'الحجم',
        minSelect: 0,
        maxSelect: 1,
        modifiers: [{ id: ids.mod, nameEn: 'Large', nameAr: 'كبير', price: 200 }],
      },
    ]);
  });

  it('answers 304 without a body to a matching If-None-Match, and the body to a stale one', async () => {
    const first = await catalogue();
    const etag = first.headers.etag as string;
    const again = await catalogue({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await catalogue({ 'if-none-match': `W/${etag}`, 'accept-encoding': 'br' });
    expect(weak.statusCode).toBe(304);
    expect(weak.body).toBe('');
    // @fastify/etag compares the header whole: a list or `*` gets the full answer (never wrong,
    // only longer). A POS sends back the one tag it was given.
    expect((await catalogue({ 'if-none-match': `"x", ${etag}` })).statusCode).toBe(200);
    expect((await catalogue({ 'if-none-match': '*' })).statusCode).toBe(200);
    const stale = await catalogue({ 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('sends the same body gzip- or brotli-compressed when asked', async () => {
    const plain = await catalogue();
    const gz = await catalogue({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(gz.headers.etag).toBe(plain.headers.etag);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await catalogue({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('changes version after a product, category, modifier, group, link or currency change', async () => {
    const seen = new Set<string>([await version()]);
    const changed = async (what: string) => {
      const v = await version();
      expect(seen.has(v), `${what} did not change the version`).toBe(false);
      seen.add(v);
    };
    await post(`/v1/products/update/${ids.product}`, {
      categoryId: ids.category,
      nameEn: 'Tea',
      nameAr: 'شاي',
      price: 350,
      sku: 'TEA-1',
      barcode: '6281000000011',
    });
    await changed('a product update');
    expect((await catalogue()).json<PosCatalog>().products[0]!.price).toBe(350);

    await post(
      `/v1/categories/update/${ids.category}`,
      { nameEn: 'Hot drinks', nameAr: 'مشروبات ساخنة' },
      'PUT',
    );
    await changed('a category update');
    expect((await catalogue()).json<PosCatalog>().categories[0]!.nameEn).toBe('Hot drinks');

    await t.db.updateTable('modifiers').set({ active: 1 }).where('id', '=', ids.off).execute();
    await changed('a modifier change');
    expect((await catalogue()).json<PosCatalog>().modifierGroups[0]!.modifiers).toHaveLength(2);

    await t.db.updateTable('modifierGroups').set({ maxSelect: 2 }).where('id', '=', ids.group).execute();
    await changed('a modifier group change');
    await t.db.deleteFrom('productModifierGroups').where('productId', '=', ids.product).execute();
    await changed('an unlinked group');

    await post('/v1/settings/update', { values: { currency: 'KWD' } }, 'PUT');
    await changed('a currency change');
    expect((await catalogue()).json<PosCatalog>().currency).toBe('KWD');

    await post('/v1/settings/update', { values: { restaurant_name: 'Still the same menu' } }, 'PUT');
    expect(seen.has(await version())).toBe(true);
  });

  it('keeps concurrent catalogue and settings writes apart: all succeed, each a new version', async () => {
    const before = await version();
    const product = (price: number) => ({
      method: 'POST' as const,
      url: `/v1/products/update/${ids.product}`,
      payload: {
        categoryId: ids.category,
        nameEn: 'Tea',
        nameAr: 'شاي',
        price,
        sku: 'TEA-1',
        barcode: '6281000000011',
      },
    });
    // A settings form that writes another key (and its event) before the currency, beside
    // catalogue writes that bump the version first: the lock order must not deadlock.
    const settings = (currency: string) => ({
      method: 'PUT' as const,
      url: '/v1/settings/update',
      payload: { values: { restaurant_name: `Menu ${currency}`, currency } },
    });
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? settings(i % 2 ? 'SAR' : 'KWD') : product(400 + i),
    );
    const answers = await Promise.all(writes.map((w) => t.app.inject({ ...w, headers: owner })));
    // The bodies of any refused write, so a failure names its cause (it was once a bare 500).
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
    const [origin, counter] = before.split('-');
    const after = (await version()).split('-');
    expect(after[0]).toBe(origin);
    expect(Number(after[1])).toBeGreaterThanOrEqual(Number(counter) + 8);
  });

  it('documents the answer in OpenAPI although it is sent pre-serialized', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        {
          get: {
            responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
          };
        }
      >;
    }>();
    const responses = doc.paths['/v1/pos/catalog']!.get.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '304']));
    expect(Object.keys(responses['200']!.content!['application/json']!.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['version', 'currency', 'categories', 'products', 'modifierGroups']),
    );
  });

  it('needs sign-in and catalog.view', async () => {
    expect((await t.app.inject({ url: '/v1/pos/catalog' })).statusCode).toBe(401);
    const now = new Date().toISOString();
    await t.db
      .insertInto('roles')
      .values({ name: 'nobody', description: '', system: 0, createdAt: now })
      .execute();
    const res = await t.app.inject({
      url: '/v1/pos/catalog',
      headers: bearer(await t.userWithRole('nobody')),
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/v1/pos/catalog', headers: bearer(await t.userWithRole('waiter')) }))
        .statusCode,
    ).toBe(200);
  });
});
