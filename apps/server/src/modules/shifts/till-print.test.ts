import {
  minorToDecimal,
  type PrintJob,
  type VisibleShiftReport as ShiftReport,
  type ZReport,
} from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { decodeEscPos, TestPrinter, textOf } from '../../test/test-printer.ts';

type Headers = Record<string, string>;

/** X and Z on paper: what reaches a real socket, on the printer asked for. */
describe.each(engines())('X and Z reports on the receipt printer on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let cashier: Headers;
  let other: Headers;
  let hummus: number;
  const paper: Record<'counter' | 'bar', TestPrinter> = {} as never;
  const ids: Record<'counter' | 'bar' | 'browser', number> = {} as never;
  const read = { counter: 0, bar: 0 };

  const call = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const json = async <T>(pending: ReturnType<typeof call>): Promise<T> => {
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const printer = async (name: string, extra: object) =>
    (
      await json<{ printer: { id: number } }>(
        call('POST', '/v1/printers/create', owner, { name, kind: 'receipt', autoReceipt: false, ...extra }),
      )
    ).printer.id;
  /** The text of the next job on a printer. */
  const next = async (on: 'counter' | 'bar') => {
    read[on] += 1;
    return textOf(decodeEscPos((await paper[on].waitForJobs(read[on]))[read[on] - 1]!));
  };
  const money = (minor: number) => minorToDecimal(minor, 'SAR').replace('.', '\\.');
  const row = (label: string, minor: number) =>
    new RegExp(`${label.replace(/[()+]/g, '\\$&')} +${minor < 0 ? '-' : ''}${money(Math.abs(minor))}$`, 'm');

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true, settings: { payout_approval_limit: '5000' } });
    owner = bearer(await t.login());
    cashier = bearer(await t.userWithRole('cashier'));
    other = bearer(await t.userWithRole('cashier'));
    hummus = await t.productId('Hummus');
    paper.counter = await TestPrinter.start();
    paper.bar = await TestPrinter.start();
    const network = (fake: TestPrinter) => ({
      connection: 'network',
      host: '127.0.0.1',
      port: fake.port,
      mode: 'text',
    });
    ids.counter = await printer('Counter', network(paper.counter));
    ids.bar = await printer('Bar', network(paper.bar));
    ids.browser = await printer('Office', { connection: 'browser' });
  });
  afterAll(async () => {
    await paper.counter.close();
    await paper.bar.close();
    await t.close();
  });

  it('prints a cashier’s own X report on the first receipt printer, as the X report reads', async () => {
    const { report } = await json<{ report: ShiftReport }>(
      call('POST', '/v1/shifts/open', cashier, { float: 20_000 }),
    );
    const price = Number(
      (await t.db.selectFrom('products').select('price').where('id', '=', hummus).executeTakeFirstOrThrow())
        .price,
    );
    await json(
      call('POST', '/v1/orders/create', cashier, {
        type: 'pos',
        status: 'completed',
        lines: [{ productId: hummus, quantity: 2 }],
        payments: [{ method: 'cash', amount: 2 * price, tendered: 2 * price + 500 }],
      }),
    );
    await json(
      call('POST', `/v1/shifts/movement/${report.shift.id}`, cashier, {
        kind: 'out',
        amount: 1_500,
        reason: 'Ice',
      }),
    );
    const x = (await json<{ report: ShiftReport }>(call('GET', '/v1/shifts/current', cashier))).report;

    const { job } = await json<{ job: PrintJob }>(
      call('POST', `/v1/shifts/print/${x.shift.id}`, cashier, {}),
    );
    expect(job).toMatchObject({ kind: 'report', printerId: ids.counter });
    const text = await next('counter');
    expect(text).toContain('X report (shift)');
    expect(text).toMatch(row('Net sales', x.figures.net));
    expect(text).toMatch(row('Float', 20_000));
    expect(text).toMatch(row('Paid out', 1_500));
    expect(text).toMatch(row('Expected cash', x.figures.expectedCash));
    expect(x.figures.expectedCash).toBe(20_000 + x.figures.cashIn - 1_500);

    // Someone else's shift is not theirs to print.
    expect((await call('POST', `/v1/shifts/print/${x.shift.id}`, other, {})).statusCode).toBe(403);
  });

  it('prints the closing count and the Z on the printer asked for; refuses a browser or unknown printer', async () => {
    const { report } = await json<{ report: ShiftReport }>(call('GET', '/v1/shifts/current', cashier));
    const counted = report.figures.expectedCash - 700;
    const closed = (
      await json<{ report: ShiftReport }>(
        call('POST', `/v1/shifts/close/${report.shift.id}`, owner, { counted }),
      )
    ).report;
    await json(call('POST', `/v1/shifts/print/${closed.shift.id}`, owner, { printerId: ids.bar }));
    const closing = await next('bar');
    expect(closing).toContain('Shift closed');
    expect(closing).toMatch(row('Counted cash', counted));
    expect(closing).toMatch(row('Over (+) / short (-)', -700));

    const { zReport } = await json<{ zReport: ZReport }>(
      call('POST', '/v1/z-reports/close', owner, { acknowledgeOpenOrders: true }),
    );
    const printZ = (printerId?: number) =>
      call('POST', `/v1/z-reports/print/${zReport.number}`, owner, printerId ? { printerId } : {});
    expect((await printZ(ids.bar)).statusCode).toBe(200);
    const z = await next('bar');
    expect(z).toContain(`Z report No. ${zReport.number}`);
    expect(z).toMatch(row('Net sales', zReport.figures.net));
    expect(z).toContain(`Shift ${closed.shift.id}:`);
    expect(z).toMatch(row('Over (+) / short (-)', -700));

    expect((await printZ(ids.browser)).statusCode).toBe(422);
    expect((await printZ(999_999)).statusCode).toBe(404);
    expect((await call('POST', '/v1/z-reports/print/999999', owner, {})).statusCode).toBe(404);
    // The cashier's reports are theirs; the day's Z is the managers'.
    expect((await call('POST', `/v1/z-reports/print/${zReport.number}`, cashier, {})).statusCode).toBe(403);
    // Nothing more reached the counter: every job above went where it was sent, or nowhere.
    expect(paper.counter.jobs).toHaveLength(read.counter);
    const printed = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'in', ['shift.print', 'z-report.print'])
      .execute();
    expect(printed.map((a) => a.action).sort()).toEqual(['shift.print', 'shift.print', 'z-report.print']);
  });
});
