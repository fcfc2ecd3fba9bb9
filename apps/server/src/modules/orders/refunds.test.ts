import type { Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('refunds and voids on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let manager: Record<string, string>;
  let managerId: number;
  let hummus: number; // 1500

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    cashier = bearer(await t.userWithRole('cashier'));
    manager = bearer(await t.userWithRole('manager'));
    hummus = (
      await t.db.selectFrom('products').select('id').where('nameEn', '=', 'Hummus').executeTakeFirstOrThrow()
    ).id;
    managerId = await t.staffWithPin('manager', { name: 'Mona', email: 'mona@test.local', pin: '4826' });
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/orders/create', headers, payload });
  const refund = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/v1/orders/refund/${id}`, headers, payload });
  const approval = async (permission: string, orderId: number): Promise<string> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/approve',
        headers: cashier,
        payload: { pin: '4826', permission, orderId, reason: 'Guest complaint' },
      })
    ).json().approval.token as string;
  const sale = async (quantity = 2): Promise<Order> =>
    (
      await create(cashier, {
        type: 'pos',
        status: 'completed',
        lines: [{ productId: hummus, quantity }],
        payments: [{ method: 'cash', amount: 1500 * quantity }],
      })
    ).json<{ order: Order[] }>().order[0]!;

  it('refunds part, then the rest, never more than was paid', async () => {
    const o = await sale(2);
    const part = await refund(manager, o.id, {
      version: o.version,
      amount: 1000,
      method: 'cash',
      reason: 'Cold dish',
    });
    expect(part.statusCode).toBe(200);
    const after = part.json().order[0];
    expect(after).toMatchObject({ status: 'completed', refundedTotal: 1000, version: o.version + 1 });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 1000, method: 'cash', reason: 'Cold dish', approvedBy: null }),
    ]);
    const stale = await refund(manager, o.id, { version: o.version, amount: 1, method: 'cash', reason: 'x' });
    expect(stale.statusCode).toBe(409);
    const over = await refund(manager, o.id, {
      version: after.version,
      amount: 2001,
      method: 'cash',
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields).toHaveProperty('amount');
    const rest = await refund(manager, o.id, {
      version: after.version,
      amount: 2000,
      method: 'card',
      reason: 'Whole table unhappy',
    });
    expect(rest.json().order[0]).toMatchObject({ refundedTotal: 3000, paidTotal: 3000 });
    const more = await refund(manager, o.id, {
      version: after.version + 1,
      amount: 1,
      method: 'cash',
      reason: 'Again',
    });
    expect(more.statusCode).toBe(422);
    const noReason = await refund(manager, o.id, { version: after.version + 1, amount: 1, method: 'cash' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');

    const audit = (await t.app.inject({ url: `/v1/orders/${o.id}/audit`, headers: cashier })).json().entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'order.create',
      'order.refund',
      'order.refund',
    ]);
    const events = await t.db
      .selectFrom('events')
      .select('payload')
      .where('topic', '=', 'order.refunded')
      .execute();
    expect(events.length).toBe(2);
  });

  it('refuses open orders and a cashier without the permission or an approval', async () => {
    const open = (await create(cashier, { type: 'pos', lines: [{ productId: hummus, quantity: 1 }] })).json()
      .order[0];
    const notDone = await refund(manager, open.id, { version: 1, amount: 1, method: 'cash', reason: 'x' });
    expect(notDone.statusCode).toBe(422);
    expect(notDone.json().error.fields).toHaveProperty('status');
    const o = await sale(1);
    const denied = await refund(cashier, o.id, {
      version: o.version,
      amount: 500,
      method: 'cash',
      reason: 'x',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.fields).toHaveProperty('approvalToken');
    const kitchen = bearer(await t.userWithRole('kitchen'));
    const kitchenTry = await refund(kitchen, o.id, {
      version: o.version,
      amount: 1,
      method: 'cash',
      reason: 'x',
    });
    expect(kitchenTry.statusCode).toBe(403);
    expect((await refund({}, o.id, { version: 1, amount: 1, method: 'cash', reason: 'x' })).statusCode).toBe(
      401,
    );
    expect(
      (await refund(manager, 999999, { version: 1, amount: 1, method: 'cash', reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it("lets a cashier refund with a manager's PIN approval, once, and records the approver", async () => {
    const o = await sale(1);
    const token = await approval('orders.refund', o.id);
    const res = await refund(cashier, o.id, {
      version: o.version,
      amount: 1500,
      method: 'cash',
      reason: 'Wrong dish',
      approvalToken: token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order[0].refunds[0]).toMatchObject({
      amount: 1500,
      approvedBy: managerId,
      approvedByName: 'Mona',
      userName: 'cashier',
    });
    // The order as read again names them too; a refund without approval names no approver.
    const read = (await t.app.inject({ url: `/v1/orders/${o.id}`, headers: cashier })).json().order;
    expect(read.refunds[0]).toMatchObject({ approvedByName: 'Mona', userName: 'cashier' });
    const plain = await sale(1);
    const byManager = await refund(manager, plain.id, {
      version: plain.version,
      amount: 100,
      method: 'cash',
      reason: 'Late',
    });
    expect(byManager.json().order[0].refunds[0]).toMatchObject({
      approvedBy: null,
      approvedByName: null,
      userName: 'manager',
    });
    const other = await sale(1);
    const again = await refund(cashier, other.id, {
      version: other.version,
      amount: 100,
      method: 'cash',
      reason: 'Wrong dish',
      approvalToken: token,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.fields).toHaveProperty('approvalToken');
    // An approval for something else does not refund.
    const voidToken = await approval('orders.void', other.id);
    const wrong = await refund(cashier, other.id, {
      version: other.version,
      amount: 100,
      method: 'cash',
      reason: 'Wrong dish',
      approvalToken: voidToken,
    });
    expect(wrong.statusCode).toBe(403);
    const used = await t.db
      .selectFrom('approvals')
      .select(['usedFor'])
      .where('approverId', '=', managerId)
      .where('permission', '=', 'orders.refund')
      .execute();
    expect(used).toEqual([{ usedFor: `order ${o.id} refund` }]);
  });

  it("gives a refund on account back to the customer's balance", async () => {
    const customer = await t.db
      .selectFrom('customers')
      .select(['id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const balance = async () =>
      (
        await t.db
          .selectFrom('customers')
          .select('balance')
          .where('id', '=', customer.id)
          .executeTakeFirstOrThrow()
      ).balance;
    const o = (
      await create(cashier, {
        type: 'debit',
        customerId: customer.id,
        status: 'completed',
        lines: [{ productId: hummus, quantity: 2 }],
      })
    ).json().order[0];
    const owed = await balance();
    const res = await refund(manager, o.id, {
      version: o.version,
      amount: 1500,
      method: 'account',
      reason: 'One dish returned',
    });
    expect(res.statusCode).toBe(200);
    expect(await balance()).toBe(owed - 1500);
    const walkIn = await sale(1);
    const noCustomer = await refund(manager, walkIn.id, {
      version: walkIn.version,
      amount: 100,
      method: 'account',
      reason: 'x',
    });
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().error.fields).toHaveProperty('method');
  });

  it('voids a paid open order by refunding every payment, with approval when needed', async () => {
    const customer = await t.db
      .selectFrom('customers')
      .select(['id', 'balance'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const o = (
      await create(cashier, {
        type: 'pos',
        customerId: customer.id,
        lines: [{ productId: hummus, quantity: 3 }],
        payments: [
          { method: 'card', amount: 2000, reference: 'AUTH9' },
          { method: 'account', amount: 1000 },
        ],
      })
    ).json().order[0];
    expect(o).toMatchObject({ status: 'new', paidTotal: 3000 });
    const cancel = (approvalToken?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/orders/update',
        headers: cashier,
        payload: { id: o.id, version: 1, status: 'canceled', cancelReason: 'Guest left', approvalToken },
      });
    const denied = await cancel();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.fields).toHaveProperty('approvalToken');
    const res = await cancel(await approval('orders.void', o.id));
    expect(res.statusCode).toBe(200);
    const v = res.json().order[0];
    expect(v).toMatchObject({ status: 'canceled', paidTotal: 3000, refundedTotal: 3000 });
    expect(v.refunds).toEqual([
      expect.objectContaining({ method: 'card', amount: 2000, reason: 'Guest left', approvedBy: managerId }),
      expect.objectContaining({
        method: 'account',
        amount: 1000,
        reason: 'Guest left',
        approvedBy: managerId,
      }),
    ]);
    const after = await t.db
      .selectFrom('customers')
      .select('balance')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(after.balance).toBe(customer.balance); // +1000 on account, −1000 back

    // A manager voids without a PIN.
    const p = (
      await create(cashier, {
        type: 'pos',
        lines: [{ productId: hummus, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1500, tendered: 2000 }],
      })
    ).json().order[0];
    const byManager = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: manager,
      payload: { id: p.id, version: 1, status: 'canceled', cancelReason: 'Duplicate' },
    });
    expect(byManager.json().order[0].refunds).toEqual([
      expect.objectContaining({ method: 'cash', amount: 1500, approvedBy: null }),
    ]);
  });
});
