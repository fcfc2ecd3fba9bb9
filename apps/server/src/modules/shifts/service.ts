import {
  can,
  type PrintJob,
  denominationsTotal,
  type CashMovementInput,
  type Shift,
  type ShiftCloseInput,
  type ShiftOpenInput,
  type ShiftReport,
} from '@cashier/contracts';
import type { z } from 'zod';
import { holdCounter } from '../../db/rows.ts';
import { businessDate } from '@cashier/sale';
import type { Actor } from '../../lib/changes.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { msg, type Text } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ConsumeApproval } from '../orders/index.ts';
import { restaurantDay, restaurantSettings } from '../settings/read.ts';
import { tillFigures, type Scope } from './figures.ts';
import { printJob } from '../printers/index.ts';
import { printTillReport } from './print.ts';
import * as repo from './repository.ts';

type CloseInput = z.output<typeof ShiftCloseInput>;

/**
 * Till sessions: a user opens one with a float, records cash paid in and out, and closes it by
 * counting the drawer. A shift is its user's; another user needs `shifts.manage` to see or close it.
 */
export class ShiftsService {
  constructor(
    private readonly store: Store,
    private readonly consumeApproval: ConsumeApproval,
  ) {}

  /** The user's open shift with its X report (figures hidden while counted blind), or null. */
  async current(session: SessionUser): Promise<ShiftReport | null> {
    const shift = await repo.openShiftOf(this.store.db, session.user.id);
    return shift ? this.reportFor(session, shift) : null;
  }

  list(filter: { status?: Shift['status']; userId?: number }): Promise<Shift[]> {
    return repo.listShifts(this.store.db, filter);
  }

  /** The shifts opened on business days from…to (the daily report's). */
  onDays(from: string, to: string): Promise<Shift[]> {
    return repo.listShifts(this.store.db, { from, to });
  }

  /** A shift's X report while open (figures hidden while counted blind), its closing figures after. */
  async get(session: SessionUser, id: number): Promise<ShiftReport> {
    return this.reportFor(session, await this.mine(session, id));
  }

  /**
   * Whether this user counts blind: the restaurant hides what the drawer should hold until the
   * count is in (`shift_close_shows_expected` is not 'true', the default) and the user is not a
   * manager (shifts.manage sees every shift's figures, and closes the day from them).
   */
  private async blindFor(
    session: SessionUser,
    db: Parameters<typeof restaurantSettings>[0],
  ): Promise<boolean> {
    if (can(session.user.permissions, 'shifts.manage')) return false;
    return !(await restaurantSettings(db, ['shiftCloseShowsExpected'])).shiftCloseShowsExpected;
  }

  /** The report as this user may read it: an open shift's figures are null when they count blind. */
  private async reportFor(session: SessionUser, shift: Shift): Promise<ShiftReport> {
    if (shift.status === 'open' && (await this.blindFor(session, this.store.db))) {
      const { currency } = await restaurantDay(this.store.db);
      return { shift, figures: null, movements: await repo.movementsOf(this.store.db, shift.id), currency };
    }
    return this.report(shift);
  }

  async open(session: SessionUser, actor: Actor, input: z.output<typeof ShiftOpenInput>) {
    const day = await restaurantDay(this.store.db);
    let id: number;
    try {
      id = await this.store.write(actor, async (trx, record) => {
        // A Z holds this counter while it reads the shifts: the shift opens before or after it.
        await holdCounter(trx, 'z-report');
        const at = nowIso();
        const shiftId = await repo.insertShift(trx, {
          userId: session.user.id,
          status: 'open',
          businessDate: businessDate(day.timeZone, Date.parse(at), day.startHour),
          openedAt: at,
          float: input.float,
          note: input.note,
        });
        await record({
          action: 'shift.open',
          entity: 'shift',
          entityId: shiftId,
          data: { float: input.float },
          event: shiftEvent(shiftId, session.user.id, 'open'),
        });
        return shiftId;
      });
    } catch (error) {
      // The one-open-shift-per-user index: a second open, or two racing.
      if (isUniqueViolation(error)) throw conflict('shifts.alreadyOpen');
      throw error;
    }
    return this.get(session, id);
  }

