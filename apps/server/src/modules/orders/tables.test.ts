import type { Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { expectRollupsRebuilt } from '../../test/rollups.ts';

describe.each(engines())('moving, merging and splitting orders on %s', (engine) => {
  let t: TestContext;
  let cashier: Record<string, string>;
  let hummus: number; // 1500
  let falafel: number; // 1200
  let tables: number[];

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    cashier = bearer(await t.userWithRole('cashier'));
    hummus = await t.productId('Hummus');
    falafel = await t.productId('Falafel (6 pcs)');
    tables = (await t.db.selectFrom('diningTables').select('id').orderBy('id').execute()).map((r) => r.id);
  });
  afterAll(() => t.close());

  const create = async (payload: Record<string, unknown>): Promise<Order> => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/orders/create', headers: cashier, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  const update = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/v1/orders/update', headers: cashier, payload });
  const merge = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/orders/merge', headers: cashier, payload });
  const split = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/v1/orders/split/${id}`, headers: cashier, payload });
  const tableStatus = async (id: number) =>
    (await t.db.selectFrom('diningTables').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const tableEvents = async () =>
    (await t.db.selectFrom('events').select('payload').where('topic', '=', 'table.status').execute()).map(
      (e) => JSON.parse(e.payload) as { id: number; status: string },
    );

  it('moves an order to another table: the old one is freed, the new one occupied', async () => {
    const [a, b, c] = tables as [number, number, number];
    const o = await create({ type: 'pos', tableId: a, lines: [{ productId: hummus, quantity: 1 }] });
    const other = await create({ type: 'pos', tableId: c, lines: [{ productId: hummus, quantity: 1 }] });
    expect(await tableStatus(a)).toBe('occupied');
    const before = (await tableEvents()).length;
    const moved = await update({ id: o.id, version: 1, tableId: b });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order[0].tableId).toBe(b);
    expect([await tableStatus(a), await tableStatus(b)]).toEqual(['available', 'occupied']);
    expect((await tableEvents()).slice(before)).toEqual([
      { id: a, status: 'available' },
      { id: b, status: 'occupied' },
    ]);
    // Onto a table that already has an order: both stay there, and the table it left is freed.
    await update({ id: o.id, version: 2, tableId: c });
    expect([await tableStatus(b), await tableStatus(c)]).toEqual(['available', 'occupied']);
    // Moving one of two orders away keeps the table occupied.
    await update({ id: other.id, version: 1, tableId: a });
    expect([await tableStatus(a), await tableStatus(c)]).toEqual(['occupied', 'occupied']);
    // A reserved table takes the order (the party that booked it has arrived) and becomes occupied.
    await t.db.updateTable('diningTables').set({ status: 'reserved' }).where('id', '=', b).execute();
    expect((await update({ id: o.id, version: 3, tableId: b })).statusCode).toBe(200);
    expect(await tableStatus(b)).toBe('occupied');
    expect((await update({ id: o.id, version: 4, tableId: 999_999 })).statusCode).toBe(422);
  });

  it('merges two open, unpaid orders into one and frees the source table', async () => {
    const [, , , d, e] = tables as [number, number, number, number, number];
    const target = await create({
      type: 'pos',
      tableId: d,
      lines: [{ productId: hummus, quantity: 1, seat: 1 }],
    });
    const source = await create({
      type: 'pos',
      tableId: e,
      lines: [
        { productId: falafel, quantity: 2, seat: 2, note: 'extra tahini' },
        { productId: hummus, quantity: 1, seat: 3 },
      ],
    });
    const stale = await merge({
      targetId: target.id,
      targetVersion: 1,
      sourceId: source.id,
      sourceVersion: 9,
    });
    expect(stale.statusCode).toBe(409);
    const res = await merge({ targetId: target.id, targetVersion: 1, sourceId: source.id, sourceVersion: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const [t1, s1] = res.json<{ order: Order[] }>().order as [Order, Order];
    expect(t1).toMatchObject({ id: target.id, version: 2, subtotal: 1500 + 2400 + 1500, total: 5400 });
    expect(t1.lines.map((l) => [l.nameEn, l.quantity, l.seat, l.note])).toEqual([
      ['Hummus', 1, 1, null],
      ['Falafel (6 pcs)', 2, 2, 'extra tahini'],
      ['Hummus', 1, 3, null],
    ]);
    expect(s1).toMatchObject({
      id: source.id,
      status: 'canceled',
      version: 2,
      cancelReason: `Merged into order ${target.ticketNumber}`,
    });
    expect(s1.history.at(-1)).toMatchObject({ from: 'new', to: 'canceled' });
    expect([await tableStatus(d), await tableStatus(e)]).toEqual(['occupied', 'available']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('action', 'in', ['order.merge', 'order.merged'])
      .execute();
    expect(audit).toEqual([
      { action: 'order.merge', entityId: String(target.id) },
      { action: 'order.merged', entityId: String(source.id) },
    ]);

    // A canceled, a paid or the same order cannot merge.
    const again = await merge({
      targetId: target.id,
      targetVersion: 2,
      sourceId: source.id,
      sourceVersion: 2,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ sourceId: 'Not open' });
    const paid = await create({
      type: 'pos',
      lines: [{ productId: hummus, quantity: 1 }],
      payments: [{ method: 'cash', amount: 500 }],
    });
    const paidMerge = await merge({
      targetId: target.id,
      targetVersion: 2,
      sourceId: paid.id,
      sourceVersion: 1,
    });
    expect(paidMerge.statusCode).toBe(422);
    expect(paidMerge.json().error.fields).toEqual({ sourceId: 'Already paid' });
    const self = await merge({
      targetId: target.id,
      targetVersion: 2,
      sourceId: target.id,
      sourceVersion: 2,
    });
    expect(self.statusCode).toBe(422);
    const kitchen = bearer(await t.userWithRole('kitchen'));
    const denied = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/merge',
      headers: kitchen,
      payload: { targetId: target.id, targetVersion: 2, sourceId: paid.id, sourceVersion: 1 },
    });
    expect(denied.statusCode).toBe(403);
    // The merged-away order counts as a void of whoever merged it, in the rollups as in the rows.
    await expectRollupsRebuilt(t.db, engine, 'Asia/Riyadh');
  });

  it('splits by seat and by quantity into new orders with their own tickets', async () => {
    const table = tables[5]!;
    const o = await create({
      type: 'pos',
      tableId: table,
      lines: [
        { productId: hummus, quantity: 3, seat: 1 },
        { productId: falafel, quantity: 1, seat: 2 },
        { productId: falafel, quantity: 2, seat: 1 },
      ],
    });
    expect(o.total).toBe(4500 + 1200 + 2400);
    const [hummusLine, , falafelLine] = o.lines as [Order['lines'][0], unknown, Order['lines'][0]];
    const res = await split(o.id, {
      version: 1,
      parts: [{ seat: 2 }, { lines: [{ lineId: hummusLine.id, quantity: 2 }] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [original, bySeat, byQuantity] = res.json<{ order: Order[] }>().order as [Order, Order, Order];
    expect(original).toMatchObject({ id: o.id, version: 2, subtotal: 1500 + 2400 });
    expect(original.lines.map((l) => [l.id, l.quantity])).toEqual([
      [hummusLine.id, 1],
      [falafelLine.id, 2],
    ]);
    expect(bySeat).toMatchObject({ type: 'pos', tableId: table, status: 'new', subtotal: 1200, version: 1 });
    expect(bySeat.lines).toEqual([
      expect.objectContaining({ nameEn: 'Falafel (6 pcs)', quantity: 1, seat: 2 }),
    ]);
    expect(byQuantity).toMatchObject({ subtotal: 3000, taxRateBp: o.taxRateBp });
    expect(byQuantity.lines).toEqual([expect.objectContaining({ quantity: 2, seat: 1, lineTotal: 3000 })]);
    expect(new Set([o.ticketNumber, bySeat.ticketNumber, byQuantity.ticketNumber]).size).toBe(3);
    expect(original.subtotal + bySeat.subtotal + byQuantity.subtotal).toBe(o.subtotal);
    expect(original.total + bySeat.total + byQuantity.total).toBe(o.total); // tax included, no service
    expect(await tableStatus(table)).toBe('occupied');

    // Each part is paid on its own.
    const pay = await update({
      id: bySeat.id,
      version: 1,
      status: 'completed',
      payments: [{ method: 'cash', amount: bySeat.total }],
    });
    expect(pay.json().order[0].status).toBe('completed');

    const refused = async (parts: unknown[], field: string) => {
      const r = await split(o.id, { version: 2, parts });
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().error.fields)).toEqual([field]);
    };
    await refused([{ lines: [{ lineId: 999_999, quantity: 1 }] }], 'parts.0.lines.0.lineId');
    await refused([{ lines: [{ lineId: falafelLine.id, quantity: 3 }] }], 'parts.0.lines.0.quantity');
    await refused(
      [
        {
          lines: [
            { lineId: hummusLine.id, quantity: 1 },
            { lineId: falafelLine.id, quantity: 2 },
          ],
        },
      ],
      'parts.0',
    );
    await refused([{ lines: [{ lineId: hummusLine.id, quantity: 1 }] }, { seat: 1 }], 'parts.1.seat');
    await refused([{ seat: 2 }], 'parts.0.seat');
    // Another order's line is not this order's.
    await refused([{ lines: [{ lineId: bySeat.lines[0]!.id, quantity: 1 }] }], 'parts.0.lines.0.lineId');
    expect((await split(o.id, { version: 1, parts: [{ seat: 1 }] })).statusCode).toBe(409);
    const paidSplit = await split(bySeat.id, { version: 2, parts: [{ seat: 2 }] });
    expect(paidSplit.statusCode).toBe(422);
    expect((await split(o.id, { version: 2, parts: [] })).statusCode).toBe(400);
    const created = await t.db
      .selectFrom('events')
      .select('payload')
      .where('topic', '=', 'order.created')
      .execute();
    expect(created.map((e) => (JSON.parse(e.payload) as { id: number }).id)).toEqual(
      expect.arrayContaining([bySeat.id, byQuantity.id]),
    );
  });

  it('refuses to split an order with an amount discount', async () => {
    const owner = bearer(await t.login());
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: {
        type: 'pos',
        lines: [{ productId: hummus, quantity: 2 }],
        discount: { type: 'amount', value: 500 },
      },
    });
    const o = res.json<{ order: Order[] }>().order[0]!;
    const r = await split(o.id, {
      version: 1,
      parts: [{ lines: [{ lineId: o.lines[0]!.id, quantity: 1 }] }],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields).toHaveProperty('discount');
  });
});
