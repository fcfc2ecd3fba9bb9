import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from './test/harness.ts';

type Page<K extends string, T> = { [key in K]: T[] } & { total: number; page: number; perPage: number };

/** The lists that came back whole (758 open orders as 1.53 MB) answer a page at a time, with the total. */
describe.each(engines())('paged lists on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  /** Every page of a list, concatenated, read `perPage` at a time. */
  const all = async <T>(url: string, key: string, perPage: number): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const body = await get<Record<string, unknown>>(
        `${url}${url.includes('?') ? '&' : '?'}perPage=${perPage}&page=${page}`,
      );
      rows.push(...(body[key] as T[]));
      if (rows.length >= (body.total as number)) return rows;
    }
  };

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('pages products with a default and a maximum, sorted over the whole list, filtered and searched', async () => {
    type Product = {
      id: number;
      nameEn: string;
      nameAr: string;
      price: number;
      categoryId: number;
      sku: string | null;
    };
    const first = await get<Page<'products', Product>>('/v1/products');
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ total: Number(count.n), page: 1, perPage: 100 });
    const menuOrder = await t.db
      .selectFrom('products')
      .select('id')
      .orderBy('categoryId')
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    expect(first.products.map((p) => p.id)).toEqual(menuOrder.map((p) => p.id));
    const newest = await get<Page<'products', Product>>('/v1/products?sort=added&dir=desc&perPage=3');
    expect(newest.products.map((p) => p.id)).toEqual(
      menuOrder
        .map((p) => p.id)
        .sort((a, b) => b - a)
        .slice(0, 3),
    );
    expect((await t.app.inject({ url: '/v1/products?perPage=201', headers: owner })).statusCode).toBe(400);

    const byPrice = await all<Product>('/v1/products?sort=price&dir=asc', 'products', 7);
    expect(byPrice).toHaveLength(first.total);
    expect(byPrice.map((p) => p.price)).toEqual([...byPrice.map((p) => p.price)].sort((a, b) => a - b));
    expect(new Set(byPrice.map((p) => p.id)).size).toBe(first.total);

    const some = first.products.slice(0, 3);
    const byIds = await get<Page<'products', Product>>(`/v1/products?ids=${some.map((p) => p.id).join(',')}`);
    expect(byIds.products.map((p) => p.id).sort()).toEqual(some.map((p) => p.id).sort());
    const arabic = await get<Page<'products', Product>>(
      `/v1/products?q=${encodeURIComponent(some[0]!.nameAr)}`,
    );
    expect(arabic.products.map((p) => p.id)).toContain(some[0]!.id);
    const inCategory = await get<Page<'products', Product>>(`/v1/products?category=${some[0]!.categoryId}`);
    expect(inCategory.products.every((p) => p.categoryId === some[0]!.categoryId)).toBe(true);
    expect(inCategory.total).toBe(inCategory.products.length);
  });

  it('pages customers by name or a column, with who owes and how much in all', async () => {
    type Customer = { id: number; name: string; balance: number };
    for (const name of ['Zaid', 'Amal', 'Basma', 'Yusuf']) {
      await t.app.inject({ method: 'POST', url: '/v1/customers/create', headers: owner, payload: { name } });
    }
    const owing = await t.db
      .selectFrom('customers')
      .select('id')
      .where('name', '=', 'Basma')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('customers').set({ balance: 2500 }).where('id', '=', owing.id).execute();

    const first = await get<Page<'customers', Customer> & { owed: number }>('/v1/customers');
    expect(first).toMatchObject({ page: 1, perPage: 100, owed: 2500 });
    const byName = await all<Customer>('/v1/customers', 'customers', 2);
    expect(byName).toHaveLength(first.total);
    expect(byName.map((c) => c.name)).toEqual(first.customers.map((c) => c.name));
    const byBalance = await get<Page<'customers', Customer>>('/v1/customers?sort=balance&dir=desc');
    expect(byBalance.customers[0]!.id).toBe(owing.id);
    const owers = await get<Page<'customers', Customer> & { owed: number }>('/v1/customers?owing=true');
    expect(owers).toMatchObject({ total: 1, owed: 2500, customers: [{ id: owing.id }] });
    const picked = await get<Page<'customers', Customer>>(`/v1/customers?ids=${owing.id}`);
    expect(picked.customers.map((c) => c.id)).toEqual([owing.id]);
    expect((await t.app.inject({ url: '/v1/customers?ids=1,x', headers: owner })).statusCode).toBe(400);
  });

  it('pages open orders, newest first, with how many are open', async () => {
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: owner,
        payload: { type: 'pos', lines: [{ productId: product.id, quantity: 1 }] },
      });
      ids.push(res.json().order[0].id as number);
    }
    const page2 = await get<Page<'orders', { id: number }>>('/v1/orders/list?perPage=2&page=2');
    expect(page2.total).toBeGreaterThanOrEqual(5);
    expect(page2.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect((await t.app.inject({ url: '/v1/orders/list?perPage=500', headers: owner })).statusCode).toBe(400);
  });
});
