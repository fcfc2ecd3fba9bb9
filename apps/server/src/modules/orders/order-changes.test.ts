import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('order changes on %s: retries, versions, states, cancels', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cashier: Record<string, string>;
  let hummus: number; // 1500
  let falafel: number; // 1200

  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/orders/create', headers, payload });
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/v1/orders/update', headers, payload });
  const cart = [
    { productId: 0, quantity: 2 },
    { productId: 0, quantity: 1 },
  ];
  const lines = () => [
    { ...cart[0], productId: hummus },
    { ...cart[1], productId: falafel },
  ];

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
    hummus = await t.productId('Hummus');
    falafel = await t.productId('Falafel (6 pcs)');
  });
  afterAll(() => t.close());

  it('answers a retry with the first order and creates nothing (header or uuid)', async () => {
    const key = `retry-${Date.now()}`;
    const headers = { ...cashier, 'idempotency-key': key };
    const payload = { type: 'pos', lines: lines() };
    const before = await t.db
      .selectFrom('orders')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [first, second] = await Promise.all([create(headers, payload), create(headers, payload)]);
    const third = await create(headers, payload);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const ids = [first, second, third].map((r) => r.json().order[0].id as number);
    expect(new Set(ids).size).toBe(1);
    const after = await t.db
      .selectFrom('orders')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);

    const changed = await create(headers, { type: 'pos', lines: [{ productId: hummus, quantity: 9 }] });
    expect(changed.statusCode).toBe(409);

    const uuid = crypto.randomUUID();
    const u1 = await create(cashier, { uuid, type: 'pos', lines: lines() });
    const u2 = await create(cashier, { uuid, type: 'pos', lines: lines() });
    expect(u2.json().order[0].id).toBe(u1.json().order[0].id);
    expect(u1.json().order[0].uuid).toBe(uuid);
    // Another user's order can never be answered to this one: the uuid is taken.
    const other = await create(owner, { uuid, type: 'pos', lines: lines() });
    expect(other.statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent updates of a version win', async () => {
    const o = (await create(cashier, { type: 'pos', lines: lines() })).json().order[0];
    const [a, b] = await Promise.all([
      update(cashier, { id: o.id, version: 1, note: 'first' }),
      update(cashier, { id: o.id, version: 1, note: 'second' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.code).toBe('CONFLICT');
    const now = (await t.app.inject({ url: `/v1/orders/${o.id}`, headers: cashier })).json().order;
    expect(now.version).toBe(2);
    expect(['first', 'second']).toContain(now.note);
    expect((await update(cashier, { id: o.id, version: 1, note: 'stale' })).statusCode).toBe(409);
    expect((await update(cashier, { id: 999999, version: 1, note: 'x' })).statusCode).toBe(404);
  });

  it('reprices when lines change, walks the state machine and records who and when', async () => {
    const o = (
      await create(cashier, { type: 'delivery', lines: lines(), deliveryAddress: 'Olaya St 1' })
    ).json().order[0];
    const more = (
      await update(cashier, { id: o.id, version: 1, lines: [{ productId: hummus, quantity: 4 }] })
    ).json().order[0];
    expect(more).toMatchObject({ subtotal: 6000, total: 6000, version: 2 });
    const cooking = await update(cashier, { id: o.id, version: 2, status: 'in-progress' });
    expect(cooking.json().order[0].status).toBe('in-progress');
    const out = await update(cashier, { id: o.id, version: 3, status: 'in-delivery' });
    expect(out.statusCode).toBe(200);
    const back = await update(cashier, { id: o.id, version: 4, status: 'new' });
    expect(back.statusCode).toBe(422);
    const done = await update(cashier, {
      id: o.id,
      version: 4,
      status: 'completed',
      payments: [{ method: 'cash', amount: 6000 }],
    });
    const d = done.json().order[0];
    expect(d.status).toBe('completed');
    expect(d.history.map((h: { to: string }) => h.to)).toEqual([
      'new',
      'in-progress',
      'in-delivery',
      'completed',
    ]);
    expect(d.history.every((h: { userId: number; at: string }) => h.userId > 0 && h.at)).toBe(true);
    const closed = await update(cashier, { id: o.id, version: 5, note: 'late' });
    expect(closed.statusCode).toBe(422);
    const notDelivery = (await create(cashier, { type: 'pos', lines: lines() })).json().order[0];
    expect(
      (await update(cashier, { id: notDelivery.id, version: 1, status: 'in-delivery' })).statusCode,
    ).toBe(422);
  });

  it('cancels only with a reason and orders.void', async () => {
    const o = (await create(cashier, { type: 'pos', lines: lines() })).json().order[0];
    const noReason = await update(owner, { id: o.id, version: 1, status: 'canceled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('cancelReason');
    const byCashier = await update(cashier, {
      id: o.id,
      version: 1,
      status: 'canceled',
      cancelReason: 'Guest left',
    });
    expect(byCashier.statusCode).toBe(403);
    const manager = bearer(await t.userWithRole('manager'));
    const ok = await update(manager, {
      id: o.id,
      version: 1,
      status: 'canceled',
      cancelReason: 'Guest left',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order[0]).toMatchObject({
      status: 'canceled',
      cancelReason: 'Guest left',
      invoiceNumber: null,
    });
    expect(ok.json().order[0].history.at(-1)).toMatchObject({ to: 'canceled', reason: 'Guest left' });
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'order')
      .where('entityId', '=', String(o.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['order.create', 'order.update']);
  });

  it('lets a cashier cancel with a manager’s PIN approval, once', async () => {
    const managerId = await t.staffWithPin('manager', {
      name: 'Mona',
      email: 'mona@test.local',
      pin: '4826',
      locale: 'ar',
    });
    const approve = (orderId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/approve',
        headers: cashier,
        payload: { pin: '4826', permission: 'orders.void', orderId, reason: 'Wrong table' },
      });
    const o = (await create(cashier, { type: 'pos', lines: lines() })).json().order[0];
    const p = (await create(cashier, { type: 'pos', lines: lines() })).json().order[0];
    const token = (await approve(o.id)).json().approval.token as string;
    const cancel = (id: number, approvalToken: string) =>
      update(cashier, { id, version: 1, status: 'canceled', cancelReason: 'Wrong table', approvalToken });
    expect((await cancel(o.id, token)).json().order[0].status).toBe('canceled');
    const reused = await cancel(p.id, token);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.fields).toHaveProperty('approvalToken');
    const discountToken = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/approve',
        headers: cashier,
        payload: { pin: '4826', permission: 'orders.discount', reason: 'VIP' },
      })
    ).json().approval.token as string;
    expect((await cancel(p.id, discountToken)).statusCode).toBe(403);
    const big = await create(cashier, {
      type: 'pos',
      lines: lines(),
      discount: { type: 'percent', value: 5000 },
      approvalToken: discountToken,
    });
    expect(big.statusCode).toBe(200);
    expect(big.json().order[0].discountTotal).toBe(2100);
    const used = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'approval.used')
      .execute();
    expect(used).toHaveLength(2);

    // The order's own audit names the approving manager, for the void and for the discount.
    const auditOf = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/v1/orders/${id}/audit`, headers: owner })).json()
        .entries as {
        action: string;
        data: Record<string, unknown> | null;
      }[];
    expect((await auditOf(o.id)).find((e) => e.action === 'order.update')?.data).toMatchObject({
      status: 'canceled',
      approvedBy: managerId,
      approvedByName: 'Mona',
    });
    expect(
      (await auditOf(big.json().order[0].id)).find((e) => e.action === 'order.create')?.data,
    ).toMatchObject({
      approvedBy: managerId,
      approvedByName: 'Mona',
    });
    // Without an approval, nothing is said of one.
    expect((await auditOf(p.id)).find((e) => e.action === 'order.create')?.data).not.toHaveProperty(
      'approvedBy',
    );
  });

  it('resumes a held order as a pos order', async () => {
    const held = (await create(cashier, { type: 'hold', lines: lines() })).json().order[0];
    expect((await update(cashier, { id: held.id, version: 1, status: 'completed' })).statusCode).toBe(422);
    const resumed = await update(cashier, { id: held.id, version: 1, type: 'pos' });
    expect(resumed.json().order[0]).toMatchObject({ type: 'pos', status: 'new' });
    expect((await update(cashier, { id: held.id, version: 2, type: 'delivery' })).statusCode).toBe(422);
  });

  it('frees the table when its order completes', async () => {
    const table = (
      await t.db.selectFrom('diningTables').select('id').where('name', '=', 'T5').executeTakeFirstOrThrow()
    ).id;
    const o = (await create(cashier, { type: 'pos', tableId: table, lines: lines() })).json().order[0];
    const status = async () =>
      (
        await t.db
          .selectFrom('diningTables')
          .select('status')
          .where('id', '=', table)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe('occupied');
    await update(cashier, {
      id: o.id,
      version: 1,
      status: 'completed',
      payments: [{ method: 'card', amount: o.total }],
    });
    expect(await status()).toBe('available');
    const topics = await t.db
      .selectFrom('events')
      .select('topic')
      .where('topic', '=', 'table.status')
      .execute();
    expect(topics.length).toBeGreaterThanOrEqual(2);
  });
});
