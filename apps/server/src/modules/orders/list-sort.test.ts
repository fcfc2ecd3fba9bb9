import type { Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/** GET /v1/orders sorts the whole result by a whitelisted column before paging it. */
describe.each(engines())('sorted order lists on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let made: Order[] = [];

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/v1/orders?${query}`, headers: cashier });
    expect(res.statusCode).toBe(200);
    return res.json<{ orders: Order[]; total: number }>();
  };
  const ids = (orders: Order[]) => orders.map((o) => o.id);
  /** The expected order: by `key`, then id, both in `dir`. */
  const sorted = (orders: Order[], key: (o: Order) => number | string, dir: 'asc' | 'desc') =>
    ids(
      [...orders].sort((a, b) => {
        const x = key(a);
        const y = key(b);
        const c = x < y ? -1 : x > y ? 1 : a.id - b.id;
        return dir === 'asc' ? c : -c;
      }),
    );

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    cashier = bearer(await t.userWithRole('cashier'));
    const products = await t.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .limit(3)
      .execute();
    // Seven pos orders: quantities give totals with ties (two of 2 × the first product), some paid.
    const plan: [number, number, 'new' | 'completed' | 'canceled'][] = [
      [0, 2, 'completed'],
      [1, 1, 'new'],
      [0, 2, 'new'],
      [2, 5, 'completed'],
      [1, 3, 'canceled'],
      [2, 1, 'new'],
      [0, 1, 'completed'],
    ];
    for (const [p, quantity, status] of plan) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: cashier,
        payload: { type: 'pos', lines: [{ productId: products[p]!.id, quantity }] },
      });
      let order = res.json<{ order: Order[] }>().order[0]!;
      if (status !== 'new') {
        const done = await t.app.inject({
          method: 'PUT',
          url: '/v1/orders/update',
          headers: bearer(await t.login()),
          payload: {
            id: order.id,
            version: order.version,
            status,
            ...(status === 'completed'
              ? { payments: [{ method: 'cash', amount: order.total }] }
              : { cancelReason: 'Guest left' }),
          },
        });
        expect(done.statusCode).toBe(200);
        order = done.json<{ order: Order[] }>().order[0]!;
      }
      made.push(order);
    }
    // A delivery order, so the type filter and the type sort have something to tell apart.
    const delivery = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: cashier,
      payload: {
        type: 'delivery',
        deliveryAddress: 'Olaya St 1',
        lines: [{ productId: products[0]!.id, quantity: 9 }],
      },
    });
    made.push(delivery.json<{ order: Order[] }>().order[0]!);
    made = (await list('perPage=100')).orders;
    expect(made).toHaveLength(8);
  });
  afterAll(() => t.close());

  it('is newest first without a sort, as before', async () => {
    expect(ids((await list('type=pos')).orders)).toEqual(
      sorted(
        made.filter((o) => o.type === 'pos'),
        () => 0,
        'desc',
      ),
    );
  });

  it('sorts the whole result by each column, both ways, ties broken by id', async () => {
    const pos = made.filter((o) => o.type === 'pos');
    const keys: Record<string, (o: Order) => number | string> = {
      total: (o) => o.total,
      paid: (o) => o.paidTotal,
      date: (o) => o.createdAt,
      ticket: (o) => o.ticketNumber,
      status: (o) => o.status,
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const page = await list(`type=pos&sort=${sort}&dir=${dir}&perPage=100`);
        expect(ids(page.orders), `${sort} ${dir}`).toEqual(sorted(pos, key, dir));
        expect(page.total).toBe(7);
      }
    }
    // Without dir: descending.
    expect(ids((await list('type=pos&sort=total')).orders)).toEqual(sorted(pos, (o) => o.total, 'desc'));
    // The totals really tie somewhere, so the id tie-break was exercised.
    expect(new Set(pos.map((o) => o.total)).size).toBeLessThan(pos.length);
    // Every type together, by type.
    const all = await list('sort=type&dir=asc&perPage=100');
    expect(ids(all.orders)).toEqual(sorted(made, (o) => o.type, 'asc'));
    expect(all.orders[0]!.type).toBe('delivery');
  });

  it('sorts before paging: pages of a sorted list follow each other without overlap or gap', async () => {
    const pos = made.filter((o) => o.type === 'pos');
    const expected = sorted(pos, (o) => o.total, 'asc');
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await list(`type=pos&sort=total&dir=asc&perPage=3&page=${page}`);
      expect(res.total).toBe(7);
      pages.push(...ids(res.orders));
    }
    expect(pages).toEqual(expected);
    // Filters still apply, then the sort.
    const completed = await list('type=pos&status=completed&sort=total&dir=desc');
    expect(ids(completed.orders)).toEqual(
      sorted(
        pos.filter((o) => o.status === 'completed'),
        (o) => o.total,
        'desc',
      ),
    );
  });

  it('refuses a column or direction outside the whitelist, naming it', async () => {
    for (const query of [
      'sort=id',
      'sort=total;drop%20table%20orders',
      'sort=customer',
      'sort=invoice',
      'sort=total&dir=up',
    ]) {
      const res = await t.app.inject({ url: `/v1/orders?${query}`, headers: cashier });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields)).toEqual([query.includes('dir=up') ? 'dir' : 'sort']);
    }
    expect((await list('perPage=100')).orders).toHaveLength(8);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/v1/orders?sort=total' })).statusCode).toBe(401);
  });
});
