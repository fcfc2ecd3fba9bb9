import type { DashboardResponse } from '@cashier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { businessDate, localHours } from '@cashier/sale';

describe('business days', () => {
  it('dates an instant in the restaurant time zone', () => {
    expect(businessDate('Asia/Riyadh', Date.parse('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(businessDate('Asia/Riyadh', Date.parse('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
    expect(businessDate('America/New_York', Date.parse('2026-03-11T03:00:00Z'))).toBe('2026-03-10');
  });

  it('splits a day into local hours, daylight saving included', () => {
    const riyadh = localHours('2026-03-11', 'Asia/Riyadh');
    expect(riyadh).toHaveLength(24);
    expect(riyadh[0]).toEqual({ start: '2026-03-10T21:00:00.000Z', hour: 0 });
    expect(riyadh[23]).toEqual({ start: '2026-03-11T20:00:00.000Z', hour: 23 });
    const kathmandu = localHours('2026-03-11', 'Asia/Kathmandu'); // UTC+5:45
    expect(kathmandu[0]!.start).toBe('2026-03-10T18:15:00.000Z');
    const springForward = localHours('2026-03-08', 'America/New_York');
    expect(springForward.map((h) => h.hour)).not.toContain(2);
    expect(springForward).toHaveLength(23);
    const fallBack = localHours('2026-11-01', 'America/New_York');
    expect(fallBack).toHaveLength(24);
    // 1 a.m. happens twice: its range runs from 05:00 to 07:00 UTC.
    expect(fallBack[1]).toEqual({ start: '2026-11-01T05:00:00.000Z', hour: 1 });
    expect(fallBack[2]).toEqual({ start: '2026-11-01T07:00:00.000Z', hour: 2 });
  });
});

describe.each(engines())('the dashboard on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  const product: Record<string, number> = {};

  const setSetting = async (key: string, value: string) => {
    const { id } = await t.db
      .selectFrom('settings')
      .select('id')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/settings/update/${id}`,
      headers: owner,
      payload: { value },
    });
    expect(res.statusCode).toBe(200);
  };
  /** Moves the clock (Date only) and signs in afresh, as a session idles out after 12 hours. */
  async function at(instant: string) {
    vi.setSystemTime(new Date(instant));
    owner = bearer(await t.login());
  }
  /** An order through the real API at a given instant; completed orders are paid in cash. */
  async function order(
    instant: string,
    type: string,
    lines: [string, number][],
    status: 'new' | 'completed' | 'canceled' = 'completed',
  ) {
    await at(instant);
    const payload: Record<string, unknown> = {
      type,
      lines: lines.map(([name, quantity]) => ({ productId: product[name], quantity })),
    };
    if (type === 'delivery') payload.deliveryAddress = 'Olaya St 1';
    const made = await t.app.inject({ method: 'POST', url: '/v1/orders/create', headers: owner, payload });
    expect(made.statusCode).toBe(200);
    const o = made.json<{ order: { id: number; total: number; businessDate: string }[] }>().order[0]!;
    if (status === 'new') return o;
    const change =
      status === 'completed'
        ? { status, payments: [{ method: 'cash', amount: o.total }] }
        : { status, cancelReason: 'Guest left' };
    const done = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: o.id, version: 1, ...change },
    });
    expect(done.statusCode).toBe(200);
    return o;
  }
  const dashboard = async (query: string, headers = owner) => {
    const res = await t.app.inject({ url: `/v1/reports/dashboard${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<DashboardResponse>();
  };

  beforeAll(async () => {
    // Only Date is faked: the orders are stamped at chosen instants while timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    for (const name of ['Hummus', 'Falafel (6 pcs)', 'Moutabal']) {
      const row = await t.db
        .selectFrom('products')
        .select('id')
        .where('nameEn', '=', name)
        .executeTakeFirstOrThrow();
      product[name] = row.id;
    }
    await setSetting('timezone', 'Asia/Riyadh'); // UTC+3, no daylight saving
  });
  afterEach(() => at('2026-03-10T12:00:00Z'));
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('sums one business day in the restaurant time zone, per type, hour and product', async () => {
    // 23:30 on 10 March in Riyadh: the day before.
    await order('2026-03-10T20:30:00Z', 'pos', [['Hummus', 5]]);
    // 00:10 and 00:50 on 11 March in Riyadh (still 10 March in UTC).
    const a = await order('2026-03-10T21:10:00Z', 'pos', [
      ['Hummus', 2],
      ['Falafel (6 pcs)', 1],
    ]);
    const b = await order('2026-03-10T21:50:00Z', 'delivery', [['Falafel (6 pcs)', 3]]);
    // 14:05 Riyadh.
    const c = await order('2026-03-11T11:05:00Z', 'pos', [['Moutabal', 4]]);
    // 23:59 Riyadh: still the 11th.
    const d = await order('2026-03-11T20:59:00Z', 'hold', [['Moutabal', 1]], 'new');
    await order('2026-03-11T12:00:00Z', 'pos', [['Hummus', 9]], 'canceled');
    const e = await order('2026-03-11T12:30:00Z', 'pos', [['Hummus', 1]], 'new');
    expect([a, b, c, d, e].map((o) => o.businessDate)).toEqual(Array(5).fill('2026-03-11'));

    const day = await dashboard('?date=2026-03-11');
    const sales = a.total + b.total + c.total;
    expect(day).toMatchObject({
      date: '2026-03-11',
      currency: 'SAR',
      sales,
      grossSales: sales,
      refunds: 0,
      refundCount: 0,
      orders: 3,
      openOrders: 2,
    });
    expect(day.averageOrder).toBe(Math.round(sales / 3));
    expect(day.byType).toEqual([
      { type: 'pos', orders: 2, sales: a.total + c.total },
      { type: 'debit', orders: 0, sales: 0 },
      { type: 'delivery', orders: 1, sales: b.total },
      { type: 'online', orders: 0, sales: 0 },
      { type: 'hold', orders: 0, sales: 0 },
    ]);
    expect(day.byHour).toHaveLength(24);
    expect(day.byHour.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    expect(day.byHour[0]).toEqual({ hour: 0, orders: 2, sales: a.total + b.total });
    expect(day.byHour[14]).toEqual({ hour: 14, orders: 1, sales: c.total });
    expect(day.byHour.reduce((s, h) => s + h.sales, 0)).toBe(sales);
    // Falafel and Moutabal tie on quantity: the name decides.
    expect(day.topProducts.map((p) => [p.name, p.quantity])).toEqual([
      ['Falafel (6 pcs)', 4],
      ['Moutabal', 4],
      ['Hummus', 2],
    ]);
    expect(day.topProducts[0]).toMatchObject({ productId: product['Falafel (6 pcs)'] });
    expect(day.topProducts[0]!.nameAr).toMatch(/[\u0600-\u06ff]/);

    const before = await dashboard('?date=2026-03-10');
    expect(before).toMatchObject({ sales: 5 * 1500, orders: 1, openOrders: 0 });
    expect(before.byHour[23]).toMatchObject({ orders: 1 });

    // Without a date: today in Riyadh, which is already the 11th at 21:30 UTC on the 10th.
    await at('2026-03-10T21:30:00Z');
    expect((await dashboard('')).date).toBe('2026-03-11');
  });

  it('takes refunds off the day they are made, not the day of the order, and leaves voids out', async () => {
    const refund = async (instant: string, id: number, amount: number) => {
      await at(instant);
      const version = (
        await t.db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirstOrThrow()
      ).version;
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/orders/refund/${id}`,
        headers: owner,
        payload: { version, amount, method: 'cash', reason: 'Cold food' },
      });
      expect(res.statusCode).toBe(200);
    };
    // 12:00 Riyadh on 5 May: two orders sold.
    const sold = await order('2026-05-05T09:00:00Z', 'pos', [['Hummus', 2]]); // 3000
    const other = await order('2026-05-05T09:30:00Z', 'delivery', [['Falafel (6 pcs)', 1]]); // 1200
    // The same evening, 23:30 Riyadh: part of the first one is given back.
    await refund('2026-05-05T20:30:00Z', sold.id, 500);
    // 00:30 Riyadh on the 6th (still the 5th in UTC): the rest of it, so it counts on the 6th.
    await refund('2026-05-05T21:30:00Z', sold.id, 2500);
    // The 6th: a paid open order voided gives its payment back, but it never counted as a sale.
    await at('2026-05-06T10:00:00Z');
    const open = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: owner,
        payload: {
          type: 'pos',
          lines: [{ productId: product['Moutabal'], quantity: 1 }],
          payments: [{ method: 'cash', amount: 100 }],
        },
      })
    ).json().order[0];
    const voided = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: open.id, version: 1, status: 'canceled', cancelReason: 'Guest left' },
    });
    expect(voided.json().order[0]).toMatchObject({ status: 'canceled', refundedTotal: 100 });

    const fifth = await dashboard('?date=2026-05-05');
    expect(fifth).toMatchObject({
      grossSales: sold.total + other.total,
      refunds: 500,
      refundCount: 1,
      sales: sold.total + other.total - 500,
      orders: 2,
      averageOrder: Math.round((sold.total + other.total) / 2),
    });
    // Breakdowns describe the orders rung up: gross, and the refund does not take items back.
    expect(fifth.byType.find((x) => x.type === 'pos')).toEqual({ type: 'pos', orders: 1, sales: sold.total });
    expect(fifth.byHour.reduce((s, h) => s + h.sales, 0)).toBe(fifth.grossSales);
    expect(fifth.topProducts.find((p) => p.name === 'Hummus')).toMatchObject({ quantity: 2, sales: 3000 });

    // The 6th sold nothing and refunded 2500: net sales below zero.
    expect(await dashboard('?date=2026-05-06')).toMatchObject({
      grossSales: 0,
      refunds: 2500,
      refundCount: 1,
      sales: -2500,
      orders: 0,
      averageOrder: 0,
    });
  });

  it('answers zeros for a day without orders', async () => {
    const day = await dashboard('?date=2020-01-01');
    expect(day).toMatchObject({ sales: 0, orders: 0, openOrders: 0, averageOrder: 0, topProducts: [] });
    expect(day.byType.every((x) => x.orders === 0 && x.sales === 0)).toBe(true);
    expect(day.byHour.every((x) => x.orders === 0 && x.sales === 0)).toBe(true);
  });

  it('keeps only the five best sellers', async () => {
    const names = ['Hummus', 'Falafel (6 pcs)', 'Moutabal'];
    const more = await t.db
      .selectFrom('products')
      .select(['id', 'nameEn'])
      .where('nameEn', 'not in', names)
      .where('active', '=', 1)
      .orderBy('id')
      .limit(4)
      .execute();
    for (const p of more) product[p.nameEn] = p.id;
    await order(
      '2026-04-01T09:00:00Z',
      'pos',
      [...names, ...more.map((p) => p.nameEn)].map((n) => [n, 1]),
    );
    const day = await dashboard('?date=2026-04-01');
    expect(day.topProducts).toHaveLength(5);
    expect(day.orders).toBe(1);
  });

  it('refuses a malformed or impossible date, naming it', async () => {
    for (const date of ['yesterday', '2026-02-30', '2026-3-1']) {
      const res = await t.app.inject({ url: `/v1/reports/dashboard?date=${date}`, headers: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { date: expect.any(String) },
      });
    }
  });

  it('is for dashboard.view holders only', async () => {
    expect((await t.app.inject({ url: '/v1/reports/dashboard' })).statusCode).toBe(401);
    const kitchen = bearer(await t.userWithRole('kitchen'));
    expect((await t.app.inject({ url: '/v1/reports/dashboard', headers: kitchen })).statusCode).toBe(403);
    await dashboard('', bearer(await t.userWithRole('cashier')));
  });
});
