import type { DailyReport, MethodAmount, ShiftReport, ZReport } from '@cashier/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, daySpan } from '@cashier/sale';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { emptyFigures } from './figures.ts';
import { Ledger, op } from '../../test/reconcile-ledger.ts';

/*
 * Generated business days with shifts: sales, voids, refunds, settlements, pay-ins and pay-outs
 * into the owner's drawer, and Z reports taken at random moments (each closing the shift first with
 * a random over or short, then opening a new one), played through the API with the clock moved.
 * Every sale, payment and refund must be in exactly one Z; each Z's over/short must be its shifts';
 * its expected cash must follow from its rows; and a day's Zs must add up to its daily report.
 */

const ZONE = 'Asia/Riyadh';
const minute = fc.integer({ min: 0, max: 1400 });
const tillOp = fc.oneof(
  // Sales first: they are what must land in exactly one Z.
  { arbitrary: op.filter((o) => o.kind === 'sale'), weight: 4 },
  { arbitrary: op, weight: 3 },
  fc.record({ kind: fc.constant('pay-in' as const), amount: fc.integer({ min: 1, max: 5_000 }), minute }),
  fc.record({ kind: fc.constant('pay-out' as const), amount: fc.integer({ min: 1, max: 30_000 }), minute }),
  fc.record({ kind: fc.constant('z' as const), over: fc.integer({ min: -500, max: 500 }), minute }),
);
const plans = fc.array(fc.array(tillOp, { minLength: 3, maxLength: 12 }), { minLength: 1, maxLength: 2 });

const byMethod = (list: readonly MethodAmount[]) =>
  Object.fromEntries(list.filter((m) => m.amount !== 0).map((m) => [m.method, m.amount]));
const sumMethods = (zs: ZReport[], pick: (z: ZReport) => readonly MethodAmount[]) => {
  const total: Record<string, number> = {};
  for (const z of zs)
    for (const m of pick(z)) if (m.amount !== 0) total[m.method] = (total[m.method] ?? 0) + m.amount;
  return total;
};