  /**
   * Cash paid into or out of an open drawer, with a reason. A pay-out may not take the drawer
   * below zero, and one above `payout_approval_limit` needs shifts.manage or a manager's approval:
   * otherwise a pay-out would let a short drawer close with no difference to approve.
   */
  async move(session: SessionUser, actor: Actor, id: number, input: z.output<typeof CashMovementInput>) {
    const shift = await this.mine(session, id);
    if (shift.status !== 'open') throw conflict('shifts.closed');
    const { currency } = await restaurantDay(this.store.db);
    await this.store.write(actor, async (trx, record) => {
      if (!(await repo.holdOpenShift(trx, id))) throw conflict('shifts.closed');
      let approvedBy: number | null = null;
      if (input.kind === 'out') {
        const at = nowIso();
        const span = { from: shift.openedAt, to: at };
        const { expectedCash } = await tillFigures(trx, drawerScope(shift, currency, at), [id], span);
        const approve = () =>
          this.approve(trx, session, {
            amount: input.amount,
            limit: 'payoutApprovalLimit',
            message: (limit) => msg('shifts.payoutNeedsApproval', { amount: input.amount, limit }),
            token: input.approvalToken,
            usedFor: `shift ${id} pay-out`,
          });
        // Counting blind, a refused pay-out must not tell what the drawer holds, and asking for
        // a manager first keeps pay-outs above the limit from probing it amount by amount.
        const blind = await this.blindFor(session, trx);
        if (blind) approvedBy = await approve();
        if (input.amount > expectedCash)
          throw new AppError(
            'RULE_BROKEN',
            blind
              ? msg('shifts.payoutOverDrawerBlind')
              : msg('shifts.payoutOverDrawer', { expected: Math.max(0, expectedCash) }),
            { amount: 'field.overDrawer' },
          );
        if (!blind) approvedBy = await approve();
      }
      const { approvalToken: _, ...movement } = input;
      await repo.insertMovement(trx, {
        shiftId: id,
        ...movement,
        userId: session.user.id,
        createdAt: nowIso(),
      });
      await record({
        action: input.kind === 'in' ? 'shift.pay-in' : 'shift.pay-out',
        entity: 'shift',
        entityId: id,
        data: { ...movement, approvedBy },
        event: shiftEvent(id, shift.userId, 'open'),
      });
    });
    return this.get(session, id);
  }

  /**
   * Counts the drawer and closes the shift, in one transaction: the figures are taken inside it,
   * and the close only happens while the shift is still open (two closes cannot both count). A
   * difference above `cash_difference_limit` needs shifts.manage or a manager's approval token.
   */
  async close(session: SessionUser, actor: Actor, id: number, input: CloseInput) {
    const shift = await this.mine(session, id);
    if (shift.status !== 'open') throw conflict('shifts.closed');
    const { currency } = await restaurantDay(this.store.db);
    await this.store.write(actor, async (trx, record) => {
      // Held first: a pay-in racing this close either lands before the count or is refused.
      if (!(await repo.holdOpenShift(trx, id))) throw conflict('shifts.closed');
      const at = nowIso();
      const figures = await tillFigures(trx, drawerScope(shift, currency, at), [id], {
        from: shift.openedAt,
        to: at,
      });
      const counted = input.counted ?? denominationsTotal(input.denominations ?? {});
      const difference = counted - figures.expectedCash;
      // Counting blind, a refused close says only that a manager must approve it: with the
      // amount, a cashier could correct the count to match before any manager saw it.
      const blind = await this.blindFor(session, trx);
      const approvedBy = await this.approve(trx, session, {
        amount: Math.abs(difference),
        limit: 'cashDifferenceLimit',
        message: (limit) =>
          blind ? msg('shifts.needsApprovalBlind') : msg('shifts.needsApproval', { difference, limit }),
        token: input.approvalToken,
        usedFor: `shift ${id} close`,
      });
      const closed = await repo.closeShift(trx, id, {
        status: 'closed',
        closedAt: at,
        closedBy: session.user.id,
        expected: figures.expectedCash,
        counted,
        difference,
        denominations: input.denominations ? JSON.stringify(input.denominations) : null,
        approvedBy,
        note: input.note ?? shift.note,
      });
      if (!closed) throw conflict('shifts.closed');
      await record({
        action: 'shift.close',
        entity: 'shift',
        entityId: id,
        data: { expected: figures.expectedCash, counted, difference, approvedBy },
        event: shiftEvent(id, shift.userId, 'closed'),
      });
    });
    return this.get(session, id);
  }

