import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('the currency on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let currencyId: number;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    currencyId = (
      await t.db.selectFrom('settings').select('id').where('key', '=', 'currency').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const setOne = (value: string, headers: Record<string, string> = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/settings/update/${currencyId}`, headers, payload: { value } });
  const setMany = (values: Record<string, string>, headers: Record<string, string> = owner) =>
    t.app.inject({ method: 'PUT', url: '/v1/settings/update', headers, payload: { values } });
  const price = async (nameEn: string) =>
    (await t.db.selectFrom('products').select('price').where('nameEn', '=', nameEn).executeTakeFirstOrThrow())
      .price;
  const currency = async () =>
    (
      await t.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'currency')
        .executeTakeFirstOrThrow()
    ).value;

  it('keeps prices and expenses as typed when it changes before any order', async () => {
    const hummus = await price('Hummus');
    const expense = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/expenses/create',
        headers: owner,
        payload: { category: 'Gas', amount: 12_345, spentOn: '2026-11-20', note: null },
      })
    ).json().expense;
    expect((await setOne('KWD')).statusCode).toBe(200);
    expect(await price('Hummus')).toBe(hummus * 10);
    const moved = await t.db
      .selectFrom('expenses')
      .select('amount')
      .where('id', '=', expense.id)
      .executeTakeFirstOrThrow();
    expect(moved.amount).toBe(123_450);
    // To a currency with no minor unit: 79.000 KWD is 79 JPY; halves round away from zero.
    await t.db.updateTable('expenses').set({ amount: 1_500 }).where('id', '=', expense.id).execute();
    expect((await setMany({ currency: 'JPY', restaurant_name: 'Yen House' })).statusCode).toBe(200);
    expect(await price('Hummus')).toBe(Math.round((hummus * 10) / 1000));
    const rounded = await t.db
      .selectFrom('expenses')
      .select('amount')
      .where('id', '=', expense.id)
      .executeTakeFirstOrThrow();
    expect(rounded.amount).toBe(2);
    expect((await setOne('SAR')).statusCode).toBe(200);
    expect(await currency()).toBe('SAR');
  });

  it('is refused once an order exists, by either route, in both languages, and changes nothing', async () => {
    const hummus = await t.db
      .selectFrom('products')
      .select(['id', 'price'])
      .where('nameEn', '=', 'Hummus')
      .executeTakeFirstOrThrow();
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: { type: 'pos', lines: [{ productId: hummus.id, quantity: 1 }] },
    });
    expect(order.json().order[0].currency).toBe('SAR');
    const one = await setOne('KWD');
    expect(one.statusCode).toBe(422);
    expect(one.json().error).toMatchObject({
      code: 'RULE_BROKEN',
      message: 'The currency cannot change once orders exist: they were taken in SAR.',
    });
    const many = await setMany(
      { restaurant_name: 'Renamed', currency: 'USD' },
      { ...owner, 'accept-language': 'ar' },
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().error.message).toBe('لا يمكن تغيير العملة بعد وجود طلبات: فقد سُجّلت بعملة SAR.');
    expect(await currency()).toBe('SAR');
    expect(await price('Hummus')).toBe(hummus.price);
    const name = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'restaurant_name')
      .executeTakeFirstOrThrow();
    expect(name.value).not.toBe('Renamed');
    // Saving the form with the currency unchanged still works.
    expect((await setMany({ currency: 'SAR', restaurant_name: 'Same Money' })).statusCode).toBe(200);
  });

  it('never adds orders of another currency into the dashboard', async () => {
    const today = (await t.app.inject({ url: '/v1/reports/dashboard', headers: owner })).json();
    const before = { orders: today.orders, openOrders: today.openOrders };
    // A database from before the rule: an order kept in the currency it was taken in.
    const row = await t.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await t.db
      .insertInto('orders')
      .values({ ...copy, uuid: crypto.randomUUID(), currency: 'USD', status: 'completed', total: 999_999 })
      .execute();
    const after = (await t.app.inject({ url: '/v1/reports/dashboard', headers: owner })).json();
    expect(after).toMatchObject({ currency: 'SAR', orders: before.orders, openOrders: before.openOrders });
    expect(after.sales).toBe(today.sales);
  });

  it('either refuses a change racing order creates or the orders carry the new currency, never both', async () => {
    const product = await t.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: owner,
        payload: { type: 'pos', lines: [{ productId: product.id, quantity: 1 }] },
      });
    const outcomes: string[] = [];
    for (const [round, to] of ['KWD', 'SAR', 'JPY', 'SAR'].entries()) {
      // A restaurant still setting up: no order yet, the change races the first ones.
      await t.db.deleteFrom('orders').execute();
      const from = await currency();
      // The change is sent after 0, 2, 4 or 6 of the creates.
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) => (i === round * 2 ? setOne(to) : create())),
      );
      const changed = answers.splice(round * 2, 1)[0]!;
      expect(answers.map((o) => o.statusCode)).toEqual(Array(8).fill(200));
      const stored = await t.db.selectFrom('orders').select('currency').execute();
      if (changed.statusCode === 200) {
        expect(await currency()).toBe(to);
        expect(stored.every((o) => o.currency === to)).toBe(true);
      } else {
        expect(changed.statusCode).toBe(422);
        expect(await currency()).toBe(from);
        expect(stored.every((o) => o.currency === from)).toBe(true);
        await t.db.updateTable('settings').set({ value: to }).where('id', '=', currencyId).execute();
      }
      outcomes.push(`${from}->${to} ${changed.statusCode}`);
    }
    console.log(`currency race on ${engine}: ${outcomes.join(', ')}`);
  });
});
