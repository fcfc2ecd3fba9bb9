import { PAYMENT_METHODS, type DailyReport, type SalesFigures, type ZPreview } from '@cashier/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, daySpan } from '@cashier/sale';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { emptyFigures, settle } from './figures.ts';
import { Ledger, op, type DayPlan } from '../../test/reconcile-ledger.ts';
import { expectRollupsRebuilt } from '../../test/rollups.ts';

/*
 * Generated business days, played through the real API with the clock moved to each moment:
 * split tenders with change, debit orders on account and their settlements, refunds on a later
 * day, voids of part-paid orders, orders left open, percent and amount discounts, service charge
 * on table orders, and prices with tax included on some days and added on others. A ledger kept
 * beside it (from the API's answers, not re-priced) is what the daily report must show, day by
 * day, and the identities of docs/reports.md must hold on every day and on the range.
 */

const ZONE = 'Asia/Riyadh';

const plans = fc.record({
  startHour: fc.integer({ min: 0, max: 4 }),
  days: fc.array(
    fc.record({
      taxInclusive: fc.boolean(),
      serviceBp: fc.constantFrom(0, 1000),
      ops: fc.array(op, { minLength: 1, maxLength: 6 }),
    }),
    { minLength: 2, maxLength: 3 },
  ),
});

function identities(f: SalesFigures, label: string) {
  expect(f.sales, `${label}: sales = gross − discounts + service + tax added`).toBe(
    f.gross - f.discounts + f.serviceCharge + f.taxAdded,
  );
  expect(f.net, `${label}: net = sales − refunds`).toBe(f.sales - f.refunds);
  expect(f.net, `${label}: net = received − returned + accountChange − openPaid`).toBe(
    f.received - f.returned + f.accountChange - f.openPaid,
  );
  expect(
    f.byType.reduce((n, t) => n + t.sales, 0),
    `${label}: by type`,
  ).toBe(f.sales);
}

describe.each(engines())('the daily report reconciles on %s', (engine) => {
  let t: TestContext;
  let ledger: Ledger;
  let run = 0;
  beforeAll(async () => {
    t = await createTestContext(engine, {
      demo: true,
      env: { SESSION_IDLE_MINUTES: '5256000', SESSION_MAX_DAYS: '36500' },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T06:00:00Z'));
    ledger = await Ledger.open(t, bearer(await t.login()));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('matches a ledger kept beside it, and keeps its identities, over generated days', async () => {
    await fc.assert(
      fc.asyncProperty(plans, async ({ startHour, days }) => {
        const first = addDays('2030-01-01', 10 * ++run);
        await ledger.settings({ day_start_hour: String(startHour) });
        const before = await preview(ledger);
        const expected = new Map<string, SalesFigures>();
        for (const [i, plan] of days.entries()) {
          const date = addDays(first, i);
          expected.set(date, await playDay(ledger, date, startHour, plan));
        }
        const last = addDays(first, days.length - 1);
        vi.setSystemTime(new Date(daySpan(addDays(last, 1), ZONE, startHour).end));
        const report = await ledger.get<DailyReport>(`/v1/reports/daily?from=${first}&to=${last}`);
        for (const day of report.days) {
          expect(day, day.date).toEqual({ date: day.date, ...expected.get(day.date) });
          identities(day, day.date);
        }
        identities(report.totals, 'range');
        // The Z's till figures (by time) see the same money as the days (by business date).
        const after = await preview(ledger);
        expect(after.figures.net - before.figures.net).toBe(report.totals.net);
        for (const method of PAYMENT_METHODS) {
          const paid = (p: ZPreview) => p.figures.payments.find((m) => m.method === method)!.amount;
          expect(paid(after) - paid(before), method).toBe(
            report.totals.payments.find((m) => m.method === method)!.amount,
          );
        }
        // The previous period of a range is the days just before it.
        const second = await ledger.get<DailyReport>(
          `/v1/reports/daily?from=${addDays(first, 1)}&to=${addDays(first, 1)}`,
        );
        expect(second.previous.totals).toEqual(stripDate(report.days[0]!));
        // What the reports read was kept as it happened, and equals a count of the rows.
        await expectRollupsRebuilt(t.db, engine, ZONE);
      }),
      { numRuns: engine === 'sqlite' ? 15 : 10 },
    );
  });
});

function stripDate<T extends { date: string }>(d: T): Omit<T, 'date'> {
  const { date: _date, ...rest } = d;
  return rest;
}

async function preview(ledger: Ledger): Promise<ZPreview> {
  return (await ledger.get<{ preview: ZPreview }>('/v1/z-reports/preview')).preview;
}

/** Plays one business day's operations at their minutes after the day starts; answers its expected figures. */
async function playDay(
  ledger: Ledger,
  date: string,
  startHour: number,
  plan: DayPlan,
): Promise<SalesFigures> {
  const start = Date.parse(daySpan(date, ZONE, startHour).start);
  vi.setSystemTime(new Date(start));
  await ledger.settings({
    tax_inclusive: String(plan.taxInclusive),
    service_charge_bp: String(plan.serviceBp),
  });
  const f = emptyFigures();
  for (const o of [...plan.ops].sort((a, b) => a.minute - b.minute)) {
    vi.setSystemTime(new Date(start + 60_000 + o.minute * 60_000));
    await ledger.play(o, f);
  }
  await ledger.foreign(date);
  return settle(f);
}
