import type { Order, VisibleShiftReport as ShiftReport, ZReport } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/**
 * The day's cash under concurrency: the Z against completions, a shift's close against the
 * payments into its drawer, and pay-outs against a close and against each other. N requests at
 * once (separate connections on PostgreSQL), then the sums are checked to the minor unit. Each race
 * prints its winners for the record.
 */
const N = 12;
const TRIALS = 3;
type Headers = Record<string, string>;

describe.each(engines())('till races on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let hummus: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(pending: ReturnType<typeof call>): Promise<T> => {
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const setting = (key: string, value: string) =>
    t.db.updateTable('settings').set({ value }).where('key', '=', key).execute();
  const log = (name: string, codes: number[]) =>
    console.log(
      `till race on ${engine}: ${name}: ${codes.filter((c) => c === 200).length} of ${codes.length} won (${codes.join(' ')})`,
    );
  /** `n` open orders of `quantity` hummus each, by `headers`. */
  const openOrders = async (headers: Headers, n: number, quantity = 1): Promise<Order[]> => {
    const orders: Order[] = [];
    for (let i = 0; i < n; i++) {
      const body = await ok<{ order: Order[] }>(
        call('POST', '/v1/orders/create', headers, { type: 'pos', lines: [{ productId: hummus, quantity }] }),
      );
      orders.push(body.order[0]!);
    }
    return orders;
  };
  const completeWithCash = (headers: Headers, o: Order) =>
    call('PUT', '/v1/orders/update', headers, {
      id: o.id,
      version: o.version,
      status: 'completed',
      payments: [{ method: 'cash', amount: o.total, tendered: null }],
    });
  const closeDay = () => call('POST', '/v1/z-reports/close', owner, { acknowledgeOpenOrders: true });
  const zNumbersOf = async (ids: number[]) =>
    (await t.db.selectFrom('orders').select('zNumber').where('id', 'in', ids).execute()).map(
      (r) => r.zNumber,
    );

  beforeAll(async () => {
    t = await createTestContext(engine, {
      demo: true,
      settings: { cash_needs_shift: 'true', payout_approval_limit: '1000000' },
    });
    owner = bearer(await t.login());
    hummus = await t.productId('Hummus');
  });
  afterAll(() => t.close());

  it('puts every sale completed while the day closes in exactly one Z', async () => {
    // A card-only restaurant takes cash with no shift; the race is the completion's own commit.
    await setting('cash_needs_shift', 'false');
    const cashier = bearer(await t.userWithRole('cashier'));
    for (let trial = 0; trial < TRIALS; trial++) {
      // One sale before the race, so the racing Z always has something to close.
      const [before, ...orders] = await openOrders(cashier, N);
      await ok(completeWithCash(cashier, before!));
      const selling = orders.map((o) => completeWithCash(cashier, o));
      // Sent in the middle of the completions, so some commit before its statement and some after.
      const [z, ...sold] = await Promise.all([selling[5]!.then(() => closeDay()), ...selling]);
      log('a Z against 11 cash completions', [z.statusCode, ...sold.map((r) => r.statusCode)]);
      expect(sold.map((r) => r.statusCode)).toEqual(sold.map(() => 200));
      expect(z.statusCode, z.body).toBe(200);
      const first = z.json<{ zReport: ZReport }>().zReport;
      orders.unshift(before!);
      const late = await zNumbersOf(orders.map((o) => o.id));
      const next = late.some((n) => n === null) ? (await ok<{ zReport: ZReport }>(closeDay())).zReport : null;
      // Each order carries the number of one of the two Zs, and the two count each sale once.
      const numbers = await zNumbersOf(orders.map((o) => o.id));
      for (const n of numbers) expect([first.number, next?.number]).toContain(n);
      console.log(
        `till race on ${engine}: Z ${first.number} took ${numbers.filter((n) => n === first.number).length} of ${N}`,
      );
      const total = orders.reduce((s, o) => s + o.total, 0);
      const inFirst = orders.filter((_, i) => numbers[i] === first.number);
      expect(first.figures.orders + (next?.figures.orders ?? 0)).toBe(N);
      expect(first.figures.sales + (next?.figures.sales ?? 0)).toBe(total);
      expect(first.figures.sales).toBe(inFirst.reduce((s, o) => s + o.total, 0));
      const cash = (zr: ZReport | null) => zr?.figures.payments.find((p) => p.method === 'cash')?.amount ?? 0;
      expect(cash(first) + cash(next)).toBe(total);
      expect(first.figures.cashOutside + (next?.figures.cashOutside ?? 0)).toBe(total);
    }
    await setting('cash_needs_shift', 'true');
  });

  it('closes a shift with exactly the cash its drawer took, with payments racing the close', async () => {
    const cashier = bearer(await t.userWithRole('cashier'));
    for (let trial = 0; trial < TRIALS; trial++) {
      const orders = await openOrders(cashier, N - 1);
      const { report } = await ok<{ report: ShiftReport }>(
        call('POST', '/v1/shifts/open', cashier, { float: 10_000 }),
      );
      const id = report.shift.id;
      const [closed, ...paid] = await Promise.all([
        call('POST', `/v1/shifts/close/${id}`, owner, { counted: 10_000 }),
        ...orders.map((o) => completeWithCash(cashier, o)),
      ]);
      const codes = paid.map((r) => r.statusCode);
      log('a shift close against 11 cash payments', [closed.statusCode, ...codes]);
      expect(closed.statusCode, closed.body).toBe(200);
      // A payment that came after the close found no open drawer and took nothing.
      for (const c of codes) expect([200, 422]).toContain(c);
      const took = orders.filter((_, i) => codes[i] === 200).reduce((s, o) => s + o.total, 0);
      const after = (await ok<{ report: ShiftReport }>(call('GET', `/v1/shifts/${id}`, owner))).report;
      expect(after.shift.expected).toBe(10_000 + took);
      expect(after.figures.expectedCash).toBe(10_000 + took);
      expect(after.shift.difference! + took).toBe(0);
      // The refused ones are still open and unpaid.
      const refused = orders.filter((_, i) => codes[i] !== 200);
      for (const o of refused) {
        const row = await t.db
          .selectFrom('orders')
          .select('paidTotal')
          .where('id', '=', o.id)
          .executeTakeFirst();
        expect(Number(row?.paidTotal)).toBe(0);
      }
      // The left-over orders are paid by card, so the next trial starts from a quiet till.
      for (const o of refused)
        await ok(
          call('PUT', '/v1/orders/update', owner, {
            id: o.id,
            version: o.version,
            status: 'completed',
            payments: [{ method: 'card', amount: o.total, tendered: null }],
          }),
        );
    }
  });

  it('never lets pay-outs, racing each other or a close, take the drawer below zero', async () => {
    const cashier = bearer(await t.userWithRole('cashier'));
    const [sale] = await openOrders(cashier, 1, 2);
    const { report } = await ok<{ report: ShiftReport }>(
      call('POST', '/v1/shifts/open', cashier, { float: 10_000 }),
    );
    const id = report.shift.id;
    await ok(completeWithCash(cashier, sale!));
    const holds = 10_000 + sale!.total;
    const payOut = (amount: number) =>
      call('POST', `/v1/shifts/movement/${id}`, cashier, { kind: 'out', amount, reason: 'Supplies' });

    // Each asks for a little over a fifth of the drawer: four fit, a fifth would take it below zero.
    const quarter = Math.floor(holds / 4.5);
    const codes = (await Promise.all(Array.from({ length: N }, () => payOut(quarter)))).map(
      (r) => r.statusCode,
    );
    log('12 pay-outs of 2/9 of the drawer', codes);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 422)).toHaveLength(N - 4);
    const x = (await ok<{ report: ShiftReport }>(call('GET', `/v1/shifts/${id}`, cashier))).report;
    expect(x.figures.payOuts).toBe(4 * quarter);
    expect(x.figures.expectedCash).toBe(holds - 4 * quarter);

    // What is left, paid out in small sums while the owner counts: the close counts what won.
    const left = x.figures.expectedCash;
    const [closed, ...outs] = await Promise.all([
      call('POST', `/v1/shifts/close/${id}`, owner, { counted: 0 }),
      ...Array.from({ length: N - 1 }, () => payOut(1)),
    ]);
    const outCodes = outs.map((r) => r.statusCode);
    log('a close against 11 pay-outs', [closed.statusCode, ...outCodes]);
    for (const c of outCodes) expect([200, 409]).toContain(c);
    const won = outCodes.filter((c) => c === 200).length;
    const after = (await ok<{ report: ShiftReport }>(call('GET', `/v1/shifts/${id}`, owner))).report;
    expect(after.shift.expected).toBe(left - won);
    expect(after.figures.expectedCash).toBe(left - won);
    expect(after.movements.filter((m) => m.kind === 'out')).toHaveLength(4 + won);
  });

  it('asks a manager for a pay-out above the limit, and keeps a Z’s over/short its shifts’', async () => {
    await setting('payout_approval_limit', '1000');
    const cashier = bearer(await t.userWithRole('cashier'));
    const [sale] = await openOrders(cashier, 1, 4);
    const { report } = await ok<{ report: ShiftReport }>(
      call('POST', '/v1/shifts/open', cashier, { float: 1_000 }),
    );
    await ok(completeWithCash(cashier, sale!));
    const id = report.shift.id;
    // The walk-around of the finding: a pay-out "supplies" hiding a shortage of 5,000.
    const hidden = await call('POST', `/v1/shifts/movement/${id}`, cashier, {
      kind: 'out',
      amount: 5_000,
      reason: 'supplies',
    });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error.fields).toHaveProperty('approvalToken');
    const huge = await call('POST', `/v1/shifts/movement/${id}`, owner, {
      kind: 'out',
      amount: 999_999_999,
      reason: 'supplies',
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.fields).toHaveProperty('amount');
    await ok(
      call('POST', `/v1/shifts/movement/${id}`, cashier, { kind: 'out', amount: 1_000, reason: 'Ice' }),
    );
    await ok(call('POST', `/v1/shifts/close/${id}`, owner, { counted: sale!.total - 250 }));
    const z = (await ok<{ zReport: ZReport }>(closeDay())).zReport;
    expect(z.figures.expectedCash).toBe(z.shifts.reduce((s, x) => s + (x.expected ?? 0), 0));
    expect(z.counted).toBe(z.shifts.reduce((s, x) => s + (x.counted ?? 0), 0));
    expect(z.counted - z.figures.expectedCash).toBe(z.difference);
    expect(z.difference).toBe(z.shifts.reduce((s, x) => s + (x.difference ?? 0), 0));
    expect(z.shifts.find((x) => x.id === id)?.difference).toBe(-250);
    await setting('payout_approval_limit', '1000000');
  });
});