  /**
   * An amount above the limit setting needs shifts.manage, or a manager's one-time approval token
   * spent in this transaction. Answers who approved (null: within the limit, or a manager's own).
   */
  private async approve(
    trx: Parameters<ConsumeApproval>[0],
    session: SessionUser,
    a: {
      amount: number;
      limit: 'cashDifferenceLimit' | 'payoutApprovalLimit';
      message: (limit: number) => Text;
      token: string | undefined;
      usedFor: string;
    },
  ): Promise<number | null> {
    const limit = (await restaurantSettings(trx, [a.limit]))[a.limit];
    if (a.amount <= limit || can(session.user.permissions, 'shifts.manage')) return null;
    if (!a.token) throw new AppError('FORBIDDEN', a.message(limit), { approvalToken: 'field.needsApproval' });
    const { approverId } = await this.consumeApproval(trx, {
      token: a.token,
      permission: 'shifts.manage',
      requestedBy: session.user.id,
      orderId: null,
      spentOn: null,
      usedFor: a.usedFor,
    });
    return approverId;
  }

  /** The shift's X report (or its closing report) on the receipt printer. */
  async print(session: SessionUser, actor: Actor, id: number, printerId?: number): Promise<PrintJob> {
    const { shift, figures, currency } = await this.get(session, id);
    // Counting blind, the X report is a manager's: it prints what the drawer should hold.
    if (!figures) throw new AppError('FORBIDDEN', 'shifts.blindX');
    const jobId = await this.store.write(actor, async (trx, record) => {
      const job = await printTillReport(
        trx,
        record,
        {
          heading: {
            title: shift.status === 'open' ? 'print.till.x' : 'print.till.closed',
            lines: [
              msg('print.till.user', { name: shift.userName ?? '' }),
              msg('print.till.day', { date: shift.businessDate }),
            ],
          },
          figures,
          currency,
          shifts: [],
          closing: shift,
        },
        printerId,
      );
      await record({ action: 'shift.print', entity: 'shift', entityId: id, data: { jobId: job } });
      return job;
    });
    return printJob(this.store.db, jobId);
  }

  /** A shift the user may handle: their own, or any with shifts.manage (404 for neither). */
  private async mine(session: SessionUser, id: number): Promise<Shift> {
    const shift = await repo.findShift(this.store.db, id);
    if (!shift) throw notFound('shift');
    if (shift.userId !== session.user.id && !can(session.user.permissions, 'shifts.manage'))
      throw new AppError('FORBIDDEN', 'shifts.notYours');
    return shift;
  }

  async report(shift: Shift): Promise<ShiftReport> {
    const db = this.store.db;
    const { currency } = await restaurantDay(db);
    const to = shift.closedAt ?? nowIso();
    const [figures, movements] = await Promise.all([
      tillFigures(db, drawerScope(shift, currency, to), [shift.id], { from: shift.openedAt, to }),
      repo.movementsOf(db, shift.id),
    ]);
    return { shift, figures, movements, currency };
  }
}

/** A shift's drawer, and its user's sales from its opening to `to`. */
const drawerScope = (shift: Shift, currency: string, to: string): Scope => ({
  shiftId: shift.id,
  userId: shift.userId ?? -1,
  from: shift.openedAt,
  to,
  currency,
});

const shiftEvent = (id: number, userId: number | null, status: Shift['status']) => ({
  topic: 'shift.changed' as const,
  payload: { id, userId, status },
});
