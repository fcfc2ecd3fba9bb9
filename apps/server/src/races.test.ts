import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS, MAX_PIN_FAILURES } from './modules/auth/index.ts';
import { OWNER, PASSWORD, bearer, createTestContext, engines, type TestContext } from './test/harness.ts';

/**
 * Every read-check-write on money and counters, raced: N identical requests at once, of which the
 * rules allow a known number. On PostgreSQL they run on separate connections; on SQLite they
 * interleave at every await. Each race prints its winners for the record.
 */
const N = 12;
type Headers = Record<string, string>;

describe.each(engines())('races on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let cashier: Headers;
  let cashierId: number;
  let hummus: number; // 1500, tax-inclusive

  const inject = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
    t.app.inject({ method, url, headers, payload });
  const create = (headers: Headers, payload: object) => inject('POST', '/v1/orders/create', headers, payload);
  /** Sends `n` requests at once and answers their status codes. */
  const race = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) =>
    (await Promise.all(Array.from({ length: n }, (_, i) => send(i)))).map((r) => r.statusCode);
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
  const report = (name: string, codes: number[]) =>
    console.log(
      `race on ${engine}: ${name}: ${count(codes, 200)} of ${codes.length} won (${codes.join(' ')})`,
    );

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    cashierId = await t.staffWithPin('cashier', { name: 'Cass', email: 'cass@test.local', pin: '2580' });
    cashier = bearer(await t.login('cass@test.local', PASSWORD));
    await t.staffWithPin('manager', { name: 'Mona', email: 'mona@test.local', pin: '4826' });
    hummus = (
      await t.db.selectFrom('products').select('id').where('nameEn', '=', 'Hummus').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('settlements: a balance is paid down exactly once, never below zero', async () => {
    const customer = (
      await inject('POST', '/v1/customers/create', owner, { name: 'Racing Rami', phone: '0500000001' })
    ).json().customer;
    const debit = await create(owner, {
      type: 'debit',
      status: 'completed',
      customerId: customer.id,
      lines: [{ productId: hummus, quantity: 4 }],
    });
    expect(debit.statusCode).toBe(200);
    const owed = debit.json().order[0].total as number;
    const settle = (amount: number) =>
      inject('POST', `/v1/customers/settle/${customer.id}`, owner, { amount, method: 'cash' });

    const whole = await race(N, () => settle(owed));
    report('settle the whole balance', whole);
    expect(count(whole, 200)).toBe(1);
    expect(count(whole, 422)).toBe(N - 1);

    await create(owner, {
      type: 'debit',
      status: 'completed',
      customerId: customer.id,
      lines: [{ productId: hummus, quantity: 4 }],
    });
    const quarters = await race(N, () => settle(owed / 4));
    report('settle a quarter each', quarters);
    expect(count(quarters, 200)).toBe(4);
    const row = await t.db
      .selectFrom('customers')
      .select('balance')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.balance)).toBe(0);
    const payments = await t.db
      .selectFrom('payments')
      .select('amount')
      .where('customerId', '=', customer.id)
      .where('orderId', 'is', null)
      .execute();
    expect(payments.filter((p) => p.amount === owed)).toHaveLength(1);
    expect(payments.filter((p) => p.amount === owed / 4)).toHaveLength(4);
  });

  it('payments: an order is paid exactly once, never above its total', async () => {
    const order = (await create(cashier, { type: 'pos', lines: [{ productId: hummus, quantity: 2 }] })).json()
      .order[0];
    const codes = await race(N, () =>
      inject('PUT', '/v1/orders/update', cashier, {
        id: order.id,
        version: order.version,
        payments: [{ method: 'card', amount: order.total }],
      }),
    );
    report('pay the whole total', codes);
    expect(count(codes, 200)).toBe(1);
    const paid = await t.db.selectFrom('payments').select('amount').where('orderId', '=', order.id).execute();
    expect(paid).toEqual([{ amount: order.total }]);
  });

  it('refunds: a payment is given back exactly once, never more than was paid', async () => {
    const sale = (
      await create(owner, {
        type: 'pos',
        status: 'completed',
        lines: [{ productId: hummus, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1500 }],
      })
    ).json().order[0];
    const codes = await race(N, () =>
      inject('POST', `/v1/orders/refund/${sale.id}`, owner, {
        version: sale.version,
        amount: 1500,
        method: 'cash',
        reason: 'Raced',
      }),
    );
    report('refund the whole payment', codes);
    expect(count(codes, 200)).toBe(1);
    const refunds = await t.db
      .selectFrom('refunds')
      .select('amount')
      .where('orderId', '=', sale.id)
      .execute();
    expect(refunds).toEqual([{ amount: 1500 }]);
  });

  it('approvals: one manager approval is spent by exactly one action', async () => {
    const approval = (
      await inject('POST', '/v1/auth/approve', cashier, {
        pin: '4826',
        permission: 'orders.discount',
        reason: 'Regular guest',
      })
    ).json().approval;
    const codes = await race(N, () =>
      create(cashier, {
        type: 'pos',
        lines: [{ productId: hummus, quantity: 2 }],
        discount: { type: 'percent', value: 5000 },
        approvalToken: approval.token,
      }),
    );
    report('spend one approval', codes);
    expect(count(codes, 200)).toBe(1);
    expect(count(codes, 403)).toBe(N - 1);
    const used = await t.db
      .selectFrom('approvals')
      .select(['orderId', 'usedAt'])
      .where('id', '=', approval.id)
      .execute();
    expect(used[0]?.usedAt).not.toBeNull();
    expect(used[0]?.orderId).not.toBeNull();
  });

  it(`failure counters: ${FREE_ATTEMPTS} passwords, ${MAX_PIN_FAILURES} PINs and ${MAX_PIN_FAILURES} approvals checked of ${N + 4} guesses each`, async () => {
    const guesses = N + 4;
    const passwords = await race(guesses, () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: OWNER.email, password: 'not-it' },
        remoteAddress: '10.66.0.1',
      }),
    );
    const pins = await race(guesses, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/pin',
        payload: { userId: cashierId, pin: String(1000 + i) },
        remoteAddress: '10.66.0.2',
      }),
    );
    const approvals = await race(guesses, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/approve',
        headers: cashier,
        payload: { pin: String(9000 + i), permission: 'orders.void', reason: 'guess' },
        remoteAddress: '10.66.0.3',
      }),
    );
    for (const [name, codes, checked, refused, allowed] of [
      ['passwords checked', passwords, 401, 429, FREE_ATTEMPTS],
      ['PINs checked', pins, 401, 429, MAX_PIN_FAILURES],
      ['approval PINs checked', approvals, 403, 429, MAX_PIN_FAILURES],
    ] as const) {
      console.log(`race on ${engine}: ${name}: ${count(codes, checked)} of ${codes.length}`);
      expect(count(codes, checked), name).toBe(allowed);
      expect(count(codes, refused), name).toBe(guesses - allowed);
    }
  });

  it('counters: tickets and invoice numbers are distinct and gap-free under load', async () => {
    const created = await Promise.all(
      Array.from({ length: N }, () =>
        create(cashier, { type: 'pos', lines: [{ productId: hummus, quantity: 1 }] }),
      ),
    );
    const orders = created.map(
      (r) => r.json().order[0] as { id: number; version: number; ticketNumber: number },
    );
    const tickets = orders.map((o) => o.ticketNumber).sort((a, b) => a - b);
    expect(new Set(tickets).size).toBe(N);
    expect(tickets.at(-1)! - tickets[0]!).toBe(N - 1);
    const completed = await Promise.all(
      orders.map((o) =>
        inject('PUT', '/v1/orders/update', cashier, {
          id: o.id,
          version: o.version,
          status: 'completed',
          payments: [{ method: 'cash', amount: 1500 }],
        }),
      ),
    );
    expect(completed.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    const invoices = completed.map((r) => r.json().order[0].invoiceNumber as number).sort((a, b) => a - b);
    expect(new Set(invoices).size).toBe(N);
    expect(invoices.at(-1)! - invoices[0]!).toBe(N - 1);
    console.log(`race on ${engine}: ${N} tickets and ${N} invoices, none doubled or skipped`);
  });
});
