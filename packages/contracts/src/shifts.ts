import { z } from 'zod';
import { Money, MoneyTotal, OptionalText, QueryId, Resp, Text, Timestamp } from './common.ts';
import { PAYMENT_METHODS } from './constants.ts';
import { says } from './messages/index.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './order-state.ts';

/*
 * A shift is one cashier's till session: it opens with a float, records cash paid in and out with
 * a reason, and closes by counting the drawer. Cash the shift's user takes or gives back while it
 * is open is the drawer's: expected = float + cash taken − cash given back + paid in − paid out.
 *
 * The X report is a shift's figures at any moment; the Z report closes the business day with the
 * figures of everything since the previous Z. Both come from one function (see TillFigures), so
 * they cannot disagree. Money is placed by the shift and the Z each row records, not by its time.
 */

export const SHIFT_STATUSES = ['open', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;

/** How much of one payment method, and in how many payments (or refunds). */
export const MethodAmount = z.object({
  method: z.enum(PAYMENT_METHODS),
  count: z.number().int(),
  amount: MoneyTotal,
});
export type MethodAmount = z.infer<typeof MethodAmount>;

/**
 * What happened at the till in a window of time (one user's, for a shift; everyone's, for a Z).
 * Sales are the orders completed in the window; `net` = sales − refunds. `expectedCash` = float +
 * cashIn − cashOut + payIns − payOuts, where cashIn is cash taken (payments and account
 * settlements) and cashOut cash given back (refunds and voids).
 */
export const TillFigures = z.object({
  from: Timestamp,
  to: Timestamp,
  orders: z.number().int(),
  /** Σ line totals of the completed orders, as priced (tax included when prices include it). */
  gross: MoneyTotal,
  discounts: MoneyTotal,
  serviceCharge: MoneyTotal,
  tax: MoneyTotal,
  /** Σ order totals: gross − discounts + service charge (+ tax when prices exclude it). */
  sales: MoneyTotal,
  refunds: MoneyTotal,
  refundCount: z.number().int(),
  /** sales − refunds (below zero when more is refunded than sold). */
  net: z.number().int(),
  /** Orders cancelled in the window, and what they came to. */
  voids: z.number().int(),
  voidTotal: MoneyTotal,
  /** Payments on orders, every method, zero when none. */
  payments: z.array(MethodAmount),
  /** Customers paying down their accounts. */
  settlements: z.array(MethodAmount),
  /** Money given back (refunds and voids), per method. */
  givenBack: z.array(MethodAmount),
  float: MoneyTotal,
  payIns: MoneyTotal,
  payOuts: MoneyTotal,
  cashIn: MoneyTotal,
  cashOut: MoneyTotal,
  /**
   * Cash taken less cash given back with no shift open, so through no drawer: 0 unless the
   * restaurant switched `cash_needs_shift` off. Not in expectedCash.
   */
  cashOutside: z.number().int(),
  expectedCash: z.number().int(),
});
export type TillFigures = z.infer<typeof TillFigures>;

/** Counts per denomination: the denomination's value in minor units → how many. */
export const Denominations = z
  .record(z.string().regex(/^[1-9]\d{0,9}$/, says.wholeNumber), z.number().int().min(0).max(1_000_000))
  .refine((d) => Object.keys(d).length <= 40, says.tooMany);
export type Denominations = z.infer<typeof Denominations>;

/** What counted denominations add up to, in minor units. */
export function denominationsTotal(d: Denominations): number {
  return Object.entries(d).reduce((sum, [value, count]) => sum + Number(value) * count, 0);
}

export const CashMovement = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amount: Money,
  reason: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: Timestamp,
});
export type CashMovement = z.infer<typeof CashMovement>;

export const Shift = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  status: z.enum(SHIFT_STATUSES),
  /** The business date the shift opened on. */
  businessDate: z.string(),
  openedAt: Timestamp,
  float: Money,
  closedAt: Timestamp.nullable(),
  closedBy: z.number().int().nullable(),
  closedByName: z.string().nullable(),
  /** Set when closed: what the drawer should hold, what was counted, and counted − expected. */
  expected: z.number().int().nullable(),
  counted: MoneyTotal.nullable(),
  difference: z.number().int().nullable(),
  denominations: Denominations.nullable(),
  /** The manager who approved a difference above the limit. */
  approvedBy: z.number().int().nullable(),
  approvedByName: z.string().nullable(),
  note: z.string().nullable(),
  /** The Z report that took this shift in. */
  zReportId: z.number().int().nullable(),
});
export type Shift = z.infer<typeof Shift>;

/**
 * A shift with its figures (the X report while it is open; its closing figures after). While the
 * drawer is counted blind (setting `shift_close_shows_expected` not 'true'), an open shift's
 * figures are null for whoever lacks `shifts.manage`: the cashier learns what the drawer should
 * hold only from the close, once the count is in.
 */
