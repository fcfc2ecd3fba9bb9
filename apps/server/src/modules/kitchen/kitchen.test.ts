import type { KitchenResponse, KitchenTicket, Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/** The kitchen lifecycle through the API: what each change to an order sends to which station. */
describe.each(engines())('the kitchen lifecycle on %s', (engine) => {
  let t: TestContext;
  let waiter: Record<string, string>;
  let cook: Record<string, string>;
  let owner: Record<string, string>;
  let grill: number;
  let cold: number;
  let hummus: number; // Starters → Cold
  let tawook: number; // Grills → Grill
  let table: number;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    waiter = bearer(await t.userWithRole('waiter'));
    cook = bearer(await t.userWithRole('kitchen'));
    const station = async (nameEn: string, nameAr: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/stations/create',
        headers: owner,
        payload: { nameEn, nameAr },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ station: { id: number } }>().station.id;
    };
    grill = await station('Hot grill', 'شواية ساخنة');
    cold = await station('Cold side', 'الجانب البارد');
    const route = async (nameEn: string, stationId: number) => {
      const c = await t.db
        .selectFrom('categories')
        .selectAll()
        .where('nameEn', '=', nameEn)
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/categories/update/${c.id}`,
        headers: owner,
        payload: { nameEn: c.nameEn, nameAr: c.nameAr, sortOrder: c.sortOrder, stationId },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await route('Starters', cold);
    await route('Grills', grill);
    hummus = await t.productId('Hummus');
    tawook = await t.productId('Shish Tawook');
    table = (await t.db.selectFrom('diningTables').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const create = async (payload: Record<string, unknown>): Promise<Order> => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/orders/create', headers: waiter, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  const update = async (payload: Record<string, unknown>, headers = waiter): Promise<Order> => {
    const res = await t.app.inject({ method: 'PUT', url: '/v1/orders/update', headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order: Order[] }>().order[0]!;
  };
  const screen = async (station?: number): Promise<KitchenResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/kitchen/tickets${station ? `?station=${station}` : ''}`,
      headers: cook,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<KitchenResponse>();
  };
  const ticketsOf = async (orderId: number, station?: number) =>
    (await screen(station)).tickets.filter((k) => k.orderId === orderId);
  const act = async (path: string, payload: Record<string, unknown>, headers = cook) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/kitchen/${path}`, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ticket: KitchenTicket }>().ticket;
  };
  const summary = (k: KitchenTicket) => ({
    kind: k.kind,
    items: k.items.map((i) => `${i.quantity - i.voided}×${i.nameEn}${i.state === 'void' ? ' VOID' : ''}`),
  });

  it('sends each station its items on a ticket, with the order as it was sent', async () => {
    await t.db.updateTable('products').set({ prepMinutes: 12 }).where('id', '=', tawook).execute();
    await t.db.updateTable('products').set({ prepMinutes: null }).where('id', '=', hummus).execute();
    const o = await create({
      type: 'pos',
      tableId: table,
      note: 'Birthday',
      lines: [
        { productId: hummus, quantity: 2, seat: 1 },
        { productId: tawook, quantity: 1, note: 'Well done', seat: 2 },
      ],
    });
    const [atCold] = await ticketsOf(o.id, cold);
    const [atGrill] = await ticketsOf(o.id, grill);
    expect(summary(atCold!)).toEqual({ kind: 'fire', items: ['2×Hummus'] });
    expect(summary(atGrill!)).toEqual({ kind: 'fire', items: ['1×Shish Tawook'] });
    expect(atGrill).toMatchObject({ orderNumber: o.ticketNumber, orderType: 'pos', note: 'Birthday' });
    expect(atGrill!.tableName).toBeTruthy();
    expect(atGrill!.waiterName).toBe('waiter');
    expect(atGrill!.items[0]).toMatchObject({ note: 'Well done', seat: 2, state: 'fired', prepMinutes: 12 });
    expect(atCold!.items[0]).toMatchObject({ seat: 1, prepMinutes: null });
    // The expo view shows both; the order and its lines know they are in the kitchen.
    expect((await ticketsOf(o.id)).length).toBe(2);
    expect(o.kitchenStatus).toBe('preparing');
    expect(o.lines.map((l) => l.kitchenState)).toEqual(['fired', 'fired']);
  });

  it('sends a later item as an addition and a removed one as a void, never resending the rest', async () => {
    const o = await create({ type: 'pos', lines: [{ productId: hummus, quantity: 2 }] });
    const line = o.lines[0]!;
    // One more hummus (by line id) and a new dish: additions only.
    const more = await update({
      id: o.id,
      version: o.version,
      lines: [
        { id: line.id, productId: hummus, quantity: 3 },
        { productId: tawook, quantity: 1 },
      ],
    });
    expect((await ticketsOf(o.id, cold)).map(summary)).toEqual([
      { kind: 'fire', items: ['2×Hummus'] },
      { kind: 'add', items: ['1×Hummus'] },
    ]);
    expect((await ticketsOf(o.id, grill)).map(summary)).toEqual([
      { kind: 'fire', items: ['1×Shish Tawook'] },
    ]);
    // The same lines sent again without ids (an API client replacing the list): nothing changes.
    const same = await update({
      id: o.id,
      version: more.version,
      lines: [
        { productId: hummus, quantity: 3 },
        { productId: tawook, quantity: 1 },
      ],
    });
    expect(same.lines.map((l) => l.id)).toEqual(more.lines.map((l) => l.id));
    expect((await ticketsOf(o.id)).length).toBe(3);
    // Two hummus fewer and the tawook gone: voids, struck through where they were sent.
    await update({ id: o.id, version: same.version, lines: [{ productId: hummus, quantity: 1 }] });
    const cold2 = (await ticketsOf(o.id, cold)).map(summary);
    expect(cold2).toEqual([
      { kind: 'fire', items: ['1×Hummus'] },
      { kind: 'add', items: ['0×Hummus'] },
      { kind: 'void', items: ['1×Hummus VOID', '1×Hummus VOID'] },
    ]);
    expect((await ticketsOf(o.id, grill)).map(summary)).toEqual([
      { kind: 'fire', items: ['0×Shish Tawook'] },
      { kind: 'void', items: ['1×Shish Tawook VOID'] },
    ]);
  });

  it('treats a changed note as a void of what was sent and an addition of what is wanted', async () => {
    const o = await create({ type: 'pos', lines: [{ productId: tawook, quantity: 1 }] });
    await update({
      id: o.id,
      version: o.version,
      lines: [{ id: o.lines[0]!.id, productId: tawook, quantity: 1, note: 'No garlic' }],
    });
    expect((await ticketsOf(o.id, grill)).map(summary)).toEqual([
      { kind: 'fire', items: ['0×Shish Tawook'] },
      { kind: 'void', items: ['1×Shish Tawook VOID'] },
      { kind: 'add', items: ['1×Shish Tawook'] },
    ]);
  });

  it('holds a course at the till and fires it later as an addition', async () => {
    const o = await create({
      type: 'pos',
      tableId: table,
      lines: [
        { productId: hummus, quantity: 1, course: 1 },
        { productId: tawook, quantity: 2, course: 2, held: true },
      ],
    });
    expect(o.lines.map((l) => [l.course, l.held, l.kitchenState])).toEqual([
      [1, false, 'fired'],
      [2, true, 'waiting'],
    ]);
    expect(await ticketsOf(o.id, grill)).toEqual([]);
    // Another main while course 2 is held waits with it, even sent without `held`.
    const more = await update({
      id: o.id,
      version: o.version,
      lines: [
        ...o.lines.map((l) => ({ id: l.id, productId: l.productId, quantity: l.quantity, course: l.course })),
        {
          productId: tawook,
          quantity: 1,
          course: 2,
          note: 'Spicy',
        },
      ],
    });
    expect(more.lines.map((l) => l.held)).toEqual([false, true, true]);
    expect(await ticketsOf(o.id, grill)).toEqual([]);
    const fire = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/fire',
      headers: waiter,
      payload: { id: o.id, version: more.version, course: 2 },
    });
    expect(fire.statusCode, fire.body).toBe(200);
    expect((await ticketsOf(o.id, grill)).map(summary)).toEqual([
      { kind: 'fire', items: ['2×Shish Tawook', '1×Shish Tawook'] },
    ]);
    // Firing again finds nothing held: 422, nothing changes.
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/fire',
      headers: waiter,
      payload: { id: o.id, version: more.version + 1, course: 2 },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toHaveProperty('course');
  });

  it('sends nothing for a parked order until it is sent, and a cancel that flashes', async () => {
    const held = await create({ type: 'hold', lines: [{ productId: tawook, quantity: 1 }] });
    expect(await ticketsOf(held.id)).toEqual([]);
    const sent = await update({ id: held.id, version: held.version, type: 'pos' });
    expect((await ticketsOf(sent.id)).map(summary)).toEqual([{ kind: 'fire', items: ['1×Shish Tawook'] }]);
    await update(
      { id: sent.id, version: sent.version, status: 'canceled', cancelReason: 'Guest left' },
      owner,
    );
    expect((await ticketsOf(sent.id)).map(summary)).toEqual([
      { kind: 'fire', items: ['0×Shish Tawook'] },
      { kind: 'cancel', items: ['1×Shish Tawook VOID'] },
    ]);
  });

  it('never sends again what a split or a merge moves between orders', async () => {
    const o = await create({
      type: 'pos',
      tableId: table,
      lines: [
        { productId: tawook, quantity: 3, seat: 1 },
        { productId: hummus, quantity: 1, seat: 2 },
      ],
    });
    const before = (await screen()).tickets.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/orders/split/${o.id}`,
      headers: waiter,
      payload: {
        version: o.version,
        parts: [{ lines: [{ lineId: o.lines[0]!.id, quantity: 1 }] }, { seat: 2 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [rest, part1, part2] = res.json<{ order: Order[] }>().order;
    expect((await screen()).tickets.length).toBe(before);
    expect([rest, part1, part2].map((x) => x!.kitchenStatus)).toEqual([
      'preparing',
      'preparing',
      'preparing',
    ]);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/merge',
      headers: waiter,
      payload: {
        targetId: rest!.id,
        targetVersion: rest!.version,
        sourceId: part1!.id,
        sourceVersion: part1!.version,
      },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [target, source] = merged.json<{ order: Order[] }>().order;
    expect((await screen()).tickets.length).toBe(before);
    expect(source!.status).toBe('canceled');
    expect([target!.kitchenStatus, source!.kitchenStatus]).toEqual(['preparing', null]);
  });

  it('marks items done, bumps, recalls and serves, and the order follows', async () => {
    const o = await create({
      type: 'pos',
      lines: [
        { productId: hummus, quantity: 1 },
        { productId: tawook, quantity: 1 },
      ],
    });
    const [c] = await ticketsOf(o.id, cold);
    const [g] = await ticketsOf(o.id, grill);
    const started = await act('tickets/start', { ticketId: g!.id });
    expect(started.items[0]!.state).toBe('preparing');
    expect(started.version).toBe(g!.version + 1);
    const done = await act('items/done', { itemId: c!.items[0]!.id, done: true });
    expect(done.items[0]!.state).toBe('ready');
    const order = async () =>
      (await t.app.inject({ method: 'GET', url: `/v1/orders/${o.id}`, headers: waiter })).json<{
        order: Order;
      }>().order;
    expect((await order()).kitchenStatus).toBe('preparing');
    // Serving before everything is ready is refused.
    const early = await t.app.inject({
      method: 'POST',
      url: '/v1/kitchen/serve',
      headers: waiter,
      payload: { orderId: o.id },
    });
    expect(early.statusCode).toBe(422);
    await act('tickets/bump', { ticketId: c!.id });
    const bumped = await act('tickets/bump', { ticketId: g!.id });
    expect(bumped.bumpedAt).not.toBeNull();
    expect(bumped.items[0]!.state).toBe('ready');
    expect((await order()).kitchenStatus).toBe('ready');
    const board = await t.app.inject({ method: 'GET', url: '/v1/kitchen/board', headers: owner });
    expect(board.json().orders).toContainEqual(
      expect.objectContaining({ orderId: o.id, orderNumber: o.ticketNumber, status: 'ready' }),
    );
    // The board's clearing time comes with it, so a live board clears on time too.
    expect(board.json().clearMinutes).toBe(10);
    // Off the screen, in the recall list; recalled, back on with its timer where it was.
    expect((await ticketsOf(o.id, grill)).length).toBe(0);
    expect((await screen(grill)).recent[0]!.id).toBe(g!.id);
    const recalled = await act('tickets/recall', { ticketId: g!.id });
    expect(recalled).toMatchObject({ bumpedAt: null, firedAt: g!.firedAt });
    await act('tickets/bump', { ticketId: g!.id });
    const served = await t.app.inject({
      method: 'POST',
      url: '/v1/kitchen/serve',
      headers: waiter,
      payload: { orderId: o.id },
    });
    expect(served.statusCode, served.body).toBe(200);
    expect((await order()).kitchenStatus).toBe('served');
    expect((await order()).lines.map((l) => l.kitchenState)).toEqual(['served', 'served']);
    const after = await t.app.inject({ method: 'GET', url: '/v1/kitchen/board', headers: owner });
    expect(after.json().orders.map((b: { orderId: number }) => b.orderId)).not.toContain(o.id);
    // Every action was audited, and each ticket change went out on the stream whole.
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'kitchen.%')
      .execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set(['kitchen.start', 'kitchen.item.done', 'kitchen.bump', 'kitchen.recall', 'kitchen.serve']),
    );
    const events = await t.db
      .selectFrom('events')
      .select(['topic', 'payload'])
      .where('topic', 'in', ['kitchen.ticket', 'kitchen.order'])
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(events.map((e) => e.topic)).toContain('kitchen.order');
    expect(JSON.parse(events.find((e) => e.topic === 'kitchen.ticket')!.payload)).toHaveProperty('items');
  });

  it('keeps the kitchen routes to the kitchen, and a waiter cannot bump', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: waiter });
    expect(res.statusCode).toBe(403);
    const bump = await t.app.inject({
      method: 'POST',
      url: '/v1/kitchen/tickets/bump',
      headers: waiter,
      payload: { ticketId: 1 },
    });
    expect(bump.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/kitchen/tickets/bump',
      headers: cook,
      payload: { ticketId: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("routes a product with its own station there, over its category's, when created and when added", async () => {
    const fattoush = await t.productId('Fattoush'); // Starters → Cold, unless it says otherwise
    await t.db.updateTable('products').set({ stationId: grill }).where('id', '=', fattoush).execute();
    const o = await create({ type: 'pos', lines: [{ productId: fattoush, quantity: 1 }] });
    expect((await ticketsOf(o.id, grill)).map(summary)).toEqual([{ kind: 'fire', items: ['1×Fattoush'] }]);
    await update({
      id: o.id,
      version: o.version,
      lines: [
        { id: o.lines[0]!.id, productId: fattoush, quantity: 1 },
        { productId: fattoush, quantity: 1, note: 'No onion' },
        { productId: hummus, quantity: 1 },
      ],
    });
    expect((await ticketsOf(o.id, grill)).map(summary)).toEqual([
      { kind: 'fire', items: ['1×Fattoush'] },
      { kind: 'add', items: ['1×Fattoush'] },
    ]);
    expect((await ticketsOf(o.id, cold)).map(summary)).toEqual([{ kind: 'fire', items: ['1×Hummus'] }]);
    await t.db.updateTable('products').set({ stationId: null }).where('id', '=', fattoush).execute();
  });
});
