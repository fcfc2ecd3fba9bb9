import type { ShiftReport } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../db/seed.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/**
 * A blind count: until the drawer is counted, a cashier is not told what it should hold. The
 * class of leak is any answer that carries the expected cash to a cashier while their shift is
 * open, so besides the shift routes one by one, every GET route the API documents is called as
 * the cashier and no answer may carry the amount. With the setting on, the same sweep finds it
 * (the sweep can fail), and a manager (shifts.manage) always sees it.
 */
describe.each(engines())('the blind count on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cashier: Record<string, string>;
  let shiftId: number;
  let orderId: number;
  let expected: number;
  const FLOAT = 70_013;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const showExpected = async (value: 'true' | 'false') => {
    const res = await call('PUT', '/v1/settings/update', owner, {
      values: { shift_close_shows_expected: value },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Whether a body carries `amount` as a number of its own (not part of a longer one). */
  const carries = (body: string, amount: number) => new RegExp(`(?<![\\d.])${amount}(?![\\d.])`).test(body);

  beforeAll(async () => {
    t = await createTestContext(engine, {
      demo: true,
      settings: { cash_needs_shift: 'true', cash_difference_limit: '0', payout_approval_limit: '1000000' },
    });
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
    await showExpected('false');
    const opened = await call('POST', '/v1/shifts/open', cashier, { float: FLOAT });
    shiftId = opened.json<{ report: ShiftReport }>().report.shift.id;
    const product = await t.productId('Hummus');
    const price = Number(
      (await t.db.selectFrom('products').select('price').where('id', '=', product).executeTakeFirstOrThrow())
        .price,
    );
    const sale = await call('POST', '/v1/orders/create', cashier, {
      type: 'pos',
      status: 'completed',
      lines: [{ productId: product, quantity: 1 }],
      payments: [{ method: 'cash', amount: price, tendered: null }],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    orderId = sale.json<{ order: { id: number } }>().order.id;
    expected = FLOAT + price;
  });
  afterAll(() => t.close());

  /** Every documented GET route as the cashier, ids filled with the shift's and the sale's. */
  async function sweep(): Promise<{ url: string; body: string }[]> {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: unknown }>;
    }>();
    const answers: { url: string; body: string }[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!methods.get || path === '/v1/events') continue; // the event stream never ends
      for (const id of new Set([shiftId, orderId])) {
        const url = path.replace(/\{[^}]+\}/g, String(id));
        const res = await call('GET', url, cashier);
        answers.push({ url, body: res.body });
      }
    }
    expect(answers.length).toBeGreaterThan(40);
    return answers;
  }

  it('is what a restaurant gets unless it chooses otherwise', () => {
    expect(DEFAULT_SETTINGS.shift_close_shows_expected).toBe('false');
  });

  it('tells the cashier nothing of the expected cash, on any route, until the count', async () => {
    const current = (await call('GET', '/v1/shifts/current', cashier)).json<{ report: ShiftReport }>().report;
    expect(current.shift).toMatchObject({ id: shiftId, status: 'open', float: FLOAT, expected: null });
    expect(current.figures).toBeNull();
    for (const { url, body } of await sweep()) expect(carries(body, expected), url).toBe(false);

    // Writes that answer the shift: a pay-in, a pay-out larger than the drawer, the X printout.
    const payIn = await call('POST', `/v1/shifts/movement/${shiftId}`, cashier, {
      kind: 'in',
      amount: 1,
      reason: 'Change',
    });
    expect(payIn.statusCode, payIn.body).toBe(200);
    expect(payIn.json<{ report: ShiftReport }>().report.figures).toBeNull();
    expected += 1;
    const tooMuch = await call('POST', `/v1/shifts/movement/${shiftId}`, cashier, {
      kind: 'out',
      amount: expected + 1,
      reason: 'Supplier',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(carries(tooMuch.body, expected)).toBe(false);
    expect(tooMuch.json().error.fields).toEqual({ amount: 'More than the drawer holds' });
    const print = await call('POST', `/v1/shifts/print/${shiftId}`, cashier, {});
    expect(print.statusCode).toBe(403);
    expect(print.json().error.message).toMatch(/blind/);

    // A count that is off asks for a manager without saying by how much.
    const off = await call('POST', `/v1/shifts/close/${shiftId}`, cashier, { counted: expected - 500 });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.fields).toEqual({ approvalToken: 'Needs approval' });
    expect(carries(off.body, 500) || carries(off.body, expected)).toBe(false);
  });

  it('shows the manager every figure, blind or not', async () => {
    const x = (await call('GET', `/v1/shifts/${shiftId}`, owner)).json<{ report: ShiftReport }>().report;
    expect(x.figures?.expectedCash).toBe(expected);
  });

  it('shows the cashier the expected cash while counting when the restaurant says so', async () => {
    await showExpected('true');
    try {
      const current = (await call('GET', '/v1/shifts/current', cashier)).json<{ report: ShiftReport }>()
        .report;
      expect(current.figures?.expectedCash).toBe(expected);
      const leaks = (await sweep()).filter(({ body }) => carries(body, expected)).map(({ url }) => url);
      expect(leaks).toContain('/v1/shifts/current');
      expect(leaks).toContain(`/v1/shifts/${shiftId}`);
      const off = await call('POST', `/v1/shifts/close/${shiftId}`, cashier, { counted: expected - 500 });
      expect(off.statusCode).toBe(403);
      expect(off.json().error.message).toMatch(/over or short/);
    } finally {
      await showExpected('false');
    }
  });

  it('shows expected and over/short once the count is in and the shift closed', async () => {
    const closed = await call('POST', `/v1/shifts/close/${shiftId}`, cashier, { counted: expected });
    expect(closed.statusCode, closed.body).toBe(200);
    const { shift, figures } = closed.json<{ report: ShiftReport }>().report;
    expect(shift).toMatchObject({ status: 'closed', expected, counted: expected, difference: 0 });
    expect(figures?.expectedCash).toBe(expected);
  });
});
