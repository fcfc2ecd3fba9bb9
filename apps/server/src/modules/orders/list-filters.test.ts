import { ORDER_KINDS, ORDER_TYPES, orderKind, type Order, type OrderKind } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/**
 * GET /v1/orders filtered by type or by kind answers every order of it and nothing else: the class
 * of "the Counter filter also lists dine-in orders" (a `pos` order at a table is dine-in).
 */
describe.each(engines())('order list filters on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let all: Order[] = [];

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/v1/orders?${query}&perPage=100`, headers: cashier });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orders: Order[]; total: number }>();
  };

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    cashier = bearer(await t.userWithRole('cashier'));
    const owner = bearer(await t.login());
    const product = await t.db
      .selectFrom('products')
      .leftJoin('productModifierGroups', 'productModifierGroups.productId', 'products.id')
      .select('products.id')
      .where('products.active', '=', 1)
      .where('productModifierGroups.productId', 'is', null)
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    const tables = await t.db.selectFrom('diningTables').select('id').orderBy('id').limit(2).execute();
    const customer = await t.db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const lines = [{ productId: product.id, quantity: 1 }];
    // Two of every kind: the filters must find both, so none is answered by accident.
    const bodies: Record<OrderKind, object[]> = {
      counter: [{ type: 'pos' }, { type: 'pos', customerId: customer.id }],
      'dine-in': tables.map((table) => ({ type: 'pos', tableId: table.id })),
      delivery: [
        { type: 'delivery', deliveryAddress: 'Olaya St 1' },
        { type: 'delivery', deliveryAddress: 'Tahlia St 2' },
      ],
      debit: [
        { type: 'debit', customerId: customer.id },
        { type: 'debit', customerId: customer.id },
      ],
      online: [{ type: 'online' }, { type: 'online', customerId: customer.id }],
      hold: [{ type: 'hold' }, { type: 'hold', tableId: tables[0]!.id }],
    };
    for (const kind of ORDER_KINDS) {
      for (const body of bodies[kind]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/orders/create',
          headers: owner,
          payload: { ...body, lines },
        });
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      }
    }
    all = (await list('')).orders;
    expect(all).toHaveLength(12);
  });
  afterAll(() => t.close());

  it.each(ORDER_KINDS)('kind=%s answers every order of that kind and nothing else', async (kind) => {
    const { orders, total } = await list(`kind=${kind}`);
    const expected = all.filter((o) => orderKind(o) === kind).map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(orders.map((o) => orderKind(o))).toEqual(expected.map(() => kind));
    expect(orders.map((o) => o.id).sort()).toEqual(expected.sort());
    expect(total).toBe(expected.length);
  });

  it.each(ORDER_TYPES)('type=%s answers every order of that type and nothing else', async (type) => {
    const { orders, total } = await list(`type=${type}`);
    const expected = all.filter((o) => o.type === type).map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(orders.map((o) => o.id).sort()).toEqual(expected.sort());
    expect(total).toBe(expected.length);
  });

  it('refuses a kind it does not know', async () => {
    const res = await t.app.inject({ url: '/v1/orders?kind=takeaway', headers: cashier });
    expect(res.statusCode).toBe(400);
  });
});