describe.each(engines())('every sale in exactly one Z on %s', (engine) => {
  let t: TestContext;
  let ledger: Ledger;
  let run = 0;
  const played = { days: 0, sales: 0, zs: 0 };
  beforeAll(async () => {
    t = await createTestContext(engine, {
      demo: true,
      env: { SESSION_IDLE_MINUTES: '5256000', SESSION_MAX_DAYS: '36500' },
      settings: { cash_needs_shift: 'true' },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T06:00:00Z'));
    ledger = await Ledger.open(t, bearer(await t.login()));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    console.log(
      `exactly one Z on ${engine}: ${played.days} days, ${played.sales} sales, ${played.zs} Z reports`,
    );
  });

  const openShift = async () =>
    (await ledger.call<{ report: ShiftReport }>('POST', '/v1/shifts/open', { float: 20_000 })).report.shift
      .id;
  /** Counts the drawer `over` from what it should hold, then closes the day: the Z taken. */
  const closeShiftAndDay = async (shiftId: number, over: number): Promise<ZReport> => {
    const x = (await ledger.get<{ report: ShiftReport }>(`/v1/shifts/${shiftId}`)).report;
    const counted = Math.max(0, x.figures!.expectedCash + over);
    await ledger.call('POST', `/v1/shifts/close/${shiftId}`, { counted });
    return (
      await ledger.call<{ zReport: ZReport }>('POST', '/v1/z-reports/close', { acknowledgeOpenOrders: true })
    ).zReport;
  };

  it('places each sale, payment and refund in one Z, and a day’s Zs make its daily report', async () => {
    await fc.assert(
      fc.asyncProperty(plans, async (days) => {
        const first = addDays('2031-01-01', 10 * ++run);
        const zs: ZReport[] = [];
        const firstOrder = await maxId('orders');
        for (const [i, ops] of days.entries()) {
          const date = addDays(first, i);
          const start = Date.parse(daySpan(date, ZONE, 0).start);
          vi.setSystemTime(new Date(start));
          let shiftId = await openShift();
          for (const o of [...ops].sort((a, b) => a.minute - b.minute)) {
            vi.setSystemTime(new Date(start + 60_000 + o.minute * 60_000));
            if (o.kind === 'z') {
              zs.push(await closeShiftAndDay(shiftId, o.over));
              shiftId = await openShift();
            } else if (o.kind === 'pay-in' || o.kind === 'pay-out') {
              const res = await t.app.inject({
                method: 'POST',
                url: `/v1/shifts/movement/${shiftId}`,
                headers: ledger.headers,
                payload: { kind: o.kind === 'pay-in' ? 'in' : 'out', amount: o.amount, reason: 'Generated' },
              });
              // A pay-out larger than the drawer is refused, and nothing moves.
              expect([200, 422], res.body).toContain(res.statusCode);
            } else {
              await ledger.play(o, emptyFigures());
            }
          }
          vi.setSystemTime(new Date(start + 1_430 * 60_000));
          zs.push(await closeShiftAndDay(shiftId, 0));
        }

        for (const z of zs) {
          const f = z.figures;
          expect(z.difference, `Z ${z.number}: Σ shifts`).toBe(
            z.shifts.reduce((s, x) => s + x.difference!, 0),
          );
          expect(z.counted - f.expectedCash, `Z ${z.number}: counted − expected`).toBe(z.difference);
          expect(
            f.float + f.cashIn - f.cashOut - f.cashOutside + f.payIns - f.payOuts,
            `Z ${z.number}: rows`,
          ).toBe(f.expectedCash);
          expect(f.cashOutside).toBe(0);
        }
        // After the last Z nothing is left outside one, and each completed order is counted once.
        for (const table of ['payments', 'refunds'] as const) {
          const loose = await t.db.selectFrom(table).select('id').where('zNumber', 'is', null).execute();
          expect(loose, `${table} in no Z`).toEqual([]);
        }
        const looseOrders = await t.db
          .selectFrom('orders')
          .select('id')
          .where('zNumber', 'is', null)
          .where('status', 'in', ['completed', 'canceled'])
          .execute();
        expect(looseOrders, 'orders in no Z').toEqual([]);
        const sold = await t.db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('sales')])
          .where('id', '>', firstOrder)
          .where('status', '=', 'completed')
          .where('currency', '=', 'SAR')
          .executeTakeFirstOrThrow();
        expect(zs.reduce((s, z) => s + z.figures.orders, 0)).toBe(Number(sold.n));
        played.days += days.length;
        played.sales += Number(sold.n);
        played.zs += zs.length;
        expect(zs.reduce((s, z) => s + z.figures.sales, 0)).toBe(Number(sold.sales ?? 0));

        // A day's Zs add up to its daily report.
        const last = addDays(first, days.length - 1);
        const report = await ledger.get<DailyReport>(`/v1/reports/daily?from=${first}&to=${last}`);
        for (const day of report.days) {
          const mine = zs.filter((z) => z.businessDate === day.date);
          const sum = (pick: (z: ZReport) => number) => mine.reduce((s, z) => s + pick(z), 0);
          expect(
            sum((z) => z.figures.orders),
            `${day.date} orders`,
          ).toBe(day.orders);
          expect(
            sum((z) => z.figures.sales),
            `${day.date} sales`,
          ).toBe(day.sales);
          expect(
            sum((z) => z.figures.net),
            `${day.date} net`,
          ).toBe(day.net);
          expect(
            sum((z) => z.figures.voids),
            `${day.date} voids`,
          ).toBe(day.voids);
          expect(
            sumMethods(mine, (z) => z.figures.payments),
            `${day.date} payments`,
          ).toEqual(byMethod(day.payments));
          expect(
            sumMethods(mine, (z) => z.figures.givenBack),
            `${day.date} given back`,
          ).toEqual(byMethod(day.givenBack));
        }
      }),
      { numRuns: engine === 'sqlite' ? 20 : 12 },
    );
  });

  async function maxId(table: 'orders'): Promise<number> {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }
});