export const ShiftReport = z.object({
  shift: Shift,
  figures: TillFigures.nullable(),
  movements: z.array(CashMovement),
  currency: z.string(),
});
export type ShiftReport = z.infer<typeof ShiftReport>;
/** A report with its figures: a manager's, a closed shift's, or any while counts are not blind. */
export type VisibleShiftReport = ShiftReport & { figures: TillFigures };

export const ShiftOpenInput = z.object({ float: Money, note: OptionalText(300) });
export type ShiftOpenInput = z.input<typeof ShiftOpenInput>;

/**
 * A pay-out may not take the drawer below zero; one above the `payout_approval_limit` setting
 * needs `shifts.manage`, or a manager's one-time approval token for it.
 */
export const CashMovementInput = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amount: Money.refine((v) => v > 0, says.moreThanZero),
  reason: Text(200),
  approvalToken: z.string().max(200).optional(),
});
export type CashMovementInput = z.input<typeof CashMovementInput>;

/**
 * Closing counts the drawer: `counted`, or the denominations it adds up to (both: they must agree).
 * A difference above the `cash_difference_limit` setting needs `shifts.manage`, or a manager's
 * one-time approval token for it.
 */
export const ShiftCloseInput = z
  .object({
    counted: Money.optional(),
    denominations: Denominations.optional(),
    note: OptionalText(300),
    approvalToken: z.string().max(200).optional(),
  })
  .refine((c) => c.counted !== undefined || c.denominations !== undefined, {
    message: says.countRequired,
    path: ['counted'],
  })
  .refine(
    (c) =>
      c.counted === undefined ||
      c.denominations === undefined ||
      denominationsTotal(c.denominations) === c.counted,
    { message: says.countMismatch, path: ['denominations'] },
  );
export type ShiftCloseInput = z.input<typeof ShiftCloseInput>;

export const ShiftFilter = z.object({
  status: z.enum(SHIFT_STATUSES).optional(),
  userId: QueryId.optional(),
});

export const ShiftResponse = z.object({ report: ShiftReport, resp: Resp });
export type ShiftResponse = z.infer<typeof ShiftResponse>;
/** The signed-in user's open shift with its X report, or null. */
export const CurrentShiftResponse = z.object({ report: ShiftReport.nullable() });
export type CurrentShiftResponse = z.infer<typeof CurrentShiftResponse>;
export const ShiftsResponse = z.object({ shifts: z.array(Shift) });
export type ShiftsResponse = z.infer<typeof ShiftsResponse>;

/** An order still open when the day closes: it carries over, and the Z lists it. */
export const OpenOrderLine = z.object({
  id: z.number().int(),
  ticketNumber: z.number().int(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  total: Money,
  paidTotal: Money,
  businessDate: z.string(),
  createdAt: Timestamp,
});

export const ZReport = z.object({
  id: z.number().int(),
  /** 1, 2, 3…: gapless, assigned once. */
  number: z.number().int(),
  businessDate: z.string(),
  currency: z.string(),
  closedBy: z.number().int().nullable(),
  closedByName: z.string().nullable(),
  createdAt: Timestamp,
  figures: TillFigures,
  shifts: z.array(Shift),
  openOrders: z.array(OpenOrderLine),
  /** Σ over the shifts of what was counted; figures.expectedCash is Σ of what they expected. */
  counted: MoneyTotal,
  /** Σ over the shifts of counted − expected: always counted − figures.expectedCash. */
  difference: z.number().int(),
  /** Whether cash needed an open shift when this Z closed (setting cash_needs_shift). */
  cashNeedsShift: z.boolean(),
});
export type ZReport = z.infer<typeof ZReport>;

/** What closing the day now would record, and what stands in its way. */
export const ZPreview = z.object({
  businessDate: z.string(),
  currency: z.string(),
  /** How many Z reports this business day has already: a day may be closed more than once. */
  closedToday: z.number().int(),
  cashNeedsShift: z.boolean(),
  figures: TillFigures,
  shifts: z.array(Shift),
  openShifts: z.array(Shift),
  openOrders: z.array(OpenOrderLine),
});
export type ZPreview = z.infer<typeof ZPreview>;

export const ZPreviewResponse = z.object({ preview: ZPreview });
export const ZReportResponse = z.object({ zReport: ZReport, resp: Resp });
export type ZReportResponse = z.infer<typeof ZReportResponse>;
export const ZReportsResponse = z.object({
  zReports: z.array(
    ZReport.omit({
      figures: true,
      shifts: true,
      openOrders: true,
      counted: true,
      cashNeedsShift: true,
    }).extend({
      net: z.number().int(),
    }),
  ),
});
export type ZReportsResponse = z.infer<typeof ZReportsResponse>;
/** Closing the day: `acknowledgeOpenOrders` says the closer saw the orders still open. */
export const ZCloseInput = z.object({ acknowledgeOpenOrders: z.boolean().default(false) });
export const ZNumberParam = z.object({ number: QueryId });
