import { MAX_BALANCE, MAX_ORDER_TOTAL, type Order } from '@cashier/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTables } from '../../test/fuzz/table-hash.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/** The money ceilings: no order, change, or account balance may pass what is stored and answered. */
describe.each(engines())('order money limits on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let big: number; // MAX_ORDER_TOTAL
  let small: number; // 1000

  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/orders/create', headers: { ...owner, ...headers }, payload });
  const order = async (payload: Record<string, unknown>): Promise<Order> => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  const setSetting = async (key: string, value: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values: { [key]: value } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const customer = async (name: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/v1/customers/create', headers: owner, payload: { name } })
    ).json<{ customer: { id: number } }>().customer.id;
  /** Refused, with 422 naming `field`, and nothing in a business table changed. */
  const refusedUnchanged = async (send: () => Promise<LightMyRequestResponse>, field: string) => {
    const before = await hashTables(t.db, engine);
    const res = await send();
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.parse(res.body).error).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { [field]: expect.any(String) },
    });
    expect(await hashTables(t.db, engine)).toEqual(before);
    return res;
  };

  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    const category = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: owner,
      payload: { nameEn: 'Banquets', nameAr: 'ولائم' },
    });
    const product = async (nameEn: string, price: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/products/create',
          headers: owner,
          payload: { categoryId: category.json().category.id, nameEn, nameAr: 'وليمة', price },
        })
      ).json().products[0].id as number;
    big = await product('Palace banquet', MAX_ORDER_TOTAL);
    small = await product('Tea', 1000);
  });
  afterAll(() => t.close());

  it('takes an order of exactly the most, refuses one past it naming the line, and writes nothing', async () => {
    await order({ type: 'pos', lines: [{ productId: big, quantity: 1 }] });
    await refusedUnchanged(
      () =>
        create({ type: 'pos', lines: [{ productId: big, quantity: 2 }] }, { 'idempotency-key': 'too-big-1' }),
      'lines.0.quantity',
    );
    // Each line fits; together they do not.
    const res = await refusedUnchanged(
      () =>
        create({
          type: 'pos',
          lines: [
            { productId: small, quantity: 1 },
            { productId: big, quantity: 1 },
          ],
        }),
      'lines',
    );
    expect(res.json().error.message).toBe(
      `An order may total at most ${MAX_ORDER_TOTAL} (minor units); this one would total ${MAX_ORDER_TOTAL + 1000}.`,
    );
    const arabic = await create(
      { type: 'pos', lines: [{ productId: big, quantity: 2 }] },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().error).toEqual({
      code: 'RULE_BROKEN',
      message: `لا يجوز أن يتجاوز إجمالي الطلب ${MAX_ORDER_TOTAL} (بأصغر وحدة للعملة)؛ وإجمالي هذا الطلب سيكون ${2 * MAX_ORDER_TOTAL}.`,
      fields: { 'lines.0.quantity': 'أكثر مما يجوز أن يبلغه إجمالي طلب واحد' },
    });
    // The lists that once broke for everyone still answer.
    for (const url of ['/v1/orders', '/v1/orders/list']) {
      expect((await t.app.inject({ url, headers: owner })).statusCode).toBe(200);
    }
  });

  it('counts tax added on top: a subtotal at the most with exclusive tax is refused', async () => {
    await setSetting('tax_inclusive', 'false');
    try {
      await refusedUnchanged(
        () => create({ type: 'pos', lines: [{ productId: big, quantity: 1 }] }),
        'lines',
      );
    } finally {
      await setSetting('tax_inclusive', 'true');
    }
  });

  it('refuses a change of lines and a merge that would pass it, leaving both orders as they were', async () => {
    const target = await order({ type: 'pos', lines: [{ productId: big, quantity: 1 }] });
    const source = await order({ type: 'pos', lines: [{ productId: small, quantity: 1 }] });
    await refusedUnchanged(
      () =>
        t.app.inject({
          method: 'PUT',
          url: '/v1/orders/update',
          headers: owner,
          payload: { id: target.id, version: target.version, lines: [{ productId: big, quantity: 3 }] },
        }),
      'lines.0.quantity',
    );
    await refusedUnchanged(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/orders/merge',
          headers: owner,
          payload: {
            targetId: target.id,
            targetVersion: target.version,
            sourceId: source.id,
            sourceVersion: source.version,
          },
        }),
      'lines',
    );
  });

  it('caps the change one order gives back', async () => {
    const paid = (tendered: number) => ({
      type: 'pos',
      lines: [{ productId: small, quantity: 1 }],
      payments: [{ method: 'cash', amount: 1000, tendered }],
    });
    const most = await order(paid(MAX_ORDER_TOTAL + 1000));
    expect(most.changeDue).toBe(MAX_ORDER_TOTAL);
    await refusedUnchanged(() => create(paid(MAX_ORDER_TOTAL + 1001)), 'payments');
  });

  it('caps what an account may owe and the credit it may hold', async () => {
    const debtor = await customer('Debtor');
    const debit = () => ({
      type: 'debit',
      status: 'completed',
      customerId: debtor,
      lines: [{ productId: big, quantity: 1 }],
    });
    for (let owed = 0; owed < MAX_BALANCE; owed += MAX_ORDER_TOTAL) await order(debit());
    await refusedUnchanged(() => create(debit()), 'payments.0.amount');

    const creditor = await customer('Creditor');
    const refundToAccount = async () => {
      const sold = await order({
        type: 'pos',
        status: 'completed',
        customerId: creditor,
        lines: [{ productId: big, quantity: 1 }],
        payments: [{ method: 'cash', amount: MAX_ORDER_TOTAL }],
      });
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/v1/orders/refund/${sold.id}`,
          headers: owner,
          payload: { version: sold.version, amount: MAX_ORDER_TOTAL, method: 'account', reason: 'Credit' },
        });
    };
    for (let credit = 0; credit < MAX_BALANCE; credit += MAX_ORDER_TOTAL) {
      expect((await (await refundToAccount())()).statusCode).toBe(200);
    }
    await refusedUnchanged(await refundToAccount(), 'method');
    const list = await t.app.inject({ url: `/v1/customers?ids=${debtor},${creditor}`, headers: owner });
    expect(
      list
        .json()
        .customers.map((c: { balance: number }) => c.balance)
        .sort(),
    ).toEqual([-MAX_BALANCE, MAX_BALANCE]);
  });
});
