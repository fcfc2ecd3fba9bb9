import type { VisibleShiftReport as ShiftReport, ZPreview, ZReport } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

describe.each(engines())('shifts and the Z report on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cashier: Record<string, string>;
  let burger: number;
  beforeAll(async () => {
    t = await createTestContext(engine, {
      demo: true,
      settings: { cash_needs_shift: 'true', payout_approval_limit: '5000' },
    });
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
    burger = await t.productId('Hummus');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const report = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ report: ShiftReport }>().report;
  };
  /** One burger, paid in full by `method` (cash tendered with change), completed. */
  const sell = async (headers: Record<string, string>, method: 'cash' | 'card') => {
    const price = (
      await t.db.selectFrom('products').select('price').where('id', '=', burger).executeTakeFirstOrThrow()
    ).price;
    const res = await call('POST', '/v1/orders/create', headers, {
      type: 'pos',
      status: 'completed',
      lines: [{ productId: burger, quantity: 1 }],
      payments: [{ method, amount: Number(price), tendered: method === 'cash' ? Number(price) + 500 : null }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return Number(price);
  };

  it('opens with a float, takes cash and card, pays out, and the X report adds up', async () => {
    expect((await call('GET', '/v1/shifts/current', cashier)).json()).toEqual({ report: null });
    const opened = report(await call('POST', '/v1/shifts/open', cashier, { float: 20_000 }));
    expect(opened.shift).toMatchObject({ status: 'open', float: 20_000, counted: null });
    const again = await call('POST', '/v1/shifts/open', cashier, { float: 100 });
    expect(again.statusCode).toBe(409);

    const cash = await sell(cashier, 'cash');
    const card = await sell(cashier, 'card');
    // The owner has no shift open: no drawer takes the cash, so no cash is taken.
    const outside = await call('POST', '/v1/orders/create', owner, {
      type: 'pos',
      status: 'completed',
      lines: [{ productId: burger, quantity: 1 }],
      payments: [{ method: 'cash', amount: cash, tendered: null }],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.fields).toEqual({ payments: 'Open a shift first' });
    await sell(owner, 'card'); // the owner's card sale is not in the cashier's X report
    report(
      await call('POST', `/v1/shifts/movement/${opened.shift.id}`, cashier, {
        kind: 'out',
        amount: 1_500,
        reason: 'Ice',
      }),
    );
    const x = report(await call('GET', '/v1/shifts/current', cashier));
    expect(x.figures).toMatchObject({
      orders: 2,
      sales: cash + card,
      float: 20_000,
      payOuts: 1_500,
      cashIn: cash,
      expectedCash: 20_000 + cash - 1_500,
    });
    expect(x.figures.payments.find((p) => p.method === 'card')).toEqual({
      method: 'card',
      count: 1,
      amount: card,
    });
    expect(x.movements).toHaveLength(1);
  });

  it('closes with a shortage: a cashier needs a manager above the limit; the close happens once', async () => {
    const { shift, figures } = report(await call('GET', '/v1/shifts/current', cashier));
    const short = figures.expectedCash - 700;
    const refused = await call('POST', `/v1/shifts/close/${shift.id}`, cashier, { counted: short });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toHaveProperty('approvalToken');
    // Denominations that do not add up to the amount are refused before anything is counted.
    const mismatch = await call('POST', `/v1/shifts/close/${shift.id}`, cashier, {
      counted: short,
      denominations: { '10000': 1 },
    });
    expect(mismatch.statusCode).toBe(400);

    const closed = report(await call('POST', `/v1/shifts/close/${shift.id}`, owner, { counted: short }));
    expect(closed.shift).toMatchObject({ status: 'closed', counted: short, difference: -700 });
    expect(closed.shift.expected).toBe(figures.expectedCash);
    const twice = await call('POST', `/v1/shifts/close/${shift.id}`, owner, { counted: short });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps another cashier out of a shift that is not theirs', async () => {
    const other = bearer(await t.userWithRole('cashier'));
    const mine = report(await call('POST', '/v1/shifts/open', other, { float: 0 }));
    const theirs = await call('GET', `/v1/shifts/${mine.shift.id}`, cashier);
    expect(theirs.statusCode).toBe(403);
    const waiter = bearer(await t.userWithRole('waiter'));
    expect((await call('GET', '/v1/shifts/current', waiter)).statusCode).toBe(403);
    report(await call('POST', `/v1/shifts/close/${mine.shift.id}`, other, { counted: 0 }));
  });

  it('closes the day: open shifts stop it, open orders need a confirmation, the Z keeps its numbers', async () => {
    const open = report(await call('POST', '/v1/shifts/open', cashier, { float: 5_000 }));
    const blocked = await call('POST', '/v1/z-reports/close', owner, { acknowledgeOpenOrders: true });
    expect(blocked.statusCode).toBe(409);
    report(await call('POST', `/v1/shifts/close/${open.shift.id}`, owner, { counted: 5_000 }));

    const parked = await call('POST', '/v1/orders/create', cashier, {
      type: 'pos',
      lines: [{ productId: burger, quantity: 1 }],
    });
    expect(parked.statusCode).toBe(200);
    const preview = (await call('GET', '/v1/z-reports/preview', owner)).json<{ preview: ZPreview }>().preview;
    expect(preview.openOrders.map((o) => o.id)).toContain(parked.json().order[0].id);
    expect(preview.openShifts).toEqual([]);
    expect((await call('POST', '/v1/z-reports/close', owner, {})).statusCode).toBe(409);

    const res = await call('POST', '/v1/z-reports/close', owner, { acknowledgeOpenOrders: true });
    expect(res.statusCode, res.body).toBe(200);
    const z = res.json<{ zReport: ZReport }>().zReport;
    expect(z.number).toBe(1);
    // The preview's figures, as of the close.
    expect({ ...z.figures, to: '' }).toEqual({ ...preview.figures, to: '' });
    expect(z.shifts.map((s) => s.difference)).toEqual([-700, 0, 0]);
    expect(z.difference).toBe(-700);
    expect(z.figures.float).toBe(25_000);
    expect(z.openOrders).toHaveLength(1);

    // Nothing has happened since: a second close is refused, and the failed try takes no number.
    const redo = await call('POST', '/v1/z-reports/close', owner, { acknowledgeOpenOrders: true });
    expect(redo.statusCode).toBe(409);
    const stored = (await call('GET', '/v1/z-reports/1', owner)).json<{ zReport: ZReport }>().zReport;
    expect(stored).toEqual(z);
    const counter = await t.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'z-report')
      .executeTakeFirst();
    expect(counter?.value).toBe(1);
    const list = (await call('GET', '/v1/z-reports', owner)).json();
    expect(list.zReports).toHaveLength(1);
  });

  it('never records cash on a shift a racing close has counted', async () => {
    const racer = bearer(await t.userWithRole('cashier'));
    for (let i = 0; i < 5; i++) {
      const { shift } = report(await call('POST', '/v1/shifts/open', racer, { float: 10_000 }));
      const [closed, moved] = await Promise.all([
        call('POST', `/v1/shifts/close/${shift.id}`, owner, { counted: 10_000 }),
        call('POST', `/v1/shifts/movement/${shift.id}`, racer, { kind: 'in', amount: 100, reason: 'Coins' }),
      ]);
      expect(closed.statusCode).toBe(200);
      expect([200, 409]).toContain(moved.statusCode);
      // The count closed with is what the closed shift's own figures say it should hold.
      const after = report(await call('GET', `/v1/shifts/${shift.id}`, owner));
      expect(after.shift.expected).toBe(after.figures.expectedCash);
    }
  });
});
