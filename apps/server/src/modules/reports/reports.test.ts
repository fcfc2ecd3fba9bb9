import { minorToDecimal, REPORTS, type DailyReport, type StaffLogsReport } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '@cashier/sale';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/** A CSV as rows of cells (no quoted commas or newlines in these figures). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe.each(engines())('the five reports on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let today: string;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    today = businessDate('Asia/Riyadh');
    const hummus = await t.productId('Hummus');
    for (const method of ['cash', 'card'] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: owner,
        payload: {
          type: 'pos',
          guests: 2,
          lines: [{ productId: hummus, quantity: 2 }],
          discount: { type: 'percent', value: 1000 },
        },
      });
      const order = made.json().order[0];
      const paid = await t.app.inject({
        method: 'PUT',
        url: '/v1/orders/update',
        headers: owner,
        payload: {
          id: order.id,
          version: order.version,
          status: 'completed',
          payments: [{ method, amount: order.total, tendered: null }],
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const exp = await t.app.inject({
      method: 'POST',
      url: '/v1/expenses/create',
      headers: owner,
      payload: { category: 'Produce', amount: 4_000, spentOn: today, note: null },
    });
    expect(exp.statusCode, exp.body).toBe(200);
  });
  afterAll(() => t.close());

  const get = (name: string, query: string, headers = owner) =>
    t.app.inject({ url: `/v1/reports/${name}?from=${today}&to=${today}${query}`, headers });

  it('answers every report as JSON and as CSV, with the same totals', async () => {
    const daily = (await get('daily', '')).json<DailyReport>();
    expect(daily.totals).toMatchObject({ orders: 2, guests: 4 });
    expect(daily.totals.net).toBe(daily.totals.sales - daily.totals.refunds);
    expect(daily.totals.sales).toBe(daily.totals.gross - daily.totals.discounts + daily.totals.serviceCharge);
    const csv = await get('daily', '&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`daily-${today}-${today}.csv`);
    const rows = rowsOf(csv.body);
    expect(rows[0]![0]).toBe('Date');
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(total[11]).toBe(minorToDecimal(daily.totals.net, daily.currency));

    const arabic = await get('daily', '&format=csv', { ...owner, 'accept-language': 'ar' });
    expect(rowsOf(arabic.body)[0]![0]).toBe('التاريخ');

    for (const name of REPORTS) {
      for (const format of ['', '&format=csv']) {
        const res = await get(name, format);
        expect(res.statusCode, `${name}${format}: ${res.body}`).toBe(200);
      }
    }
    const es = (await get('expenses-and-sales', '&group=week')).json();
    expect(es.totals).toEqual({ sales: daily.totals.net, expenses: 4_000, profit: daily.totals.net - 4_000 });
    const products = (await get('product-sales', '')).json();
    expect(products.totals.gross).toBe(daily.totals.gross);
    expect(products.products[0]).toMatchObject({ name: 'Hummus', quantity: 4, shareBp: 10_000 });
    const staff = (await get('sales-manager', '')).json();
    expect(staff.totals).toMatchObject({ orders: 2, sales: daily.totals.sales, discountedOrders: 2 });
  });

  it('refuses a bad range, and keeps each report to its permission', async () => {
    const backwards = await t.app.inject({
      url: '/v1/reports/daily?from=2026-02-02&to=2026-02-01',
      headers: owner,
    });
    expect(backwards.statusCode).toBe(400);
    const long = await t.app.inject({
      url: '/v1/reports/daily?from=2024-01-01&to=2025-06-01',
      headers: owner,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('to');
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await get('daily', '', cashier)).statusCode).toBe(403);
    const manager = bearer(await t.userWithRole('manager'));
    expect((await get('staff-logs', '', manager)).statusCode).toBe(200);
    const noAudit = await t.app.inject({
      method: 'POST',
      url: '/v1/roles/create',
      headers: owner,
      payload: { name: 'Reports only', description: '', permissions: ['reports.view'] },
    });
    expect(noAudit.statusCode, noAudit.body).toBe(200);
  });

  it('finds sign-ins and failed sign-ins in the staff logs, by kind and by words', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nobody@test.local', password: 'Wrong-pass-123' },
    });
    const failed = (await get('staff-logs', '&kind=failed-sign-in')).json<StaffLogsReport>();
    expect(failed.logs.length).toBeGreaterThan(0);
    expect(failed.logs.every((l) => l.kind === 'failed-sign-in')).toBe(true);
    expect(failed.kinds.find((k) => k.kind === 'failed-sign-in')?.count).toBe(failed.total);
    const words = (await get('staff-logs', '&q=NOBODY@test')).json<StaffLogsReport>();
    expect(words.logs.map((l) => l.action)).toContain('auth.login_failed');
    const signIns = (await get('staff-logs', '&kind=sign-in&perPage=1')).json<StaffLogsReport>();
    expect(signIns.logs).toHaveLength(1);
    expect(signIns.total).toBeGreaterThan(1);
    // Counted from the audit buckets (no words) and from the log itself (words every action holds):
    // the same, for every kind and user filter.
    const userId = signIns.logs[0]!.userId!;
    for (const filter of ['', '&kind=sign-in', '&kind=other', `&userId=${userId}`]) {
      const counted = (await get('staff-logs', filter)).json<StaffLogsReport>();
      const read = (await get('staff-logs', `${filter}&q=.`)).json<StaffLogsReport>();
      expect(counted.total, filter).toBeGreaterThan(0);
      expect(read.total, filter).toBe(counted.total);
      expect(read.kinds, filter).toEqual(counted.kinds);
      expect(read.byDay, filter).toEqual(counted.byDay);
    }
  });
});
