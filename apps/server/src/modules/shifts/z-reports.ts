import type { PrintJob, ZPreview, ZReport, ZReportsResponse } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { nextCounter } from '../../db/rows.ts';
import { businessDate } from '@cashier/sale';
import type { Actor } from '../../lib/changes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { openOrdersIn } from '../orders/read.ts';
import { restaurantDay, restaurantSettings } from '../settings/read.ts';
import { tillFigures } from './figures.ts';
import { takeIntoZ } from './till-repository.ts';
import { printJob } from '../printers/index.ts';
import { printTillReport } from './print.ts';
import * as repo from './repository.ts';

/** Before the first Z, the day runs from the beginning. */
const BEGINNING = '1970-01-01T00:00:00.000Z';

/**
 * The Z report closes the till: the figures of everything no Z has taken in yet, the shifts closed
 * since, and the orders still open (they carry over). It writes its number on every row it takes
 * in, so each sale, payment and refund is in exactly one Z, whatever commits beside it. A business
 * day may have several (lunch and dinner, or a sale after the close). Numbered without gaps,
 * written once and never changed; open shifts stop it.
 */
export class ZReportsService {
  constructor(private readonly store: Store) {}

  preview(): Promise<ZPreview> {
    return previewAt(this.store.db, nowIso(), null);
  }

  async close(session: SessionUser, actor: Actor, acknowledgeOpenOrders: boolean): Promise<ZReport> {
    const number = await this.store.write(actor, async (trx, record) => {
      // Taken first: the counter's row lock queues a second close, and any shift opening, behind
      // this one. A refused close rolls the number back, so numbers have no gaps.
      const n = await nextCounter(trx, 'z-report');
      const at = nowIso();
      // Tagged first and read once: a refusal below rolls the tags back with the number.
      await takeIntoZ(trx, n);
      const p = await previewAt(trx, at, n);
      if (p.openShifts.length > 0) throw conflict('shifts.openShifts', { shifts: 'field.closeShiftsFirst' });
      if (p.openOrders.length > 0 && !acknowledgeOpenOrders)
        throw conflict('shifts.openOrders', { acknowledgeOpenOrders: 'field.confirmOpenOrders' });
      // A quiet day still closes once; a second Z with nothing in it would only be noise.
      if (isEmpty(p) && p.closedToday > 0) throw conflict('shifts.nothingToClose');
      const counted = p.shifts.reduce((sum, s) => sum + (s.counted ?? 0), 0);
      const difference = p.shifts.reduce((sum, s) => sum + (s.difference ?? 0), 0);
      const id = await repo.insertZReport(trx, {
        number: n,
        businessDate: p.businessDate,
        currency: p.currency,
        periodStart: p.figures.from,
        periodEnd: at,
        closedBy: session.user.id,
        snapshot: JSON.stringify({
          figures: p.figures,
          shifts: p.shifts,
          openOrders: p.openOrders,
          counted,
          cashNeedsShift: p.cashNeedsShift,
        }),
        net: p.figures.net,
        difference,
        createdAt: at,
      });
      await repo.attachShifts(
        trx,
        id,
        p.shifts.map((s) => s.id),
      );
      await record({
        action: 'day.close',
        entity: 'z-report',
        entityId: n,
        data: {
          businessDate: p.businessDate,
          net: p.figures.net,
          difference,
          openOrders: p.openOrders.length,
        },
        event: { topic: 'day.closed', payload: { number: n, businessDate: p.businessDate } },
      });
      return n;
    });
    return this.get(number);
  }

  async get(number: number): Promise<ZReport> {
    const row = await repo.findZReport(this.store.db, number);
    if (!row) throw notFound('zReport');
    const snapshot = JSON.parse(row.snapshot) as Pick<ZReport, 'figures' | 'shifts' | 'openOrders'> &
      Partial<Pick<ZReport, 'counted' | 'cashNeedsShift'>>;
    // Zs written before issue 25 kept no count, cash outside shifts or shift rule.
    const counted = snapshot.counted ?? snapshot.shifts.reduce((sum, s) => sum + (s.counted ?? 0), 0);
    return {
      id: row.id,
      number: row.number,
      businessDate: row.businessDate,
      currency: row.currency,
      closedBy: row.closedBy,
      closedByName: row.closedByName,
      createdAt: row.createdAt,
      difference: Number(row.difference),
      ...snapshot,
      figures: { ...snapshot.figures, cashOutside: snapshot.figures.cashOutside ?? 0 },
      counted,
      cashNeedsShift: snapshot.cashNeedsShift ?? false,
      // Written before the shifts were attached to it: they are this Z's by definition.
      shifts: snapshot.shifts.map((s) => ({ ...s, zReportId: row.id })),
    };
  }

  /** A Z report on the receipt printer. */
  async print(actor: Actor, number: number, printerId?: number): Promise<PrintJob> {
    const z = await this.get(number);
    const jobId = await this.store.write(actor, async (trx, record) => {
      const job = await printTillReport(
        trx,
        record,
        {
          heading: {
            title: msg('print.till.z', { n: z.number }),
            lines: [
              msg('print.till.day', { date: z.businessDate }),
              msg('print.till.openOrders', { n: z.openOrders.length }),
            ],
          },
          figures: z.figures,
          currency: z.currency,
          shifts: z.shifts,
        },
        printerId,
      );
      await record({ action: 'z-report.print', entity: 'z-report', entityId: number, data: { jobId: job } });
      return job;
    });
    return printJob(this.store.db, jobId);
  }

  async list(): Promise<ZReportsResponse['zReports']> {
    const rows = await repo.listZReports(this.store.db);
    return rows.map((r) => ({ ...r, net: Number(r.net), difference: Number(r.difference) }));
  }
}

/**
 * What Z `zNumber` took in, or (null) what a Z at `at` would take in: the rows no Z has yet, and
 * the shifts closed since the last one. Its expected cash is the shifts' own, as they stored it.
 */
async function previewAt(db: Db, at: string, zNumber: number | null): Promise<ZPreview> {
  const day = await restaurantDay(db);
  const [last, shifts, openOrders, rules] = await Promise.all([
    repo.lastZReport(db),
    repo.unreportedShifts(db),
    openOrdersIn(db, day.currency),
    restaurantSettings(db, ['cashNeedsShift']),
  ]);
  const date = businessDate(day.timeZone, Date.parse(at), day.startHour);
  const closed = shifts.filter((s) => s.status === 'closed');
  const [figures, closedToday] = await Promise.all([
    tillFigures(
      db,
      { zNumber, currency: day.currency },
      closed.map((s) => s.id),
      // Inside a close, the last Z is still the one before it.
      { from: last?.periodEnd ?? BEGINNING, to: at },
    ),
    repo.zReportsOfDate(db, date),
  ]);
  return {
    businessDate: date,
    currency: day.currency,
    closedToday,
    cashNeedsShift: rules.cashNeedsShift,
    figures: { ...figures, expectedCash: closed.reduce((sum, s) => sum + (s.expected ?? 0), 0) },
    shifts: closed,
    openShifts: shifts.filter((s) => s.status === 'open'),
    openOrders: openOrders.map((o) => ({ ...o, total: Number(o.total), paidTotal: Number(o.paidTotal) })),
  };
}

/** Nothing sold, voided, paid, given back or counted since the last Z. */
function isEmpty(p: ZPreview): boolean {
  const f = p.figures;
  const moved = [...f.payments, ...f.settlements, ...f.givenBack].some((m) => m.count > 0);
  return f.orders === 0 && f.voids === 0 && !moved && p.shifts.length === 0;
}
