import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('order lookups on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cashier: Record<string, string>;
  let hummus: number;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
    hummus = (
      await t.db.selectFrom('products').select('id').where('nameEn', '=', 'Hummus').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/orders/create', headers: cashier, payload });

  it('finds a completed order by its invoice number, and only a completed one', async () => {
    const sale = (
      await create({
        type: 'pos',
        status: 'completed',
        lines: [{ productId: hummus, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1500 }],
      })
    ).json().order[0];
    expect(sale.invoiceNumber).toBeGreaterThan(0);
    const found = await t.app.inject({ url: `/v1/orders/invoice/${sale.invoiceNumber}`, headers: cashier });
    expect(found.statusCode).toBe(200);
    expect(found.json().order).toMatchObject({ id: sale.id, invoiceNumber: sale.invoiceNumber });

    // An invoice number no order carries, or a cancelled order that somehow carries one.
    expect(
      (await t.app.inject({ url: `/v1/orders/invoice/${sale.invoiceNumber + 1000}`, headers: cashier }))
        .statusCode,
    ).toBe(404);
    const open = (await create({ type: 'pos', lines: [{ productId: hummus, quantity: 1 }] })).json().order[0];
    await t.db.updateTable('orders').set({ invoiceNumber: 999_001 }).where('id', '=', open.id).execute();
    const notCompleted = await t.app.inject({ url: '/v1/orders/invoice/999001', headers: cashier });
    expect(notCompleted.statusCode).toBe(404);
    expect(notCompleted.json().error.message).toBe('Invoice not found');
    expect((await t.app.inject({ url: '/v1/orders/invoice/abc', headers: cashier })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v1/orders/invoice/1' })).statusCode).toBe(401);
  });

  it("answers an order's audit trail, oldest first, with who did it", async () => {
    const o = (await create({ type: 'pos', lines: [{ productId: hummus, quantity: 1 }] })).json().order[0];
    await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: o.id, version: 1, note: 'window seat' },
    });
    const res = await t.app.inject({ url: `/v1/orders/${o.id}/audit`, headers: cashier });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['order.create', 'order.update']);
    expect(entries[0]).toMatchObject({ userName: 'cashier', data: { type: 'pos', total: 1500, lines: 1 } });
    expect(entries[1].userName).toBeTruthy();
    expect(entries[1].data.changed).toEqual(['note']);
    expect(entries[0].id).toBeLessThan(entries[1].id);
    expect((await t.app.inject({ url: '/v1/orders/999999/audit', headers: cashier })).statusCode).toBe(404);
  });
});
